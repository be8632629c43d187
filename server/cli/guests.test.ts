import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../db/database';
import { guestCount, guestEnv, guests, tempDir, tokenOf, withStore } from './cli-harness';
import { guestsProcess, run } from './cli-process';

const LINK = /^https:\/\/wedding\.example\/login\?token=[0-9a-z]{26}(&lang=[a-z]{2})?$/m;

describe('guests add', () => {
  it('prints a link whose token signs in as the new guest', async () => {
    const dir = tempDir();
    const result = await guests(dir, 'add', '  Hans   Müller ');
    expect(result.code).toBe(0);
    const link = LINK.exec(result.stdout)?.[0] ?? '';
    expect(link).not.toBe('');
    expect(link).not.toContain('&lang=');
    const guest = withStore(dir, (store) => store.findByToken(tokenOf(link)));
    expect(guest?.name).toBe('Hans Müller');
    expect(guest?.language).toBeNull();
  });

  it('prints one JSON object with --json, and --lang ro puts &lang=ro in the link', async () => {
    const dir = tempDir();
    const result = await guests(dir, 'add', 'Ioana Ștefănescu', '--lang', 'ro', '--json');
    expect(result.code).toBe(0);
    const added = JSON.parse(result.stdout) as { id: number; name: string; language: string; link: string };
    expect(added).toMatchObject({ name: 'Ioana Ștefănescu', language: 'ro' });
    expect(added.link).toMatch(LINK);
    expect(added.link.endsWith('&lang=ro')).toBe(true);
    expect(withStore(dir, (store) => store.findByToken(tokenOf(added.link))?.id)).toBe(added.id);
  });

  it('takes an e-mail address and a phone number, read in the country of --lang, else of the site’s language (German here)', async () => {
    const dir = tempDir();
    const maria = await guests(dir, 'add', 'Maria Popescu', '--lang', 'ro', '--email', ' maria@exemplu.ro ', '--phone', '0722 123 456', '--json');
    expect(maria.code, maria.stderr).toBe(0);
    expect(JSON.parse(maria.stdout)).toMatchObject({ name: 'Maria Popescu', email: 'maria@exemplu.ro', phone: '+40722123456' });
    const hans = await guests(dir, 'add', 'Hans', '--phone', '0151 23456789');
    expect(hans.code, hans.stderr).toBe(0);
    const listed = JSON.parse((await guests(dir, 'list', '--json')).stdout) as Array<{ name: string; email: string; phone: string }>;
    expect(listed.map(({ name, email, phone }) => [name, email, phone])).toEqual([
      ['Maria Popescu', 'maria@exemplu.ro', '+40722123456'],
      ['Hans', '', '+4915123456789'],
    ]);
  });

  it('refuses a phone number or an e-mail address it cannot read, saying how to write it, and adds nobody', async () => {
    const dir = tempDir();
    const phone = await guests(dir, 'add', 'Ana', '--lang', 'fr', '--phone', '06 12 34');
    expect(phone.code).toBe(1);
    expect(phone.stderr).toContain('--phone: "06 12 34" is not a phone number (without + and a country code, it is read as a number of FR)');
    const email = await guests(dir, 'add', 'Ana', '--email', 'ana@exemplu');
    expect(email.code).toBe(1);
    expect(email.stderr).toContain('--email: "ana@exemplu" is not an e-mail address');
    const angle = await guests(dir, 'add', 'Ana', '--email', 'a>b@example.com');
    expect(angle.code).toBe(1);
    expect(angle.stderr).toContain('--email: "a>b@example.com" is not an e-mail address (write it as name@example.com)');
    for (const result of [phone, email, angle]) expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(guestCount(dir)).toBe(0);
  });

  it('refuses an unknown language, an empty name and a name over 200 characters, adding nobody', async () => {
    const dir = tempDir();
    const badLanguage = await guests(dir, 'add', 'Anna', '--lang', 'es');
    expect(badLanguage.code).toBe(1);
    expect(badLanguage.stderr).toContain('unknown language "es"');
    expect(badLanguage.stderr).toContain('de, en, ro, ru, fr');
    const empty = await guests(dir, 'add', '   ');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('empty');
    const long = await guests(dir, 'add', 'x'.repeat(201));
    expect(long.code).toBe(1);
    expect(long.stderr).toContain('200');
    for (const result of [badLanguage, empty, long]) expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(guestCount(dir)).toBe(0);
  });
});

