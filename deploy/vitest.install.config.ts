import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:install`: the production install in a fresh copy (deploy/production-install.test.ts). A full
// `npm ci` and the whole build take minutes, so it stays out of `vitest run`.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['deploy/production-install.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
