/**
 * Backups that restore (issue 14): one archive of the database, the link secret and the media; restored whole into
 * an empty DATA_DIR, where the same guests, links and sessions work; a damaged, cut-off or foreign archive refused
 * with a clear message and nothing changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#common/api';
import { guestEnv, guests as guestCommand, run, tempDir } from '../cli/cli-harness';
import { GUEST_COMMAND_ENTRY } from '../paths';
import { DATABASE_FILE } from '../db/database';
import { MIGRATIONS } from '../db/migrations';
import { createTestApp, loginUrl, makeTempDir, sessionCookieOf } from '../testing/test-app';
import { MANIFEST_FILE, sha256File, type Manifest } from './backup-manifest';
import { startBackupSchedule } from './backup-schedule';
import { backupName, BACKUPS_DIR, createBackup, pruneBackups } from './create-backup';
import { restoreBackup, RestoreError } from './restore-backup';

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

const unpackedManifest = async (archive: string) => {
  const into = makeTempDir('std-unpacked-');
  await tar.extract({ file: archive, cwd: into });
  return { into, manifest: JSON.parse(fs.readFileSync(path.join(into, MANIFEST_FILE), 'utf8')) as Manifest };
};

describe('a backup', () => {
  it('holds the database, the link secret and the media, and restores into an empty DATA_DIR where links and sessions work', async () => {
    const { t, tokens, signedIn } = await siteWithGuests();
    const backup = await createBackup({ dataDir: t.dataDir, db: t.db });
    expect(path.dirname(backup.file)).toBe(path.join(t.dataDir, BACKUPS_DIR));
    expect(path.basename(backup.file)).toMatch(/^save-the-date-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
    expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600);
    const { manifest } = await unpackedManifest(backup.file);
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining([DATABASE_FILE, 'link-secret']));
    expect(paths.filter((p) => p.startsWith('media/video/'))).toHaveLength(2); // the video and its poster
    expect(paths.some((p) => p.startsWith('media/photos/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('backups/') || p.startsWith('uploads/') || p.endsWith('-wal'))).toBe(false);

    const restored = path.join(makeTempDir('std-restore-'), 'data');
    const result = await restoreBackup({ archive: backup.file, dataDir: restored });
    expect(result).toMatchObject({ guests: 2, keptAside: undefined });
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
    const names = [0, 1, 2, 3].map((day) => backupName(Date.UTC(2026, 5, 10 + day, 3, 0, 0)));
    for (const name of [...names, 'my-copy.tar.gz']) fs.writeFileSync(path.join(dir, BACKUPS_DIR, name), 'x');
    expect(pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(path.join(dir, BACKUPS_DIR)).sort()).toEqual([...names.slice(2), 'my-copy.tar.gz'].sort());
  });
});

describe('a restore', () => {
  async function anArchive() {
    const { t } = await siteWithGuests();
    return (await createBackup({ dataDir: t.dataDir, db: t.db, out: path.join(makeTempDir(), 'site.tar.gz') })).file;
  }

  /** Restoring `archive` is refused with a message matching `message`, and the target is as it was. */
  async function refused(archive: string, message: RegExp) {
    const target = path.join(makeTempDir('std-target-'), 'data');
    await expect(restoreBackup({ archive, dataDir: target })).rejects.toThrow(message);
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(path.dirname(target))).toEqual([]);
    // Forced over a site that is there: the site stays exactly as it was.
    const busy = makeTempDir('std-busy-');
    fs.writeFileSync(path.join(busy, 'wedding.db'), 'the site running now');
    await expect(restoreBackup({ archive, dataDir: busy, force: true })).rejects.toThrow(message);
    expect(fs.readdirSync(busy)).toEqual(['wedding.db']);
    expect(fs.readFileSync(path.join(busy, 'wedding.db'), 'utf8')).toBe('the site running now');
  }

  it('refuses a damaged or cut-off archive, or one that is no backup, and changes nothing', async () => {
    const archive = await anArchive();
    const bytes = fs.readFileSync(archive);
    const cut = path.join(makeTempDir(), 'cut.tar.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await refused(cut, /damaged or incomplete/);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const damaged = path.join(makeTempDir(), 'damaged.tar.gz');
    fs.writeFileSync(damaged, flipped);
    await refused(damaged, /damaged/);
    const photo = path.join(makeTempDir(), 'holiday.tar.gz');
    fs.writeFileSync(photo, 'not an archive at all');
    await refused(photo, /damaged or incomplete/);
    await refused(path.join(makeTempDir(), 'missing.tar.gz'), /There is no file/);
  });

  it('refuses an archive whose files do not match its manifest, and one of another kind', async () => {
    const { into, manifest } = await unpackedManifest(await anArchive());
    const repack = async (name: string) => {
      const file = path.join(makeTempDir(), name);
      await tar.create({ gzip: true, file, cwd: into }, fs.readdirSync(into));
      return file;
    };
    fs.appendFileSync(path.join(into, 'link-secret'), 'x');
    await refused(await repack('changed.tar.gz'), /link-secret is not what was backed up/);
    fs.writeFileSync(path.join(into, MANIFEST_FILE), JSON.stringify({ ...manifest, format: 'zip-of-photos' }));
    await refused(await repack('foreign.tar.gz'), /not a backup of this site/);
    fs.writeFileSync(path.join(into, MANIFEST_FILE), JSON.stringify({ ...manifest, files: [...manifest.files, { path: '../escape', bytes: 1, sha256: 'a'.repeat(64) }] }));
    await refused(await repack('escape.tar.gz'), /lists a file it may not/);
  });

  it('refuses a database from a newer release', async () => {
    const { into, manifest } = await unpackedManifest(await anArchive());
    const db = new Database(path.join(into, DATABASE_FILE));
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    const database = manifest.files.find((f) => f.path === DATABASE_FILE)!;
    Object.assign(database, { bytes: fs.statSync(path.join(into, DATABASE_FILE)).size, sha256: await sha256File(path.join(into, DATABASE_FILE)) });
    fs.writeFileSync(path.join(into, MANIFEST_FILE), JSON.stringify(manifest));
    const file = path.join(makeTempDir(), 'newer.tar.gz');
    await tar.create({ gzip: true, file, cwd: into }, fs.readdirSync(into));
    await refused(file, /made by a newer release/);
  });

  it('refuses a DATA_DIR that is not empty, unless told; then keeps what was there aside', async () => {
    const archive = await anArchive();
    const target = makeTempDir('std-busy-');
    fs.writeFileSync(path.join(target, 'wedding.db'), 'the site running now');
    await expect(restoreBackup({ archive, dataDir: target })).rejects.toThrow(RestoreError);
    expect(fs.readFileSync(path.join(target, 'wedding.db'), 'utf8')).toBe('the site running now');
    const result = await restoreBackup({ archive, dataDir: target, force: true });
    // Kept inside DATA_DIR: the service's user may write nowhere else, and a volume's mount point cannot move.
    expect(path.dirname(result.keptAside!)).toBe(target);
    expect(fs.readFileSync(path.join(result.keptAside!, 'wedding.db'), 'utf8')).toBe('the site running now');
    expect(new Database(path.join(target, DATABASE_FILE)).pragma('integrity_check', { simple: true })).toBe('ok');
    expect(fs.readdirSync(target).filter((entry) => entry.startsWith('.restoring-'))).toEqual([]);
  });
});

