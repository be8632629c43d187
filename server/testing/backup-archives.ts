/**
 * Test support for backups: opening a sealed archive with tar's own reader, and sealing a folder again after a
 * test has changed what is in it, as someone holding the key (or a faulty writer) could. Whatever such an archive
 * holds, a restore must still write only what the allow-list and the manifest permit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { openStream, readSealHeader, sealStream, SEAL_HEADER_BYTES } from '../backup/archive-seal';
import { MANIFEST_FILE, sha256File, type Manifest } from '../backup/backup-manifest';
import { makeTempDir } from './test-app';

/** Unpacks the sealed `archive` with `key` into a new folder; returns it and the manifest. */
export async function openedArchive(archive: string, key: Buffer): Promise<{ into: string; manifest: Manifest }> {
  const into = makeTempDir('std-unpacked-');
  const header = readSealHeader(fs.readFileSync(archive).subarray(0, SEAL_HEADER_BYTES))!;
  await pipeline(fs.createReadStream(archive, { start: SEAL_HEADER_BYTES }), openStream(key, header), tar.extract({ cwd: into }));
  return { into, manifest: JSON.parse(fs.readFileSync(path.join(into, MANIFEST_FILE), 'utf8')) as Manifest };
}

export interface ResealOptions {
  /** The entries, in order (the manifest first, as createBackup writes it); all of `into`'s files by default. */
  entries?: string[];
  /** false keeps each file's owner and mode (setuid bits included) in the archive, as a hostile one would. */
  portable?: boolean;
}

/** Seals the folder `into` with `key` as a new archive; returns its path. */
export async function resealed(into: string, key: Buffer, { entries, portable = true }: ResealOptions = {}): Promise<string> {
  const file = path.join(makeTempDir('std-resealed-'), 'archive.tar.gz.enc');
  const names = entries ?? [MANIFEST_FILE, ...fs.readdirSync(into).filter((name) => name !== MANIFEST_FILE)];
  await pipeline(tar.create({ gzip: true, cwd: into, portable }, names), sealStream(key), fs.createWriteStream(file));
  return file;
}

/** Writes the manifest, with the size and SHA-256 of `changed` files taken again from the folder. */
export async function rewriteManifest(into: string, manifest: Manifest, changed: string[] = []): Promise<void> {
  for (const file of manifest.files.filter((f) => changed.includes(f.path))) {
    Object.assign(file, { bytes: fs.statSync(path.join(into, file.path)).size, sha256: await sha256File(path.join(into, file.path)) });
  }
  fs.writeFileSync(path.join(into, MANIFEST_FILE), JSON.stringify(manifest));
}
