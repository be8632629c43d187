import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPhotoLoader } from './scripts/vite-first-photo-loader.ts';
import { inlineStylesheet } from './scripts/vite-inline-stylesheet.ts';


// The web app lives in web/; the server serves the build from dist/web.
// In `npm run dev` Vite proxies the API and private media to the server on :8080.
export default defineConfig({
  root: 'web',
  plugins: [react(), inlineStylesheet(), firstPhotoLoader(path.resolve(import.meta.dirname, 'web/src/first-photo-loader.ts'))],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Every browser the site supports knows modulepreload: no polyfill in the first script.
    modulePreload: { polyfill: false },
    // dist/web/.vite/manifest.json: which chunk imports which, for the browser tests of the first load
    // (test-support/first-load-js.ts). Only /assets/ is served, so the manifest never is.
    manifest: true,
    // The first load is one file, the app, which the page's own script fetches (scripts/vite-first-photo-loader.ts);
    // the pages loaded on demand import React and the rest from it.
    rolldownOptions: { output: { entryFileNames: 'assets/main-[hash].js' } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080', '/photos': 'http://127.0.0.1:8080' },
  },
});
