/**
 * One archive of everything the site needs (issue 14): the database through SQLite's online backup API (never a
 * file copy, which a live WAL database can tear), the link secret every guest link is made from, and the couple's
 * media that the database refers to. Works while the server runs and writes; all of it asynchronous, so a server
 * taking its daily backup keeps answering.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { createContentStore } from '../content/content-store';
import { mediaDirs, MEDIA_DIR } from '../content/media-files';
import { DATABASE_FILE, type Db } from '../db/database';
import { LINK_SECRET_FILE } from '../guests/link-secret';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, describeFile, MANIFEST_FILE, type Manifest } from './backup-manifest';

export const BACKUPS_DIR = 'backups';
const NAME = /^save-the-date-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/;

/** save-the-date-2026-11-22T161500Z.tar.gz: sorts by time, and says when. */
export function backupName(at: number): string {
  return `save-the-date-${new Date(at).toISOString().replace(/[-:]/g, '').replace(/^(\d{4})(\d{2})(\d{2})/, '$1-$2-$3').slice(0, 17)}Z.tar.gz`;
}

export interface BackupResult {
  file: string;
  bytes: number;
  files: number;
  guests: number;
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
  const dirs = mediaDirs(dataDir);
  const copied: string[] = [];
  for (const name of [...referenced].sort()) {
    const from = [dirs.photos, dirs.video].map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file));
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
  /** Where to write the archive; a dated file in DATA_DIR/backups when absent. */
  out?: string;
  now?: () => number;
}

export async function createBackup({ dataDir, db, out, now = Date.now }: BackupOptions): Promise<BackupResult> {
  const backupsDir = path.join(dataDir, BACKUPS_DIR);
  fs.mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
  const target = path.resolve(out ?? path.join(backupsDir, backupName(now())));
  const staging = fs.mkdtempSync(path.join(backupsDir, '.staging-'));
  const partial = `${target}.${crypto.randomBytes(4).toString('hex')}.partial`;
  try {
    let media: string[] | false = false;
    // A photo replaced between the snapshot and the copy of its files: take the snapshot again.
    for (let attempt = 0; attempt < 3 && media === false; attempt++) {
      fs.rmSync(path.join(staging, MEDIA_DIR), { recursive: true, force: true });
      await db.backup(path.join(staging, DATABASE_FILE));
      media = await copyMedia(path.join(staging, DATABASE_FILE), dataDir, staging);
    }
    if (media === false) throw new Error('The photos kept changing while the backup was taken; please try again.');
    fs.copyFileSync(path.join(dataDir, LINK_SECRET_FILE), path.join(staging, LINK_SECRET_FILE));

    const snapshot = new Database(path.join(staging, DATABASE_FILE), { readonly: true });
    const schemaVersion = snapshot.pragma('user_version', { simple: true }) as number;
    const guests = (snapshot.prepare('SELECT count(*) AS n FROM guests').get() as { n: number }).n;
    snapshot.close();
    const relatives = [DATABASE_FILE, LINK_SECRET_FILE, ...media];
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date(now()).toISOString(),
      schemaVersion,
      guests,
      files: await Promise.all(relatives.map((relative) => describeFile(staging, relative))),
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));

    fs.mkdirSync(path.dirname(target), { recursive: true });
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, ...relatives]);
    // The guest list and the secret the links are made from: the owner's only, whatever the umask.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    return { file: target, bytes: fs.statSync(target).size, files: relatives.length, guests };
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
