/**
 * Backups that restore (issue 14): one archive of the database, the link secret and the media; restored whole into
 * an empty DATA_DIR, where the same guests, links and sessions work; a damaged, cut-off or foreign archive refused
 * with a clear message and nothing changed. Sealed with the backup key (issue 18): the daily backup makes the key
 * itself, and what it writes restores with it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#common/api';
import { guestEnv, guests as guestCommand, runInProcess, tempDir } from '../cli/cli-harness';
import { DATABASE_FILE } from '../db/database';
import { createTestApp, loginUrl, makeTempDir, sessionCookieOf } from '../testing/test-app';
import { openedArchive } from '../testing/backup-archives';
import { BACKUP_KEY_FILE, readBackupKeyFile } from './backup-key';
import { MANIFEST_FILE, sha256File } from './backup-manifest';
import { startBackupSchedule } from './backup-schedule';
import { backupName, BACKUPS_DIR, createBackup, pruneBackups } from './create-backup';
import { restoreBackup, RestoreError } from './restore-backup';

const key = crypto.randomBytes(32);

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const open: TestApp[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const t of open.splice(0)) await t.close();
});

async function app(dataDir?: string) {
  const t = await createTestApp(dataDir ? { dataDir } : {});
  open.push(t);
  return t;
}

/** A site with two guests, one signed in, and the couple's content. */
async function siteWithGuests() {
  const t = await app();
  const ana = t.guests.add('Ana Popescu', 'ro');
  const ion = t.guests.add('Ion', null, 'table 4');
  const signedIn = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token: ana.token }) }))!;
  return { t, tokens: [ana.token, ion.token], signedIn };
}



describe('a backup', () => {
  it('holds the database, the link secret and the media, and restores into an empty DATA_DIR where links and sessions work', async () => {
    const { t, tokens, signedIn } = await siteWithGuests();
    const backup = await createBackup({ dataDir: t.dataDir, db: t.db, key });
    expect(path.dirname(backup.file)).toBe(path.join(t.dataDir, BACKUPS_DIR));
    expect(path.basename(backup.file)).toMatch(/^save-the-date-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz\.enc$/);
    expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600);
    // Nothing of the site can be read in it: not the link secret, not a guest's name, not the database's header.
    const sealed = fs.readFileSync(backup.file);
    for (const plain of [fs.readFileSync(path.join(t.dataDir, 'link-secret')), Buffer.from('Ana Popescu'), Buffer.from('SQLite format 3'), Buffer.from(MANIFEST_FILE)]) {
      expect(sealed.includes(plain), plain.toString()).toBe(false);
    }
    const { manifest } = await openedArchive(backup.file, key);
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining([DATABASE_FILE, 'link-secret']));
    expect(paths.filter((p) => p.startsWith('media/video/'))).toHaveLength(2); // the video and its poster
    expect(paths.some((p) => p.startsWith('media/photos/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('backups/') || p.startsWith('uploads/') || p.endsWith('-wal'))).toBe(false);
    expect(paths).not.toContain(BACKUP_KEY_FILE);

    const restored = path.join(makeTempDir('std-restore-'), 'data');
    const result = await restoreBackup({ archive: backup.file, dataDir: restored, key });
    expect(result).toMatchObject({ guests: 2, sealed: true, keptAside: undefined });
    expect(new Database(path.join(restored, DATABASE_FILE)).pragma('integrity_check', { simple: true })).toBe('ok');
    for (const file of manifest.files) expect(await sha256File(path.join(restored, file.path))).toBe(file.sha256);

    const back = await app(restored);
    for (const token of tokens) expect((await back.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode).toBe(200);
    expect((await back.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session: signedIn } })).statusCode).toBe(200);
    expect((await back.app.inject({ method: 'GET', url: API_PATHS.site })).json().coupleNames).toBe('Elena & Julian');
  });

  it('keeps the newest BACKUP_KEEP dated archives and leaves other files alone', () => {
    const dir = makeTempDir();
    fs.mkdirSync(path.join(dir, BACKUPS_DIR));
    // Archives from before issue 18 (unencrypted, .tar.gz) are pruned with the new ones, oldest first.
    const unsealed = [0, 1].map((day) => backupName(Date.UTC(2026, 5, 8 + day, 3, 0, 0)).replace(/\.enc$/, ''));
    const names = [0, 1, 2, 3].map((day) => backupName(Date.UTC(2026, 5, 10 + day, 3, 0, 0)));
    for (const name of [...unsealed, ...names, 'my-copy.tar.gz.enc']) fs.writeFileSync(path.join(dir, BACKUPS_DIR, name), 'x');
    expect(pruneBackups(dir, 2)).toEqual([...unsealed, ...names.slice(0, 2)]);
    expect(fs.readdirSync(path.join(dir, BACKUPS_DIR)).sort()).toEqual([...names.slice(2), 'my-copy.tar.gz.enc'].sort());
  });
});

