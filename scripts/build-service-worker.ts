/**
 * The guests' service worker (web/service-worker/service-worker.ts, docs/decisions/0037-the-wedding-day-works-offline.md),
 * bundled with Workbox into dist/web/sw.js once the guests' app is built: its precache list is that build's scripts,
 * so each release that changes a script changes the worker, which the browser then installs at the next visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVICE_WORKER_PATH } from '../common/offline';
import { REPO_ROOT } from '../server/paths';

/**
 * What the worker keeps of the build: the scripts and the stylesheets of the pages loaded on demand (public code;
 * their names carry their hash, so no revision). Not the fonts, which the page has as long as the browser's own cache
 * keeps them, nor anything a guest may not read.
 */
function precacheEntries(webRoot: string): { url: string; revision: null }[] {
  return fs
    .readdirSync(path.join(webRoot, 'assets'))
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .sort()
    .map((file) => ({ url: `/assets/${file}`, revision: null }));
}

export async function buildServiceWorker(webRoot: string): Promise<void> {
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: ['web/service-worker/service-worker.ts'],
    outfile: path.join(webRoot, SERVICE_WORKER_PATH),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
    define: {
      'self.__WB_MANIFEST': JSON.stringify(precacheEntries(webRoot)),
      // Workbox's development logging and checks are left out, as its own builds do in production.
      'process.env.NODE_ENV': '"production"',
    },
  });
}
