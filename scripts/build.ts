/**
 * `npm run build`: the web app (Vite), the optimised photos, and precompressed copies of the text assets.
 * A stamp of the inputs lets `npm start` skip the build when nothing changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build as viteBuild } from 'vite';
import { POSTER_FILE } from '../server/content/wedding-content';
import { DIST_DIR, MEDIA_BUILD_DIR, PHOTOS_BUILD_DIR, REPO_ROOT, WEB_BUILD_DIR } from '../server/paths';
import { buildPhotos, buildPoster } from './build-photos';

const STAMP_FILE = path.join(DIST_DIR, '.build-stamp');
const INPUTS = ['web', 'common', 'content/photos', `content/video/${POSTER_FILE}`, 'vite.config.ts', 'package-lock.json', 'scripts/build.ts', 'scripts/build-photos.ts'];

function listFiles(entry: string): string[] {
  const full = path.join(REPO_ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs.readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

/** A fingerprint of every build input: paths, sizes and modification times. */
export function inputStamp(): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    const stat = fs.statSync(file);
    hash.update(`${path.relative(REPO_ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function buildIsCurrent(): boolean {
  return fs.existsSync(STAMP_FILE) && fs.readFileSync(STAMP_FILE, 'utf8') === inputStamp();
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Writes .br and .gz beside each text asset; @fastify/static serves them to browsers that accept them. */
async function precompress(dir: string): Promise<void> {
  const files = fs.readdirSync(dir).filter((f) => /\.(js|css|svg|json|html)$/.test(f));
  await Promise.all(
    files.map(async (file) => {
      const input = fs.readFileSync(path.join(dir, file));
      fs.writeFileSync(path.join(dir, `${file}.gz`), await gzip(input, { level: 9 }));
      fs.writeFileSync(
        path.join(dir, `${file}.br`),
        await brotli(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }),
  );
}

export async function build(): Promise<void> {
  const stamp = inputStamp();
  await viteBuild({ configFile: path.join(REPO_ROOT, 'vite.config.ts'), logLevel: 'warn' });
  await precompress(path.join(WEB_BUILD_DIR, 'assets'));
  const photos = await buildPhotos(path.join(REPO_ROOT, 'content', 'photos'), PHOTOS_BUILD_DIR);
  await buildPoster(path.join(REPO_ROOT, 'content', 'video', POSTER_FILE), MEDIA_BUILD_DIR);
  fs.writeFileSync(STAMP_FILE, stamp);
  process.stdout.write(`Built the web app and ${photos.length} photos into ${path.relative(REPO_ROOT, DIST_DIR)}/\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build().catch((error: unknown) => {
    process.stderr.write(`The build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
