import { describe, expect, it } from 'vitest';
import { guests, tempDir, tokenOf, withStore } from './cli-harness';

describe('guests new-link', () => {
  it('prints a new link that signs in, and the old one stops working', async () => {
    const dir = tempDir();
    const { id, oldToken } = withStore(dir, (store) => {
      const { guest, token } = store.add('Leaky Guest', 'de');
      return { id: guest.id, oldToken: token };
    });
    const result = await guests(dir, 'new-link', String(id));
    expect(result.code, result.stderr).toBe(0);
    const link = /https:\/\/\S+/.exec(result.stdout)![0];
    expect(link).toContain('&lang=de');
    withStore(dir, (store) => {
      expect(store.findByToken(tokenOf(link))?.id).toBe(id);
      expect(store.findByToken(oldToken)).toBeUndefined();
    });
  });

  it('refuses an unknown id', async () => {
    const dir = tempDir();
    withStore(dir, (store) => store.add('Ana'));
    const result = await guests(dir, 'new-link', '99');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no guest with id 99');
  });
});

describe('guests remove', () => {
  it('removes nothing without --yes, and the guest with --yes', async () => {
    const dir = tempDir();
    const id = withStore(dir, (store) => store.add('Mistake').guest.id);
    const unconfirmed = await guests(dir, 'remove', String(id));
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toContain('--yes');
    expect(withStore(dir, (store) => store.get(id))).toBeDefined();
    const confirmed = await guests(dir, 'remove', String(id), '--yes');
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(withStore(dir, (store) => store.get(id))).toBeUndefined();
  });
});

describe('guests add, remove, add', () => {
  it('gives the next guest a link of their own: the removed guest’s link opens nobody', async () => {
    const dir = tempDir();
    const link = (run: { stdout: string }) => /https:\/\/\S+/.exec(run.stdout)![0];
    const second = link(await guests(dir, 'add', 'Second'));
    const secondId = withStore(dir, (store) => store.findByToken(tokenOf(second))!.id);
    expect((await guests(dir, 'remove', String(secondId), '--yes')).code).toBe(0);
    const cristina = link(await guests(dir, 'add', 'Cristina'));
    expect(cristina).not.toBe(second);
    withStore(dir, (store) => {
      expect(store.findByToken(tokenOf(second))).toBeUndefined();
      expect(store.findByToken(tokenOf(cristina))?.name).toBe('Cristina');
    });
  });
});

describe('guests add --note', () => {
  it('keeps the note, which list --json shows', async () => {
    const dir = tempDir();
    expect((await guests(dir, 'add', 'Ana', '--note', 'table 4')).code).toBe(0);
    const listed = JSON.parse((await guests(dir, 'list', '--json')).stdout) as Array<{ note: string }>;
    expect(listed[0]!.note).toBe('table 4');
    expect((await guests(dir, 'add', 'Bob', '--note', 'x'.repeat(501))).code).toBe(1);
  });
});
