/**
 * One archive of everything the site needs (issue 14): the database through SQLite's online backup API (never a
 * file copy, which a live WAL database can tear), the link secret every guest link is made from, and the couple's
 * media that the database refers to (not the day's photos guests added: the manifest says how many and how big,
 * docs/decisions/0066). Works while the server runs and writes; all of it asynchronous, so a server
 * taking its daily backup keeps answering. The tar.gz is sealed as it is written (archive-seal.ts, issue 18): what
 * lands on disk is encrypted and authenticated with the backup key, a chunk at a time, never whole in memory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { createContentStore } from '../content/content-store';
import { DATABASE_FILE, type Db } from '../db/database';
import { LINK_SECRET_FILE } from '../guests/link-secret';
import { sealStream } from './archive-seal';
import { photoDirs } from '../photos/photo-files';
import { BACKED_UP_MEDIA_DIRS, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, describeFile, MANIFEST_FILE, manifestProblem, type DayPhotosInBackup, type Manifest } from './backup-manifest';

export const BACKUPS_DIR = 'backups';
/** A sealed archive: a tar.gz, encrypted. */
export const BACKUP_EXTENSION = '.tar.gz.enc';
/** The server's dated archives, sealed or (made before issue 18) not: the old ones are pruned with the new. */
const NAME = /^save-the-date-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz(\.enc)?$/;

/** save-the-date-2026-11-22T161500Z.tar.gz.enc: sorts by time, and says when. */
export function backupName(at: number): string {
  return `save-the-date-${new Date(at).toISOString().replace(/[-:]/g, '').replace(/^(\d{4})(\d{2})(\d{2})/, '$1-$2-$3').slice(0, 17)}Z${BACKUP_EXTENSION}`;
}

export interface BackupResult {
  file: string;
  bytes: number;
  files: number;
  guests: number;
  /** The day's photos, which the archive does not hold: how many, how big (the manifest says the same). */
  dayPhotos: DayPhotosInBackup;
}

/** The media files the snapshot refers to, copied next to it; false if one was replaced meanwhile (try again). */
async function copyMedia(snapshot: string, dataDir: string, staging: string): Promise<string[] | false> {
  const db = new Database(snapshot, { readonly: true });
  let referenced: Set<string>;
  try {
    referenced = createContentStore(db).referencedFiles();
  } finally {
    db.close();
  }
  const copied: string[] = [];
  for (const name of [...referenced].sort()) {
    // The folders restore accepts are these same ones (backup-manifest.ts): what is written here restores.
    const from = BACKED_UP_MEDIA_DIRS.map((dir) => path.join(dataDir, dir, name)).find((file) => fs.existsSync(file));
    if (!from) return false;
    const relative = path.relative(dataDir, from);
    fs.mkdirSync(path.dirname(path.join(staging, relative)), { recursive: true });
    try {
      await fs.promises.copyFile(from, path.join(staging, relative));
    } catch {
      return false; // removed between the check and the copy
    }
    copied.push(relative);
  }
  return copied;
}

export interface BackupOptions {
  dataDir: string;
  /** The open database of the site (the server's, or the command's own). */
  db: Db;
  /** The backup key (backup-key.ts) the archive is sealed with. */
  key: Buffer;
  /** Where to write the archive; a dated file in DATA_DIR/backups when absent. */
  out?: string;
  now?: () => number;
}

export async function createBackup({ dataDir, db, key, out, now = Date.now }: BackupOptions): Promise<BackupResult> {
  const backupsDir = path.join(dataDir, BACKUPS_DIR);
  fs.mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
  const target = path.resolve(out ?? path.join(backupsDir, backupName(now())));
  const staging = fs.mkdtempSync(path.join(backupsDir, '.staging-'));
  const partial = `${target}.${crypto.randomBytes(4).toString('hex')}.partial`;
  try {
    let media: string[] | false = false;
    // A photo replaced between the snapshot and the copy of its files: take the snapshot again.
    for (let attempt = 0; attempt < 3 && media === false; attempt++) {
      for (const dir of BACKED_UP_MEDIA_DIRS) fs.rmSync(path.join(staging, dir), { recursive: true, force: true });
      await db.backup(path.join(staging, DATABASE_FILE));
      media = await copyMedia(path.join(staging, DATABASE_FILE), dataDir, staging);
    }
    if (media === false) throw new Error('The photos kept changing while the backup was taken; please try again.');
    fs.copyFileSync(path.join(dataDir, LINK_SECRET_FILE), path.join(staging, LINK_SECRET_FILE));

    const snapshot = new Database(path.join(staging, DATABASE_FILE), { readonly: true });
    const schemaVersion = snapshot.pragma('user_version', { simple: true }) as number;
    const guests = (snapshot.prepare('SELECT count(*) AS n FROM guests').get() as { n: number }).n;
    const photos = snapshot.prepare('SELECT count(*) AS photos, coalesce(sum(bytes), 0) AS originalBytes FROM day_photos').get() as { photos: number; originalBytes: number };
    snapshot.close();
    const dayPhotos: DayPhotosInBackup = { included: false, ...photos, folder: path.relative(dataDir, photoDirs(dataDir).root).split(path.sep).join('/') };
    const relatives = [DATABASE_FILE, LINK_SECRET_FILE, ...media];
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date(now()).toISOString(),
      schemaVersion,
      guests,
      files: await Promise.all(relatives.map((relative) => describeFile(staging, relative))),
      dayPhotos,
    };
    // The same check a restore makes: an archive that would be refused is never written as if it were a backup.
    const problem = manifestProblem(manifest);
    if (problem) throw new Error(`This site cannot be backed up: ${problem}`);
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));

    fs.mkdirSync(path.dirname(target), { recursive: true });
    // The manifest first: a restore reads it before any file, and checks each against it as it comes.
    const archive = tar.create({ gzip: true, cwd: staging, portable: true }, [MANIFEST_FILE, ...relatives]);
    // The guest list and the secret the links are made from: the owner's only, whatever the umask.
    await pipeline(archive, sealStream(key), fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    return { file: target, bytes: fs.statSync(target).size, files: relatives.length, guests, dayPhotos };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/** Keeps the newest `keep` dated archives in DATA_DIR/backups; returns the ones removed. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const dir = path.join(dataDir, BACKUPS_DIR);
  if (!fs.existsSync(dir)) return [];
  const dated = fs.readdirSync(dir).filter((name) => NAME.test(name)).sort();
  const removed = dated.slice(0, Math.max(0, dated.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** When the newest dated archive was written, or undefined when there is none. */
export function newestBackupAt(dataDir: string): number | undefined {
  const dir = path.join(dataDir, BACKUPS_DIR);
  if (!fs.existsSync(dir)) return undefined;
  const newest = fs.readdirSync(dir).filter((name) => NAME.test(name)).sort().at(-1);
  return newest === undefined ? undefined : fs.statSync(path.join(dir, newest)).mtimeMs;
}
