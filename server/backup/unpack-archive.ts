/**
 * Unpacks a backup's tar.gz into a folder, checking every entry against the manifest as it comes, a chunk at a
 * time: the manifest first, then only the files it lists, each a plain file that the allow-list permits
 * (backup-manifest.ts), of exactly its declared size, written by this code alone with mode 0600 in folders of 0700
 * (never the archive's owners or modes, setuid bits included, whoever runs it). A file larger than declared is
 * refused before its first byte is written, and the whole stream may not unpack to more than the manifest
 * declares, so a small archive cannot fill the disk.
 */
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { manifestProblem, MANIFEST_FILE, type Manifest, type ManifestFile } from './backup-manifest';

/** What is wrong with the archive's contents, as the end of a sentence ("it holds …"). */
export class ArchiveProblem extends Error {}

/** A manifest of a few thousand files; anything beyond is not one of ours. */
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
/** Tar's share of the bytes: a header (up to four blocks with long names and extended headers) and padding per file. */
const TAR_BYTES_PER_FILE = 5 * 512;
const TAR_END_BYTES = 64 * 1024;

/** Counts what flows through and fails once it exceeds what `budget()` allows at that moment. */
function byteBudget(budget: () => number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > budget()) done(new ArchiveProblem('it unpacks to more than its manifest declares'));
      else done(null, chunk);
    },
  });
}

interface Writer {
  done: Promise<void>;
  /** Settles once the file is closed, whatever happened: only then may the folder be removed. */
  closed: Promise<unknown>;
  cancel(): void;
}

/** Writes one entry's bytes to `target`, counting and hashing them; rejects with ArchiveProblem if they differ. */
function writeEntry(entry: tar.ReadEntry, target: string, declared: ManifestFile): Writer {
  const out = fs.createWriteStream(target, { flags: 'wx', mode: 0o600 });
  const closed = once(out, 'close').catch(() => undefined);
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  let stopped = false;
  let reject: (error: Error) => void = () => undefined;
  const stop = (error: Error) => {
    if (stopped) return;
    stopped = true;
    out.destroy();
    entry.resume(); // the rest of the entry is read and dropped, so the parser is never left waiting
    reject(error);
  };
  const done = new Promise<void>((resolve, fail) => {
    reject = fail;
    out.on('error', stop);
    entry.on('data', (chunk: Buffer) => {
      if (stopped) return;
      bytes += chunk.length;
      if (bytes > declared.bytes) return stop(new ArchiveProblem(`${declared.path} is larger than its manifest declares`));
      hash.update(chunk);
      if (!out.write(chunk)) {
        entry.pause();
        out.once('drain', () => entry.resume());
      }
    });
    entry.on('end', () => {
      if (stopped) return;
      out.end();
      finished(out).then(() => {
        if (stopped) return;
        if (bytes !== declared.bytes || hash.digest('hex') !== declared.sha256) stop(new ArchiveProblem(`${declared.path} is not what was backed up`));
        else resolve();
      }, stop);
    });
  });
  return { done, closed, cancel: () => stop(new ArchiveProblem('unpacking was stopped')) };
}

export interface UnpackOptions {
  /** The archive's bytes. */
  from: Readable;
  /** What they pass through first, when sealed (archive-seal.ts openStream). */
  through?: Transform;
  /** An empty folder. */
  into: string;
  /** Called with the manifest before any file is written; may refuse it by throwing ArchiveProblem. */
  onManifest?: (manifest: Manifest) => void;
}

/**
 * Unpacks a tar.gz into the empty folder `into`; returns the manifest once every file it lists is there and
 * matches. Throws ArchiveProblem, or the stream's own error (a broken seal), and leaves whatever it wrote for the
 * caller to remove.
 */
