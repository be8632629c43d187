import { APP_PATHS } from '#common/app-paths';
import type { WebIcon } from './web-icons';

/**
 * The web app manifest (issue 29): the site added to a phone's home screen carries the couple's names (public, as on
 * the sign-in page) and opens on the schedule, the page of the wedding day; a guest not signed in is sent to
 * /login, and before the invitation the guard sends a guest to the home page. Its icons: the favicon and the PNGs the
 * build draws from it (web-icons.ts), which the home screens that take no SVG use.
 */
export function webManifest(coupleNames: string, pngIcons: readonly WebIcon[]): string {
  return JSON.stringify({
    name: coupleNames,
    short_name: coupleNames,
    start_url: APP_PATHS.schedule,
    scope: '/',
    display: 'standalone',
    background_color: '#f7f2ea',
    theme_color: '#3f4a3c',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }, ...pngIcons],
  });
}
