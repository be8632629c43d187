/**
 * The guest site's pages (docs/product.md, the pages). The web app's guard and the server's page routes both read
 * them here.
 */
export const APP_PATHS = { home: '/', login: '/login', faq: '/faq' } as const;

/** Pages only signed-in guests may see (docs/product.md, who may see what). */
export const PROTECTED_PATHS: readonly string[] = [APP_PATHS.home, APP_PATHS.faq];

/** Pages that open with the photo carousel: the server sends them with a still first frame (first-paint.ts). */
export const CAROUSEL_PATHS: readonly string[] = [APP_PATHS.home, APP_PATHS.login];
