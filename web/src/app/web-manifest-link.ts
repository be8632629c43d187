/**
 * The web app manifest, named once the app has started: named in the page, it was fetched (and Lighthouse fetched
 * the favicon it lists) while the first photo still loaded, on a phone's weak connection requests in that photo's
 * way (docs/decisions/0057). Adding the site to the home screen comes long after, and reads it then.
 */
import { WEB_MANIFEST_PATH } from '#common/offline';

export function nameTheWebManifest(): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_PATH;
  document.head.append(link);
}
