/** The day's photos on a test site (issue 39): the couple's settings and the drop link, written straight into its database. */
import { openStores } from '../server/stores';
import type { PhotoMode } from '#common/photos-api';
import type { TestSite } from './sites';

const DAY_MS = 86_400_000;

interface PhotoWindow {
  open: boolean;
  mode?: PhotoMode;
  fileBytes?: number;
  /** Whether the drop link's page shows the gallery (PhotoSettings.dropShowsGallery); off unless said. */
  dropShowsGallery?: boolean;
}

/**
 * Opens adding now (the window from yesterday to tomorrow) or closes it (it ended yesterday), in `mode`; `fileBytes`
 * sets the limit of one file (else the site's default, 200 MB).
 */
export function setPhotoWindow(site: TestSite, { open, mode = 'open', fileBytes = 209_715_200, dropShowsGallery = false }: PhotoWindow): void {
  const stores = openStores(site.dataDir);
  try {
    const now = Date.now();
    const current = stores.photos.settings();
    stores.photos.saveSettings({
      ...current,
      mode,
      dropShowsGallery,
      limits: { ...current.limits, fileBytes },
      opensAt: open ? now - DAY_MS : now - 3 * DAY_MS,
      closesAt: open ? now + DAY_MS : now - DAY_MS,
    });
  } finally {
    stores.db.close();
  }
}

/** The drop link's token as the table card prints it. */
export function dropToken(site: TestSite): string {
  const stores = openStores(site.dataDir);
  try {
    return stores.photoLinks.dropToken();
  } finally {
    stores.db.close();
  }
}
