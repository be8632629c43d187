import fs from 'node:fs';
import { minify, transformWithOxc, type Plugin } from 'vite';

/**
 * Writes the page's one script (web/src/first-photo-loader.ts) into index.html, in place of the <script src> Vite
 * writes for the app (web/src/main.tsx): the first load then fetches no script before the first photo is on screen,
 * and one file in all, the app (docs/decisions/0057). The loader stands alone; its APP_SCRIPT becomes the app's
 * address in this build. The server allows the inline script by its hash in the Content-Security-Policy
 * (server/security/security-headers.ts), as it does the link-token script above it.
 */
export function firstPhotoLoader(loaderFile: string): Plugin {
  return {
    name: 'first-photo-loader',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const tag = /<script type="module" crossorigin src="(\/assets\/main-[^"]+\.js)"><\/script>/;
        const app = tag.exec(html)?.[1];
        if (!app) throw new Error('first-photo-loader: the app script (assets/main-….js) is not in index.html');
        const { code } = await transformWithOxc(fs.readFileSync(loaderFile, 'utf8'), loaderFile, { lang: 'ts' });
        if (!/\bAPP_SCRIPT\b/.test(code)) throw new Error(`first-photo-loader: ${loaderFile} no longer imports APP_SCRIPT`);
        const loader = await minify('first-photo-loader.js', code.replaceAll(/\bAPP_SCRIPT\b/g, JSON.stringify(app)), { compress: true, mangle: true, module: true });
        return html.replace(tag, () => `<script type="module">${loader.code.trim()}</script>`);
      },
    },
  };
}
