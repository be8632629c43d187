/**
 * `npm run build`: the guests' web app and the couple's dashboard (two Vite builds), the server compiled to JavaScript, the optimised photos and the video
 * poster, and precompressed copies of the text assets. Each part has a stamp of its inputs, so `npm start` (and a
 * second `npm run build`) redo only the part whose inputs changed: a code change does not re-encode the photos.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build as viteBuild } from 'vite';
import { POSTER_FILE } from '../server/content/wedding-content';
import { ADMIN_BUILD_DIR, DIST_DIR, MEDIA_BUILD_DIR, PHOTOS_BUILD_DIR, REPO_ROOT, WEB_BUILD_DIR } from '../server/paths';
import { buildIcons } from './build-icons';
import { buildPhotos, buildPoster } from './build-photos';
import { buildServer } from './build-server';
import { buildServiceWorker } from './build-service-worker';
import { smallestBrotli } from './smallest-brotli';

const PARTS = {
  code: ['web', 'common', 'server', 'vite.config.ts', 'vite.admin.config.ts', 'package-lock.json', 'scripts'],
  media: ['content/photos', `content/video/${POSTER_FILE}`, 'scripts/build-photos.ts', 'server/content/image-processing.ts'],
} as const;
type Part = keyof typeof PARTS;
const stampFile = (part: Part) => path.join(DIST_DIR, `.build-stamp-${part}`);

function listFiles(entry: string): string[] {
  const full = path.join(REPO_ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs.readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

/**
 * A fingerprint of a part's inputs: their paths and contents (a few MB, hashed in well under a second). Contents,
 * not modification times: a fresh clone or a copy of the same files (the production-install test) finds its
 * parts current, and a `git checkout` that brings back the same photos does not re-encode them.
 */
function inputStamp(part: Part): string {
  const hash = crypto.createHash('sha256');
  for (const file of PARTS[part].flatMap(listFiles).sort()) {
    hash.update(`${path.relative(REPO_ROOT, file)}:`).update(fs.readFileSync(file)).update('\n');
  }
  return hash.digest('hex');
}

const isCurrent = (part: Part) => fs.existsSync(stampFile(part)) && fs.readFileSync(stampFile(part), 'utf8') === inputStamp(part);

/** What the media part builds (photos, poster) and its stamp: copied with the sources, they spare a copy of the checkout re-encoding the photos. */
export const MEDIA_BUILD_FILES = [PHOTOS_BUILD_DIR, MEDIA_BUILD_DIR, stampFile('media')];

export function buildIsCurrent(): boolean {
  return isCurrent('code') && isCurrent('media');
}

const gzip = promisify(zlib.gzip);

/** Writes .br and .gz beside each text asset; @fastify/static serves them to browsers that accept them. */
async function precompress(dir: string): Promise<void> {
  const files = fs.readdirSync(dir).filter((f) => /\.(js|css|svg|json|html)$/.test(f));
  await Promise.all(
    files.map(async (file) => {
      const input = fs.readFileSync(path.join(dir, file));
      fs.writeFileSync(path.join(dir, `${file}.gz`), await gzip(input, { level: 9 }));
      fs.writeFileSync(path.join(dir, `${file}.br`), await smallestBrotli(input));
    }),
  );
}

async function buildPart(part: Part, work: () => Promise<void>): Promise<void> {
  if (isCurrent(part)) return;
  const stamp = inputStamp(part);
  await work();
  fs.writeFileSync(stampFile(part), stamp);
}

export async function build(): Promise<void> {
  fs.mkdirSync(DIST_DIR, { recursive: true });
  await buildPart('code', async () => {
    // The guests' site and the couple's dashboard are two builds: no chunk is shared, so the dashboard cannot add
    // a byte to what a guest downloads.
    await viteBuild({ configFile: path.join(REPO_ROOT, 'vite.config.ts'), logLevel: 'warn' });
    await buildIcons(WEB_BUILD_DIR);
    await buildServiceWorker(WEB_BUILD_DIR);
    await viteBuild({ configFile: path.join(REPO_ROOT, 'vite.admin.config.ts'), logLevel: 'warn' });
    await precompress(path.join(WEB_BUILD_DIR, 'assets'));
    await precompress(path.join(ADMIN_BUILD_DIR, 'assets'));
    await buildServer();
  });
  await buildPart('media', async () => {
    const photos = await buildPhotos(path.join(REPO_ROOT, 'content', 'photos'), PHOTOS_BUILD_DIR);
    await buildPoster(path.join(REPO_ROOT, 'content', 'video', POSTER_FILE), MEDIA_BUILD_DIR);
    process.stdout.write(`Optimised ${photos.length} photos and the video poster\n`);
  });
  process.stdout.write(`The site is built in ${path.relative(REPO_ROOT, DIST_DIR)}/\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build().catch((error: unknown) => {
    process.stderr.write(`The build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
