/**
 * The day's photos as the dashboard sees them (issue 39): the couple, a planner or the day's helper reviews what
 * guests added (show or hide in batches), the couple and a planner set the mode, the window and the limits, the drop
 * link (and print its table cards) and the wall link, and the couple exports every original with a CSV of who added
 * what. Never imported by the guests' app.
 */
import * as z from 'zod/mini';
import { LOCALES } from './locales';
import { withId } from './path-patterns';
import { PHOTO_MODES, type MyPhoto, type PhotoLimits, type PhotoMode } from './photos-api';

export const ADMIN_PHOTOS_API = {
  /** GET ?status=pending|shown|hidden|all&before=<cursor>: AdminPhotoPage, newest first, 100 at a time. */
  photos: '/api/admin/photos',
  /** POST PhotoReviewRequest: the photos shown, hidden or deleted ({ changed: number }). */
  review: '/api/admin/photos/review',
  /** GET: the original's bytes as uploaded, byte for byte (Content-Disposition attachment with the file's name). */
  original: withId('/api/admin/photos/:id/original'),
  /** GET: PhotoSettings; PUT PhotoSettingsUpdate: PhotoSettings as saved. */
  settings: '/api/admin/photos/settings',
  /** POST (no body): a new drop link; the old one stops working at once (PhotoSettings with the new link). */
  newDropLink: '/api/admin/photos/drop-link',
  /** POST (no body): a new wall link; the old one stops working at once (PhotoSettings with the new link). */
  newWallLink: '/api/admin/photos/wall-link',
  /**
   * POST TableCardsRequest: starts making a page of the drop link's table cards, as the guests' cards are made (202
   * CardJob; its progress and page at ADMIN_API.cardJob and ADMIN_API.cardPage).
   */
  tableCards: '/api/admin/photos/table-cards',
  /** GET: a ZIP of every original (folders by household) and uploads.csv (file, household or name, kind, bytes, taken, uploaded, status), streamed. Couple only. */
  export: '/api/admin/photos/export',
} as const;

export interface AdminPhoto extends MyPhoto {
  /** The original's file name as the phone sent it. */
  fileName: string;
  /** The household's id, or null for the drop link. */
  householdId: number | null;
}

export interface AdminPhotoPage {
  items: AdminPhoto[];
  next: string | null;
  /** How many wait for review (for the screen's heading and the overview). */
  pending: number;
}

export interface PhotoSettings {
  mode: PhotoMode;
  /** For 'reveal': when the photos shown become visible to guests (ISO instant). */
  revealAt: string | null;
  /** The window for adding (ISO instants); by default the day before the wedding to 30 days after. */
  opensAt: string;
  closesAt: string;
  limits: PhotoLimits;
  /** Does the drop link's page show the gallery too. */
  dropShowsGallery: boolean;
  /** The full drop link (`https://…/drop/<token>`) and the wall link (`…/wall/<token>`), as the card and the screen show them. */
  dropLink: string;
  wallLink: string;
  /** Bytes used by every upload, and the disk's free bytes with the floor the server keeps. */
  usedBytes: number;
  freeDiskBytes: number;
  diskFloorBytes: number;
}

const instant = z.iso.datetime({ offset: true });
const bytes = z.number().check(z.int(), z.positive());

export const photoSettingsUpdateSchema = z.strictObject({
  mode: z.enum(PHOTO_MODES),
  revealAt: z.nullable(instant),
  opensAt: instant,
  closesAt: instant,
  limits: z.strictObject({ fileBytes: bytes, householdBytes: bytes, siteBytes: bytes }),
  dropShowsGallery: z.boolean(),
});
export type PhotoSettingsUpdate = z.infer<typeof photoSettingsUpdateSchema>;

export const photoReviewSchema = z.strictObject({
  ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(500)),
  action: z.enum(['show', 'hide', 'delete']),
});
export type PhotoReviewRequest = z.infer<typeof photoReviewSchema>;

/**
 * How many table cards one request makes: a folded tent card fills a sheet (server/guests/table-cards.ts), so the
 * default is one sheet, and sixty is more tables than a wedding has.
 */
export const TABLE_CARDS = { perSheet: 1, max: 60 } as const;

/** `locale`: the language the couple reads the dashboard in, for the page's own words (the cards speak all five). */
export const tableCardsRequestSchema = z.strictObject({
  count: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(TABLE_CARDS.max))),
  locale: z.optional(z.enum(LOCALES)),
});
export type TableCardsRequest = z.infer<typeof tableCardsRequestSchema>;
