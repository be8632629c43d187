/**
 * Vitest's global set-up: the image process the tests' servers start (server/content/image-jobs.ts), bundled once
 * for the run as the build bundles it, instead of each image's process loading its sources through tsx. tsx
 * starts a compiler of its own in every process: about 0.2 s of a core more per image, and the unit and server
 * tests process about 70 images. The bundle sits under node_modules/.cache, where its npm packages (sharp) are found,
 * made from the sources at the run's start and again at each rerun of `vitest` watching; it goes when the run ends.
 * The images run at the tests' own priority, not behind them as behind a wedding's server (image-jobs.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServerEntries } from '../scripts/build-server';
import { IMAGE_PRIORITY_ENV, IMAGE_WORKER_BUNDLE_ENV } from '../server/content/image-jobs';
import { REPO_ROOT } from '../server/paths';

const OUT_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'save-the-date', `image-worker-${process.pid}`);
const ENTRY = path.join(OUT_DIR, 'image-worker.mjs');

const bundle = () => bundleServerEntries({ 'image-worker': 'server/content/image-worker.ts' }, OUT_DIR, '.mjs');

export default async function setup(project: TestProject): Promise<void> {
  process.env[IMAGE_PRIORITY_ENV] = '0';
  // Every project of the run has this set-up; the first one bundles, and bundles again at a rerun.
  if (process.env[IMAGE_WORKER_BUNDLE_ENV] !== ENTRY) {
    await bundle();
    process.env[IMAGE_WORKER_BUNDLE_ENV] = ENTRY;
    process.once('exit', () => fs.rmSync(OUT_DIR, { recursive: true, force: true }));
    project.onTestsRerun(bundle);
  }
}
