import { describe, expect, it } from 'vitest';
import { guests, tempDir, withStore } from './cli-harness';

describe('guests add-person', () => {
  it('adds a person in their role and prints a set-up link that names them', async () => {
    const dir = tempDir();
    const result = await guests(dir, 'add-person', 'Ioana Pop', 'Ioana@Example.com', '--role', 'helper');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Ioana Pop (helper), who signs in as ioana@example.com');
    const link = /https:\/\/\S+/.exec(result.stdout)![0];
    expect(link).toMatch(/^https:\/\/wedding\.example\/admin\/setup#[\w-]{43}$/);
    const token = new URL(link).hash.slice(1);
    withStore(dir, (_guests, stores) => {
      expect(stores.people.list()).toMatchObject([{ name: 'Ioana Pop', email: 'ioana@example.com', role: 'helper', canSignIn: false }]);
      expect(stores.people.linkFor(token)).toEqual({ name: 'Ioana Pop', email: 'ioana@example.com' });
    });
  });

  it('refuses a missing or unknown role, an address that is not one, and an address someone has', async () => {
    const dir = tempDir();
    const noRole = await guests(dir, 'add-person', 'Ana', 'ana@example.com');
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toContain('--role must be one of couple, planner, helper');
    expect((await guests(dir, 'add-person', 'Ana', 'ana@example.com', '--role', 'boss')).code).toBe(2);
    const badAddress = await guests(dir, 'add-person', 'Ana', 'ana@localhost', '--role', 'planner');
    expect(badAddress.code).toBe(1);
    expect(badAddress.stderr).toContain('is not an e-mail address');
    expect((await guests(dir, 'add-person', 'Ana', 'ana@example.com', '--role', 'planner')).code).toBe(0);
    const taken = await guests(dir, 'add-person', 'Another Ana', 'ANA@example.com', '--role', 'helper');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain("ana@example.com is someone's address already");
    expect(withStore(dir, (_guests, stores) => stores.people.list().map((person) => person.name))).toEqual(['Ana']);
  });
});