describe('the guest command', () => {
  it('backs up and restores; a damaged archive gets a clear message and exit code 1', async () => {
    const dir = tempDir();
    const t = await app(dir);
    t.guests.add('Maria');
    const out = path.join(makeTempDir(), 'site.tar.gz');
    const backup = await guestCommand(dir, 'backup', '--out', out);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Wrote ${out}`);
    expect(backup.stdout).toContain('1 guest');
    const into = path.join(makeTempDir(), 'restored');
    const restore = await guestCommand(into, 'restore', out);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Restored 1 guest');
    const again = await guestCommand(into, 'restore', out);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty');
    fs.writeFileSync(out, fs.readFileSync(out).subarray(0, 100));
    const damaged = await guestCommand(path.join(makeTempDir(), 'other'), 'restore', out);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/damaged or incomplete.*nothing was changed/);
    expect(damaged.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('without --out writes into DATA_DIR/backups and keeps the newest BACKUP_KEEP', async () => {
    const dir = tempDir();
    await app(dir);
    fs.mkdirSync(path.join(dir, BACKUPS_DIR));
    for (const day of [1, 2, 3]) fs.writeFileSync(path.join(dir, BACKUPS_DIR, backupName(Date.UTC(2020, 0, day))), 'old');
    const result = await run(process.execPath, [GUEST_COMMAND_ENTRY, 'backup'], { ...guestEnv(dir), BACKUP_KEEP: '3' });
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
    const log = { info: (fields: { file: string }) => written.push(fields.file), error: vi.fn() };
    const schedule = startBackupSchedule({ dataDir: t.dataDir, db: t.db, hours: 24, keep: 2, log: log as never });
    const backups = () => fs.readdirSync(path.join(t.dataDir, BACKUPS_DIR)).filter((n) => n.endsWith('.tar.gz'));
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
});
