/**
 * Compiles the server, the guest command and the image process to JavaScript (dist/server/main.js, guests.js,
 * image-worker.js: server/content/image-jobs.ts starts it beside main.js), so that
 * production runs them with plain `node`: no TypeScript compiler at every start, and no tsx cache in a shared
 * temporary folder that another local user could plant code in (docs/security.md). npm packages stay outside the
 * bundle and come from node_modules, as `npm ci --omit=dev` installs them.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT, SERVER_BUILD_DIR } from '../server/paths';

/**
 * Bundles server entry points (name → source, relative to the repository) into `outdir`, as production runs them.
 * Also the test run's image process (test-support/image-worker-bundle.ts): the same bundle, made once per run.
 */
export async function bundleServerEntries(entryPoints: Record<string, string>, outdir: string, outExtension = '.js'): Promise<void> {
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints,
    outdir: path.relative(REPO_ROOT, outdir),
    outExtension: { '.js': outExtension },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

export async function buildServer(): Promise<void> {
  await bundleServerEntries({ main: 'server/main.ts', guests: 'server/cli/guests.ts', 'image-worker': 'server/content/image-worker.ts' }, SERVER_BUILD_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServer().catch((error: unknown) => {
    process.stderr.write(`The server build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
