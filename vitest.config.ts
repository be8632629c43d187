import { configDefaults, defineConfig } from 'vitest/config';

// Unit and server tests (app.inject). Browser tests live in e2e/ and run with Playwright.
export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The production install takes minutes: `npm run test:install` (deploy/vitest.install.config.ts) runs it.
    exclude: [...configDefaults.exclude, 'deploy/**'],
    environment: 'node',
    // Vitest leaves a core free by default: on CI's two cores that is one worker, and the run took 272 s instead of
    // 179 s. The tests wait on child processes, timers and scrypt as much as on the CPU.
    maxWorkers: '100%',
    // Each worker imports the app's modules once for all its files instead of once per file: the imports (Fastify,
    // zod's schemas, the stores) were 51 of the run's 217 CPU-seconds; without them 161 CPU-seconds, 107 s of wall
    // time instead of 137 (decision 0046). A test file that changes something global puts it back (process.env.TZ,
    // vi.stubGlobal with vi.unstubAllGlobals).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