/** The command as the couple runs it, a process of its own: what the tests above, run in the test's process, cannot show. */
describe('the compiled command', () => {
  it('works in the README form, npm run -s guests -- add', async () => {
    const dir = tempDir();
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = await run(npm, ['run', '-s', 'guests', '--', 'add', 'Maria Popescu', '--json'], guestEnv(dir));
    expect(result.code).toBe(0);
    const added = JSON.parse(result.stdout) as { id: number; name: string; link: string };
    expect(added.name).toBe('Maria Popescu');
    expect(added.link).toMatch(LINK);
  });

  it('exits 0, 1 or 2 with the output on stdout and one line on stderr, and keeps its database its owner’s only', async () => {
    const dir = tempDir();
    const added = await guestsProcess(dir, 'add', 'Ana');
    expect([added.code, added.stderr]).toEqual([0, '']);
    expect(added.stdout).toMatch(LINK);
    expect(fs.statSync(path.join(dir, DATABASE_FILE)).mode & 0o777).toBe(0o600);
    const unknown = await guestsProcess(dir, 'link', '4242');
    expect([unknown.code, unknown.stdout, unknown.stderr]).toEqual([1, '', 'There is no guest with id 4242: see the ids with "list"\n']);
    const usage = await guestsProcess(dir, 'frobnicate');
    expect(usage.code).toBe(2);
    expect(usage.stdout).toBe('');
    expect(usage.stderr).toBe('unknown command "frobnicate". Run "npm run guests -- --help" for the usage.\n');
  });
});

describe('guests link and revoke', () => {
  it('reprints the same link, and revoking stops it; revoking again is fine; unknown ids fail', async () => {
    const dir = tempDir();
    const added = JSON.parse((await guests(dir, 'add', 'Olga', '--lang', 'ru', '--json')).stdout) as { id: number; link: string };

    const again = await guests(dir, 'link', String(added.id));
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe(added.link);

    const revoked = await guests(dir, 'revoke', String(added.id));
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('Revoked guest');
    expect(withStore(dir, (store) => store.findByToken(tokenOf(added.link)))).toBeUndefined();

    const twice = await guests(dir, 'revoke', String(added.id));
    expect(twice.code).toBe(0);
    expect(twice.stdout).toContain('already revoked');

    const linkOfRevoked = await guests(dir, 'link', String(added.id));
    expect(linkOfRevoked.code).toBe(1);
    expect(linkOfRevoked.stderr).toContain('revoked');

    for (const command of ['link', 'revoke']) {
      const unknown = await guests(dir, command, '4242');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('4242');
    }
  });
});

describe('help and usage mistakes', () => {
  it('lists the commands with --help and with nothing at all', async () => {
    const dir = tempDir();
    for (const args of [['--help'], []]) {
      const result = await guests(dir, ...args);
      expect(result.code).toBe(0);
      for (const command of ['add', 'list', 'link', 'revoke', 'import', 'export', 'qr', 'cards']) {
        expect(result.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
      }
    }
  });

  it('shows the help of every command', async () => {
    const dir = tempDir();
    const results = await Promise.all(
      ['add', 'list', 'link', 'revoke', 'import', 'export', 'qr', 'cards'].map(async (command) => ({
        command,
        result: await guests(dir, command, '--help'),
      })),
    );
    for (const { command, result } of results) {
      expect(result.code, command).toBe(0);
      expect(result.stdout, command).toContain(`guests -- ${command} `);
    }
  });

  it('exits 2 with one line and a --help hint for an unknown command or option, or a missing argument', async () => {
    const dir = tempDir();
    const cases: Array<[string[], string]> = [
      [['frobnicate'], 'unknown command "frobnicate"'],
      [['add', 'Anna', '--colour', 'red'], 'unknown option --colour'],
      [['link'], 'missing ID'],
      [['export'], '--out'],
    ];
    const results = await Promise.all(cases.map(([args]) => guests(dir, ...args)));
    results.forEach((result, index) => {
      const [args, message] = cases[index]!;
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(result.stderr, args.join(' ')).toContain(message);
      expect(result.stderr, args.join(' ')).toContain('--help');
    });
    expect(guestCount(dir)).toBe(0);
  });
});
