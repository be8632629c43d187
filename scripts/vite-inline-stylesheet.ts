import type { Plugin } from 'vite';

/**
 * Puts the built stylesheet into index.html as one <style> element instead of a <link>: the first paint then
 * waits for the page alone, not for a second request (a whole round trip on a phone). The server allows this
 * one inline style by its hash in the Content-Security-Policy (server/security/security-headers.ts). The
 * stylesheet is a few kB compressed, fonts excluded (they stay files, loaded as the text needs them).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return tag;
          // The file is not needed once its text is in the page.
          delete bundle[fileName];
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}
