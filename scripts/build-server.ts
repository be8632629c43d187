/**
 * Compiles the server, the guest command and the image process to JavaScript (dist/server/main.js, guests.js,
 * image-worker.js: server/content/image-jobs.ts starts it beside main.js), so that
 * production runs them with plain `node`: no TypeScript compiler at every start, and no tsx cache in a shared
 * temporary folder that another local user could plant code in (docs/security.md). npm packages stay outside the
 * bundle and come from node_modules, as `npm ci --omit=dev` installs them, but for BUNDLED_PACKAGES.
 */
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { REPO_ROOT, SERVER_BUILD_DIR } from '../server/paths';

/**
 * Pure JavaScript of many small modules, put inside the bundle: Node loaded 104 files of zod and 93 of
 * libphonenumber-js at every start (the server's, and each guest command's). Bundled, a guest command's start took
 * 0.11 to 0.19 CPU-seconds against 0.27 to 0.33. The others stay in node_modules: native code (better-sqlite3,
 * sharp), files they read or start at run time (pino's transports, tus), or Fastify's plugins, which find each other.
 */
const BUNDLED_PACKAGES = new Set(['zod', 'libphonenumber-js']);

/** Every package import stays an import of node_modules, but those of BUNDLED_PACKAGES. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(builder) {
    // A bare specifier: not a path, not one of the repository's own `#…` imports.
    builder.onResolve({ filter: /^[^./#]/ }, ({ path: specifier }) => {
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
      return BUNDLED_PACKAGES.has(name) ? undefined : { path: specifier, external: true };
    });
  },
};

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
    plugins: [packagesOutside],
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