export async function unpackArchive({ from, through, into, onManifest }: UnpackOptions): Promise<Manifest> {
  const parser = new tar.Parser({ strict: true });
  let manifest: Manifest | undefined;
  let declared = new Map<string, ManifestFile>();
  let budget = MAX_MANIFEST_BYTES + TAR_BYTES_PER_FILE + TAR_END_BYTES;
  const writers = new Set<Writer>();
  const allClosed: Array<Promise<unknown>> = [];
  const seen = new Set<string>();

  let failure: Error | undefined;
  let rejectFailed: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (rejectFailed = reject));
  failed.catch(() => undefined);
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    for (const writer of writers) writer.cancel();
    rejectFailed(error);
  };
  parser.on('error', () => fail(new ArchiveProblem('it is damaged or incomplete (it could not be unpacked)')));

  const readManifest = (entry: tar.ReadEntry) => {
    if (entry.type !== 'File' || entry.path !== MANIFEST_FILE || entry.size > MAX_MANIFEST_BYTES) {
      throw new ArchiveProblem('it does not begin with a manifest of ours');
    }
    const parts: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => parts.push(chunk));
    // The parser emits the next entry only after this one's end: the manifest is known before any file comes.
    entry.on('end', () => {
      let value: unknown;
      try {
        value = JSON.parse(Buffer.concat(parts).toString('utf8'));
      } catch {
        return fail(new ArchiveProblem(`its ${MANIFEST_FILE} cannot be read`));
      }
      const problem = manifestProblem(value);
      if (problem) return fail(new ArchiveProblem(problem));
      try {
        onManifest?.(value as Manifest);
      } catch (error) {
        return fail(error as Error);
      }
      manifest = value as Manifest;
      declared = new Map(manifest.files.map((file) => [file.path, file]));
      budget += manifest.files.reduce((sum, file) => sum + file.bytes + TAR_BYTES_PER_FILE, 0);
    });
  };

  const readFile = (entry: tar.ReadEntry) => {
    // Folders are made for the files that need them; an entry for one adds nothing.
    if (entry.type === 'Directory') return void entry.resume();
    const what = JSON.stringify(entry.path.slice(0, 100));
    if (entry.type !== 'File') throw new ArchiveProblem(`it holds ${what} (${entry.type}), and a backup holds only files`);
    const file = declared.get(entry.path);
    if (!file) throw new ArchiveProblem(`it holds ${what}, which its manifest does not list`);
    if (seen.has(file.path)) throw new ArchiveProblem(`it holds ${what} twice`);
    seen.add(file.path);
    if (entry.size !== file.bytes) {
      throw new ArchiveProblem(`${file.path} is ${entry.size > file.bytes ? 'larger' : 'smaller'} than its manifest declares`);
    }
    // Safe to join: the manifest's paths passed the allow-list, and this one is among them.
    const target = path.join(into, ...file.path.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    const writer = writeEntry(entry, target, file);
    writers.add(writer);
    allClosed.push(writer.closed);
    writer.done.then(() => writers.delete(writer), (error: Error) => fail(error));
  };

  parser.on('entry', (entry: tar.ReadEntry) => {
    if (failure) return void entry.resume();
    try {
      if (manifest === undefined) readManifest(entry);
      else readFile(entry);
    } catch (error) {
      entry.resume();
      fail(error as Error);
    }
  });
  const parsed = once(parser, 'end');
  parsed.catch(() => undefined);

  try {
    return await unpackAll();
  } finally {
    if (failure) await Promise.all(allClosed);
  }

  async function unpackAll(): Promise<Manifest> {
    try {
      const feed = async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) {
          if (failure) throw failure;
          if (!parser.write(chunk)) await Promise.race([once(parser, 'drain'), failed]);
        }
        parser.end();
        await Promise.race([parsed, failed]);
      };
      const limit = byteBudget(() => budget);
      if (through) await pipeline(from, through, zlib.createGunzip(), limit, feed);
      else await pipeline(from, zlib.createGunzip(), limit, feed);
    } catch (error) {
      fail(error as Error);
      if (failure !== error) throw failure;
      if (error instanceof ArchiveProblem || !(error as NodeJS.ErrnoException).code?.startsWith('Z_')) throw error;
      throw new ArchiveProblem('it is damaged or incomplete (it could not be unpacked)');
    }
    await Promise.race([Promise.all([...writers].map((writer) => writer.done)), failed]);
    if (failure) throw failure;
    if (!manifest) throw new ArchiveProblem('it does not begin with a manifest of ours');
    const missing = manifest.files.filter((file) => !seen.has(file.path));
    if (missing.length > 0) throw new ArchiveProblem(`it is incomplete (${missing.slice(0, 3).map((file) => `missing ${file.path}`).join(', ')})`);
    return manifest;
  }
}
