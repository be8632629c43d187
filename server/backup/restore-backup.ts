/**
 * Puts a backup archive back into DATA_DIR. Everything is checked before the target is touched: the archive
 * unpacks whole, every file matches its manifest's size and SHA-256, nothing is there that the manifest does not
 * list, and the database passes integrity_check and is not from a newer release. Only then are the restored files
 * moved into place; what DATA_DIR held is kept aside in it, never deleted.
 *
 * Everything happens inside DATA_DIR, not beside it: the service's user may write only there (/var/lib is root's,
 * docs/deploy.md), and a container's DATA_DIR is a volume's mount point, which cannot be renamed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { DATABASE_FILE } from '../db/database';
import { MIGRATIONS } from '../db/migrations';
import { listFiles, manifestProblem, MANIFEST_FILE, sha256File, type Manifest } from './backup-manifest';

export class RestoreError extends Error {}

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  /** Replace a DATA_DIR that has something in it (it is moved aside, not deleted). */
  force?: boolean;
  now?: () => number;
}

export interface RestoreResult {
  guests: number;
  files: number;
  /** Where the former contents of DATA_DIR were moved (a folder inside it), when there were any. */
  keptAside?: string;
}

const RESTORING_PREFIX = '.restoring-';
const KEPT_PREFIX = '.before-restore-';
const isEmptyOrMissing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Unpacks and checks the archive in `into`; throws RestoreError saying what is wrong with it. */
async function unpackChecked(archive: string, into: string): Promise<Manifest> {
  try {
    await tar.extract({
      file: archive,
      cwd: into,
      strict: true,
      // Files and folders only: no links, devices or anything else an archive could smuggle in.
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch {
    throw new RestoreError(`${archive} is damaged or incomplete (it could not be unpacked); nothing was changed`);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(into, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new RestoreError(`${archive} is not a backup of this site (it has no readable ${MANIFEST_FILE}); nothing was changed`);
  }
  const problem = manifestProblem(manifest);
  if (problem) throw new RestoreError(`${archive} cannot be restored: ${problem}; nothing was changed`);
  const { files } = manifest as Manifest;
  const listed = new Set([MANIFEST_FILE, ...files.map((f) => f.path)]);
  const present = listFiles(into).map((file) => file.split(path.sep).join('/'));
  const extra = present.filter((file) => !listed.has(file));
  const missing = files.filter((f) => !present.includes(f.path)).map((f) => f.path);
  if (missing.length > 0 || extra.length > 0) {
    throw new RestoreError(`${archive} is damaged or incomplete (${[...missing.map((f) => `missing ${f}`), ...extra.map((f) => `unexpected ${f}`)].slice(0, 3).join(', ')}); nothing was changed`);
  }
  for (const file of files) {
    const full = path.join(into, file.path);
    if (fs.statSync(full).size !== file.bytes || (await sha256File(full)) !== file.sha256) {
      throw new RestoreError(`${archive} is damaged: ${file.path} is not what was backed up; nothing was changed`);
    }
  }
  if (!files.some((f) => f.path === DATABASE_FILE)) throw new RestoreError(`${archive} holds no database; nothing was changed`);
  return manifest as Manifest;
}

function checkDatabase(file: string, archive: string): number {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new RestoreError(`The database in ${archive} fails its integrity check (${String(integrity)}); nothing was changed`);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > MIGRATIONS.length) {
      throw new RestoreError(`${archive} was made by a newer release of the site (schema ${version}, this one knows ${MIGRATIONS.length}): upgrade first; nothing was changed`);
    }
    return (db.prepare('SELECT count(*) AS n FROM guests').get() as { n: number }).n;
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`The database in ${archive} cannot be read; nothing was changed`);
  } finally {
    db?.close();
  }
}

export async function restoreBackup({ archive, dataDir, force = false, now = Date.now }: RestoreOptions): Promise<RestoreResult> {
  const target = path.resolve(dataDir);
  if (!fs.existsSync(archive)) throw new RestoreError(`There is no file ${archive}`);
  if (!isEmptyOrMissing(target) && !force) {
    throw new RestoreError(`${target} is not empty. Restore into an empty folder (set DATA_DIR), or add --force to replace it (what is there is moved aside, not deleted). Stop the server first.`);
  }
  const created = !fs.existsSync(target);
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  fs.chmodSync(target, 0o700);
  // In DATA_DIR itself, on the same disk, so that putting each file in place is a rename.
  const restoring = fs.mkdtempSync(path.join(target, RESTORING_PREFIX));
  let restored = false;
  try {
    const manifest = await unpackChecked(archive, restoring);
    fs.rmSync(path.join(restoring, MANIFEST_FILE));
    const guests = checkDatabase(path.join(restoring, DATABASE_FILE), archive);
    const former = fs.readdirSync(target).filter((entry) => entry !== path.basename(restoring));
    let keptAside: string | undefined;
    if (former.length > 0) {
      keptAside = path.join(target, `${KEPT_PREFIX}${new Date(now()).toISOString().replace(/[-:.]/g, '')}-${crypto.randomBytes(2).toString('hex')}`);
      fs.mkdirSync(keptAside, { mode: 0o700 });
      for (const entry of former) fs.renameSync(path.join(target, entry), path.join(keptAside, entry));
    }
    for (const entry of fs.readdirSync(restoring)) fs.renameSync(path.join(restoring, entry), path.join(target, entry));
    restored = true;
    return { guests, files: manifest.files.length, keptAside };
  } finally {
    fs.rmSync(restoring, { recursive: true, force: true });
    // A refused archive leaves no trace, not even the folder it was to go into.
    if (!restored && created) fs.rmSync(target, { recursive: true, force: true });
  }
}
