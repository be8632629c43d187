/**
 * The tus client (tus-js-client) for the upload page, from its own browser bundle, added as a script the first time
 * the page needs it. Bundled with the page instead, its CommonJS dependencies made the bundler put its module
 * interop helpers into the guests' first load, which must not grow (test-support/first-load-budget.ts); this way
 * the first load names nothing of it and the script comes from /assets/ like the others ('self' in the CSP).
 */
import type * as Tus from 'tus-js-client';
import tusScript from 'tus-js-client/dist/tus.min.js?url';

declare global {
  interface Window {
    tus?: typeof Tus;
  }
}

let loading: Promise<typeof Tus> | undefined;

export function loadTus(): Promise<typeof Tus> {
  loading ??= new Promise<typeof Tus>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = tusScript;
    script.onload = () => (window.tus ? resolve(window.tus) : reject(new Error('The tus client did not start')));
    script.onerror = () => {
      // Forgotten, so the next file sent tries again (a connection lost while it came).
      loading = undefined;
      script.remove();
      reject(new Error('The tus client could not be fetched'));
    };
    document.head.append(script);
  });
  return loading;
}