describe('a restore', () => {
  it('refuses a DATA_DIR that is not empty, unless told; then keeps what was there aside, and the backup key in place', async () => {
    const { t } = await siteWithGuests();
    const archive = (await createBackup({ dataDir: t.dataDir, db: t.db, key, out: path.join(makeTempDir(), 'site.tar.gz.enc') })).file;
    const target = makeTempDir('std-busy-');
    fs.writeFileSync(path.join(target, 'wedding.db'), 'the site running now');
    fs.writeFileSync(path.join(target, BACKUP_KEY_FILE), `${key.toString('hex')}\n`);
    await expect(restoreBackup({ archive, dataDir: target, key })).rejects.toThrow(RestoreError);
    expect(fs.readFileSync(path.join(target, 'wedding.db'), 'utf8')).toBe('the site running now');
    const result = await restoreBackup({ archive, dataDir: target, key, force: true, saveKey: true });
    // Kept inside DATA_DIR: the service's user may write nowhere else, and a volume's mount point cannot move.
    expect(path.dirname(result.keptAside!)).toBe(target);
    expect(fs.readFileSync(path.join(result.keptAside!, 'wedding.db'), 'utf8')).toBe('the site running now');
    expect(new Database(path.join(target, DATABASE_FILE)).pragma('integrity_check', { simple: true })).toBe('ok');
    expect(fs.readdirSync(target).filter((entry) => entry.startsWith('.restoring-'))).toEqual([]);
    // The key is not part of the site's contents: it stays, and the lock the restore held is gone.
    expect(readBackupKeyFile(path.join(target, BACKUP_KEY_FILE))).toEqual(key);
    expect(fs.readdirSync(result.keptAside!)).toEqual(['wedding.db']);
    expect(fs.existsSync(path.join(target, 'server.lock'))).toBe(false);
  });
});

describe('the guest command', () => {
  it('backs up with the key it makes, prints it, and restores elsewhere only with it; a damaged archive gets a clear message', async () => {
    const dir = tempDir();
    const t = await app(dir);
    t.guests.add('Maria');
    const out = path.join(makeTempDir(), 'site.tar.gz.enc');
    const backup = await guestCommand(dir, 'backup', '--out', out);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Wrote ${out}`);
    expect(backup.stdout).toContain('1 guest');
    expect(backup.stdout).toContain('Made a backup key');
    const made = readBackupKeyFile(path.join(dir, BACKUP_KEY_FILE));
    expect(fs.statSync(path.join(dir, BACKUP_KEY_FILE)).mode & 0o777).toBe(0o600);

    const printed = await guestCommand(dir, 'backup-key');
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout.split('\n')[0]).toBe(made.toString('hex'));
    expect(printed.stdout).toContain('apart from the server');

    // A new server has no key: it is asked for, and the one printed opens the archive.
    const into = path.join(makeTempDir(), 'restored');
    const keyless = await guestCommand(into, 'restore', out);
    expect(keyless.code).toBe(1);
    expect(keyless.stderr).toMatch(/is encrypted.*--key-file.*nothing was changed/);
    expect(fs.existsSync(into)).toBe(false);
    const keyFile = path.join(makeTempDir(), 'kept-key.txt');
    fs.writeFileSync(keyFile, printed.stdout.split('\n')[0]!);
    const restore = await guestCommand(into, 'restore', out, '--key-file', keyFile);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Restored 1 guest');
    expect(restore.stdout).toContain(`The key in ${keyFile} is now this site's backup key`);
    expect(readBackupKeyFile(path.join(into, BACKUP_KEY_FILE))).toEqual(made);
    const again = await guestCommand(into, 'restore', out);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty');

    const wrongKey = path.join(makeTempDir(), 'other-key.txt');
    fs.writeFileSync(wrongKey, crypto.randomBytes(32).toString('hex'));
    const foreign = await guestCommand(path.join(makeTempDir(), 'other'), 'restore', out, '--key-file', wrongKey);
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(/was not made with this backup key.*nothing was changed/);
    fs.writeFileSync(out, fs.readFileSync(out).subarray(0, 1000));
    const damaged = await guestCommand(path.join(makeTempDir(), 'other'), 'restore', out, '--key-file', keyFile);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/changed after it was made, or is damaged or cut off.*nothing was changed/);
    expect(damaged.stderr).not.toMatch(/\n\s+at /); // no stack trace
  }, 30_000);

  it('seals with BACKUP_KEY when it is set, and makes no key file then', async () => {
    const dir = tempDir();
    await app(dir);
    const given = crypto.randomBytes(32);
    const out = path.join(makeTempDir(), 'site.tar.gz.enc');
    const env = { ...guestEnv(dir), BACKUP_KEY: given.toString('hex') };
    const result = await runInProcess(['backup', '--out', out], env);
    expect(result.code, result.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, BACKUP_KEY_FILE))).toBe(false);
    await expect(openedArchive(out, given)).resolves.toMatchObject({ manifest: { guests: 0 } });
    const wrong = await runInProcess(['backup'], { ...env, BACKUP_KEY: 'my wedding' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('BACKUP_KEY must be a backup key');
  }, 30_000);

  it('without --out writes into DATA_DIR/backups and keeps the newest BACKUP_KEEP', async () => {
    const dir = tempDir();
    await app(dir);
    fs.mkdirSync(path.join(dir, BACKUPS_DIR));
    for (const day of [1, 2, 3]) fs.writeFileSync(path.join(dir, BACKUPS_DIR, backupName(Date.UTC(2020, 0, day))), 'old');
    const result = await runInProcess(['backup'], { ...guestEnv(dir), BACKUP_KEEP: '3' });
    expect(result.code, result.stderr).toBe(0);
    expect(fs.readdirSync(path.join(dir, BACKUPS_DIR))).toHaveLength(3);
    expect(fs.readdirSync(path.join(dir, BACKUPS_DIR))).not.toContain(backupName(Date.UTC(2020, 0, 1)));
  }, 30_000);
});

