import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The couple's dashboard: a build of its own (dist/admin, served under /admin), so that nothing of it ever reaches
// the guests' pages. `npm run dev:admin` serves it with Vite, the API proxied to the server on :8080.
export default defineConfig({
  root: 'web/admin',
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: '../../dist/admin',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The dashboard, the frame its texts screen previews the guests' pages in (the guests' own components), and
      // the wall for a TV that its photos screen opens (served at /wall/<token>: server/admin/admin-page.ts).
      input: {
        index: fileURLToPath(new URL('web/admin/index.html', import.meta.url)),
        preview: fileURLToPath(new URL('web/admin/preview.html', import.meta.url)),
        wall: fileURLToPath(new URL('web/admin/wall.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/favicon.svg': 'http://127.0.0.1:8080' },
  },
});
