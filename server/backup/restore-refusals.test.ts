/**
 * What a restore refuses (issue 18), each time with a message that says why and with DATA_DIR exactly as it was:
 * an archive changed after it was made, or made with another key (the review's tampered archive added a couple's
 * session that opened the dashboard for a year); and, even inside an archive sealed with the right key, any file
 * a backup cannot hold, a file larger than declared, more bytes than declared, or the archive's owners and setuid
 * bits. A restore also refuses to run while DATA_DIR is held by a server.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { lockDataDir } from '../db/data-dir-lock';
import { DATABASE_FILE } from '../db/database';
import { MIGRATIONS } from '../db/migrations';
import { openedArchive, resealed, rewriteManifest } from '../testing/backup-archives';
import { createTestApp, makeTempDir } from '../testing/test-app';
import { sealStream, SEAL_HEADER_BYTES } from './archive-seal';
import { MANIFEST_FILE } from './backup-manifest';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const key = crypto.randomBytes(32);
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const open: TestApp[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const t of open.splice(0)) await t.close();
});

async function site(dataDir?: string) {
  const t = await createTestApp(dataDir ? { dataDir } : {});
  open.push(t);
  return t;
}

/** A site with a guest, and its archive sealed with `key`. */
async function anArchive() {
  const t = await site();
  t.guests.add('Ana Popescu', 'ro');
  const { file } = await createBackup({ dataDir: t.dataDir, db: t.db, key, out: path.join(makeTempDir(), 'site.tar.gz.enc') });
  return { t, file };
}

/** Every file under `dir` with its content's hash: what "nothing was changed" means. */
function snapshot(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((entry) => {
      const full = path.join(dir, entry);
      const stat = fs.statSync(full);
      return `${entry} ${stat.mode.toString(8)} ${stat.isFile() ? crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex') : ''}`;
    })
    .sort();
}

/** Restoring `archive` is refused with a message matching `message`, into a new folder and over a site, and changes nothing. */
async function refused(archive: string, message: RegExp, options: { key?: Buffer; unencryptedLegacy?: boolean } = { key }) {
  const target = path.join(makeTempDir('std-target-'), 'data');
  await expect(restoreBackup({ archive, dataDir: target, ...options })).rejects.toThrow(message);
  expect(fs.existsSync(target)).toBe(false);
  expect(fs.readdirSync(path.dirname(target))).toEqual([]);
  const busy = makeTempDir('std-busy-');
  fs.writeFileSync(path.join(busy, 'wedding.db'), 'the site running now');
  const before = snapshot(busy);
  await expect(restoreBackup({ archive, dataDir: busy, force: true, ...options })).rejects.toThrow(message);
  expect(snapshot(busy)).toEqual(before);
}