describe('the server’s daily backup', () => {
  it('comes a minute after start, then every BACKUP_HOURS, keeping BACKUP_KEEP; BACKUP_HOURS=0 makes none', async () => {
    const t = await app();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.UTC(2026, 10, 22, 12, 0, 0) });
    const written: string[] = [];
    const log = { info: (fields: { file: string }) => written.push(fields.file), warn: vi.fn(), error: vi.fn() };
    const schedule = startBackupSchedule({ dataDir: t.dataDir, db: t.db, hours: 24, keep: 2, log: log as never });
    const backups = () => fs.readdirSync(path.join(t.dataDir, BACKUPS_DIR)).filter((n) => n.endsWith('.tar.gz.enc'));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(written).toEqual([]);
    for (let day = 0; day < 3; day++) {
      await vi.advanceTimersByTimeAsync(day === 0 ? 1_000 : 24 * 3_600_000);
      await vi.waitFor(() => expect(written).toHaveLength(day + 1), { timeout: 10_000 });
    }
    expect(backups()).toHaveLength(2);
    expect(log.error).not.toHaveBeenCalled();
    await schedule.stop();

    const none = startBackupSchedule({ dataDir: t.dataDir, db: t.db, hours: 0, keep: 2, log: log as never });
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(written).toHaveLength(3);
    await none.stop();
  });

  it('makes its key by itself at the first start, says once to keep a copy, and what it writes restores with that key', async () => {
    const { t, tokens } = await siteWithGuests();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const written: string[] = [];
    const log = { info: (fields: { file: string }) => written.push(fields.file), warn: vi.fn(), error: vi.fn() };
    const schedule = startBackupSchedule({ dataDir: t.dataDir, db: t.db, hours: 24, keep: 2, log: log as never });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toMatch(/backup key was made: keep a copy of it apart from the server/);
    const made = readBackupKeyFile(path.join(t.dataDir, BACKUP_KEY_FILE));
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(written).toHaveLength(1), { timeout: 10_000 });
    await schedule.stop();
    // A restart finds the key: nothing more to say.
    await startBackupSchedule({ dataDir: t.dataDir, db: t.db, hours: 0, keep: 2, log: log as never }).stop();
    expect(log.warn).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    const restored = path.join(makeTempDir('std-daily-'), 'data');
    await expect(restoreBackup({ archive: written[0]!, dataDir: path.join(makeTempDir(), 'x'), key: crypto.randomBytes(32) })).rejects.toThrow(/not made with this backup key/);
    expect(await restoreBackup({ archive: written[0]!, dataDir: restored, key: made })).toMatchObject({ guests: 2, sealed: true });
    const back = await app(restored);
    for (const token of tokens) expect((await back.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode).toBe(200);
  });
});
