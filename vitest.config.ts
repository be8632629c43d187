import fs from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

// Unit and server tests (app.inject). Browser tests live in e2e/ and run with Playwright.
const TEST_FILES = ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];
// The production install takes minutes: `npm run test:install` (deploy/vitest.install.config.ts) runs it.
const EXCLUDE = [...configDefaults.exclude, 'deploy/**'];

/**
 * The three projects, each runnable alone (`npx vitest run --project unit`; docs/testing.md), a test file in the
 * first whose harness it uses. `process`: it starts processes (the built server through real-server.ts, the guest
 * command through cli-process.ts, the image process, `node --import tsx` helpers, git), so it needs the build, and
 * some of its files fixed ports; `inject`: it builds the app (createTestApp, or the couple's client over it) and
 * calls it through `app.inject()`; `unit`: everything else, pure logic and the stores.
 */
const STARTS_PROCESSES = /^node:child_process$|testing\/real-server$|cli-process$/;
const BUILDS_THE_APP = /testing\/(couple-client|mail-test-app)$|photo-test-kit$|^\.\.?\/app$|^(\.\.\/)+app$/;
/** What a test file's own import statements name: their modules, and the names taken from test-app.ts. */
function harnessOf(file: string): 'unit' | 'inject' | 'process' {
  const imports = [...fs.readFileSync(file, 'utf8').matchAll(/^import\s([^;]*?)\sfrom\s'([^']+)';/gms)];
  const modules = imports.map(([, , module]) => module!);
  if (modules.some((module) => STARTS_PROCESSES.test(module))) return 'process';
  const fromTestApp = imports.filter(([, , module]) => module!.endsWith('testing/test-app')).map(([, names]) => names!);
  if (modules.some((module) => BUILDS_THE_APP.test(module)) || fromTestApp.some((names) => /\bcreateTestApp\b/.test(names))) return 'inject';
  return 'unit';
}
const files = fs.globSync(TEST_FILES, { exclude: EXCLUDE.map((pattern) => pattern.replace(/^\*\*\//, '')) });
const byKind: Record<ReturnType<typeof harnessOf>, string[]> = { unit: [], inject: [], process: [] };
for (const file of files) byKind[harnessOf(file)].push(file);

export default defineConfig({
  test: {
    exclude: EXCLUDE,
    environment: 'node',
    // Vitest leaves a core free by default: on CI's two cores that is one worker, and the run took 272 s instead of
    // 179 s. The tests wait on child processes, timers and scrypt as much as on the CPU.
    maxWorkers: '100%',
    // Each worker imports the app's modules once for all its files instead of once per file: the imports (Fastify,
    // zod's schemas, the stores) were 51 of the run's 217 CPU-seconds; without them 161 CPU-seconds, 107 s of wall
    // time instead of 137 (decision 0046). A test file that changes something global puts it back (process.env.TZ,
    // vi.stubGlobal with vi.unstubAllGlobals).
    isolate: false,
    // A temporary folder of the run's own, gone when it ends (test-support/own-temp-dir-setup.ts); the image process
    // the tests' servers start, bundled once for the run (test-support/image-worker-bundle.ts).
    globalSetup: ['test-support/own-temp-dir-setup.ts', 'test-support/image-worker-bundle.ts'],
    // Limits that stop a hang, not measures of speed: beside two busy loops on a slow fresh machine (issue 40), tests
    // that make photos or start the server took more than 20 s and failed though nothing was wrong.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: Object.entries(byKind).map(([name, include]) => ({ extends: true, test: { name, include } })),
  },
});
