import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and server tests (app.inject). Browser tests live in e2e/ and run with Playwright.
export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
