/**
 * What the guests' photo routes (photo-routes.ts) and the dashboard's (admin/day-photo-routes.ts) both read: the
 * photos, the drop and wall links, the events (a photo's event), the files, the couple's rules and the site's time
 * zone and language, and the clock. Each route's options add what only it needs.
 */
import type { Locale } from '#common/locales';
import type { InvitationStore } from '../invitation/invitation-store';
import type { PhotoDirs } from './photo-files';
import type { PhotoLinks } from './photo-links';
import type { PhotoRules } from './photo-settings';
import type { PhotoStore } from './photo-store';

export interface PhotoSources {
  photos: PhotoStore;
  links: PhotoLinks;
  invitation: InvitationStore;
  dirs: PhotoDirs;
  rules: () => PhotoRules;
  facts: () => { timeZone: string; defaultLocale: Locale };
  now: () => number;
}