describe('an archive changed after it was made, or not made with the key', () => {
  it('is refused: a tampered archive that adds a couple session opens nothing, and the genuine one still restores', async () => {
    const { t, file: genuine } = await anArchive();
    // The attacker has the site's data but not its backup key (or wants a session the archive never had): a
    // session of the couple's, added to the database, and archived as well as one can without the key.
    const { cookieValue } = t.stores.sessions.create('admin', null, null, 365 * 86_400_000);
    const attackerKey = crypto.randomBytes(32);
    const forged = (await createBackup({ dataDir: t.dataDir, db: t.db, key: attackerKey, out: path.join(makeTempDir(), 'forged.tar.gz.enc') })).file;
    await refused(forged, /was not made with this backup key.*nothing was changed/);
    // The genuine archive's header (its key id) in front of the forged chunks: they do not hold under it.
    const spliced = path.join(makeTempDir(), 'spliced.tar.gz.enc');
    fs.writeFileSync(spliced, Buffer.concat([fs.readFileSync(genuine).subarray(0, SEAL_HEADER_BYTES), fs.readFileSync(forged).subarray(SEAL_HEADER_BYTES)]));
    await refused(spliced, /was changed after it was made, or is damaged or cut off.*nothing was changed/);
    // Or the forged database as an archive of the old, unencrypted kind: refused unless asked for by name.
    const plain = path.join(makeTempDir(), 'forged.tar.gz');
    const { into } = await openedArchive(forged, attackerKey);
    await tar.create({ gzip: true, file: plain, cwd: into }, [MANIFEST_FILE, ...fs.readdirSync(into).filter((name) => name !== MANIFEST_FILE)]);
    await refused(plain, /unencrypted backup from an older release.*--unencrypted-legacy/);

    const dashboardWith = async (archive: string, withKey: Buffer) => {
      const restored = path.join(makeTempDir(), 'data');
      await restoreBackup({ archive, dataDir: restored, key: withKey });
      const back = await site(restored);
      return (await back.app.inject({ method: 'GET', url: ADMIN_API.session, cookies: { admin: cookieValue } })).statusCode;
    };
    expect(await dashboardWith(genuine, key)).toBe(401);
    // What the refusals prevent: restored on a site whose key it was made with, the session opens the dashboard.
    expect(await dashboardWith(forged, attackerKey)).toBe(200);
  });

  it('is refused when cut, flipped, or added to, and when it is no backup at all', async () => {
    const { file } = await anArchive();
    const bytes = fs.readFileSync(file);
    const variant = (name: string, content: Buffer) => {
      const out = path.join(makeTempDir(), name);
      fs.writeFileSync(out, content);
      return out;
    };
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
    const changed = /was changed after it was made, or is damaged or cut off.*nothing was changed/;
    await refused(variant('flipped.tar.gz.enc', flipped), changed);
    await refused(variant('cut.tar.gz.enc', bytes.subarray(0, Math.floor(bytes.length / 2))), changed);
    await refused(variant('longer.tar.gz.enc', Buffer.concat([bytes, Buffer.from('one more file')])), changed);
    await refused(variant('header-only.tar.gz.enc', bytes.subarray(0, SEAL_HEADER_BYTES)), changed);
    await refused(variant('holiday.jpg', Buffer.from('not an archive at all')), /is not a backup of this site/);
    await refused(path.join(makeTempDir(), 'missing.tar.gz.enc'), /There is no file/);
    await refused(file, /is encrypted, and there is no backup key here.*--key-file/, {});
  });
});

describe('an archive sealed with the key', () => {
  it('is refused when its manifest lists a file no backup holds', async () => {
    const { file } = await anArchive();
    for (const listed of ['server.lock', 'backups/old.tar.gz', 'uploads/x.jpg', '.ssh/authorized_keys', 'media/photos/../../wedding.db', 'media/photos/.hidden', 'media/x.jpg', '/etc/passwd', 'backup-key']) {
      const { into, manifest } = await openedArchive(file, key);
      manifest.files.push({ path: listed, bytes: 0, sha256: crypto.createHash('sha256').digest('hex') });
      await rewriteManifest(into, manifest);
      await refused(await resealed(into, key), /which no backup holds/);
    }
  });

  it('is refused when it holds a file its manifest does not list, a link, or a file that differs from its manifest', async () => {
    const { file } = await anArchive();
    let { into } = await openedArchive(file, key);
    fs.writeFileSync(path.join(into, 'sessions.db'), 'more');
    await refused(await resealed(into, key), /holds "sessions.db", which its manifest does not list/);

    ({ into } = await openedArchive(file, key));
    fs.rmSync(path.join(into, 'link-secret'));
    fs.symlinkSync('/etc/passwd', path.join(into, 'link-secret'));
    await refused(await resealed(into, key), /holds "link-secret" \(SymbolicLink\), and a backup holds only files/);

    ({ into } = await openedArchive(file, key));
    fs.writeFileSync(path.join(into, 'link-secret'), fs.readFileSync(path.join(into, 'link-secret'), 'utf8').replace(/^./, (c) => (c === 'a' ? 'b' : 'a')));
    await refused(await resealed(into, key), /link-secret is not what was backed up/);

    ({ into } = await openedArchive(file, key));
    await refused(await resealed(into, key, { entries: [DATABASE_FILE, MANIFEST_FILE] }), /does not begin with a manifest of ours/);
    await refused(await resealed(into, key, { entries: [MANIFEST_FILE, DATABASE_FILE] }), /is incomplete \(missing link-secret/);
  });

  it('never writes more bytes than the manifest declares: a larger file is refused before its first byte', async () => {
    const { file } = await anArchive();
    const { into, manifest } = await openedArchive(file, key);
    const declared = manifest.files.find((f) => f.path === DATABASE_FILE)!.bytes;
    // 64 MB more than declared, which gzip makes almost nothing of (the review's 11 MB archive wrote 1 GB).
    fs.appendFileSync(path.join(into, DATABASE_FILE), Buffer.alloc(64 * 1024 * 1024));
    const archive = await resealed(into, key);
    expect(fs.statSync(archive).size).toBeLessThan(1024 * 1024);
    // Every byte the restore writes, counted per file.
    const written = new Map<string, number>();
    const create = fs.createWriteStream;
    vi.spyOn(fs, 'createWriteStream').mockImplementation(((target: string, options: never) => {
      const stream = create(target, options);
      const write = stream.write.bind(stream);
      stream.write = ((chunk: Buffer, ...rest: never[]) => {
        written.set(path.basename(target), (written.get(path.basename(target)) ?? 0) + chunk.length);
        return write(chunk, ...rest);
      }) as typeof stream.write;
      return stream;
    }) as typeof fs.createWriteStream);
    await refused(archive, /wedding.db is larger than its manifest declares/);
    expect(written.get(DATABASE_FILE) ?? 0).toBe(0);
    // The count sees what a restore writes: the genuine archive writes the declared bytes, and no more.
    await restoreBackup({ archive: file, dataDir: path.join(makeTempDir(), 'data'), key });
    expect(written.get(DATABASE_FILE)).toBe(declared);
  });

  it('is refused once it unpacks to more than its manifest declares, however little it is', async () => {
    const { file } = await anArchive();
    const { into } = await openedArchive(file, key);
    // A tar that is whole, followed by 32 MB of zeros inside the same gzip stream: 32 KB sealed.
    const bomb = path.join(makeTempDir(), 'bomb.tar.gz.enc');
    const withZeros = async function* () {
      yield* tar.create({ cwd: into, portable: true }, [MANIFEST_FILE, ...fs.readdirSync(into).filter((name) => name !== MANIFEST_FILE)]) as AsyncIterable<Buffer>;
      for (let i = 0; i < 512; i++) yield Buffer.alloc(64 * 1024);
    };
    await pipeline(Readable.from(withZeros()), zlib.createGzip(), sealStream(key), fs.createWriteStream(bomb));
    expect(fs.statSync(bomb).size).toBeLessThan(2 * 1024 * 1024);
    await refused(bomb, /unpacks to more than its manifest declares/);
  });

  it('is refused when its database is from a newer release', async () => {
    const { file } = await anArchive();
    const { into, manifest } = await openedArchive(file, key);
    const db = new Database(path.join(into, DATABASE_FILE));
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    await rewriteManifest(into, manifest, [DATABASE_FILE]);
    await refused(await resealed(into, key), /made by a newer release/);
  });

  it('restores files the owner’s only (0600, folders 0700), whatever owner, mode or setuid bit the archive says', async () => {
    const { file } = await anArchive();
    const { into, manifest } = await openedArchive(file, key);
    for (const f of manifest.files) {
      fs.chmodSync(path.join(into, f.path), 0o6777);
      fs.chownSync(path.join(into, f.path), 12345, 12345);
    }
    fs.chmodSync(path.join(into, 'media'), 0o777);
    const restored = path.join(makeTempDir(), 'data');
    // portable: false keeps the modes and owners in the archive's headers, as a hostile archive would have them.
    await restoreBackup({ archive: await resealed(into, key, { portable: false }), dataDir: restored, key });
    for (const f of manifest.files) {
      const stat = fs.statSync(path.join(restored, f.path));
      expect(stat.mode & 0o7777, f.path).toBe(0o600);
      expect([stat.uid, stat.gid], f.path).toEqual([process.getuid!(), process.getgid!()]);
    }
    for (const dir of ['media', 'media/photos', 'media/video']) expect(fs.statSync(path.join(restored, dir)).mode & 0o7777, dir).toBe(0o700);
  });
});

describe('a restore', () => {
  it('refuses to run while DATA_DIR is held by a server, and changes nothing', async () => {
    const { file } = await anArchive();
    const dataDir = makeTempDir('std-running-');
    fs.writeFileSync(path.join(dataDir, 'wedding.db'), 'the site running now');
    const held = lockDataDir(dataDir);
    const before = snapshot(dataDir);
    try {
      await expect(restoreBackup({ archive: file, dataDir, key, force: true })).rejects.toThrow(/server is running on .*stop the server first/);
      expect(snapshot(dataDir)).toEqual(before);
    } finally {
      held.release();
    }
    await expect(restoreBackup({ archive: file, dataDir, key, force: true })).resolves.toMatchObject({ guests: 1 });
  });
});
