/**
 * The day's photos (issue 39): guests add photos and videos of the day from their phones (resumable tus uploads),
 * see their own, and see what the couple shows; a drop link (table cards, the wall's corner) opens the upload page
 * alone; the wall shows new photos on a TV. Read by the server's routes and, on demand only, by the guests' photo
 * pages (never in the guests' first load). The dashboard's side is in admin-photos-api.ts.
 */
import * as z from 'zod/mini';
import { withId, withSegment } from './path-patterns';

export const PHOTOS_API = {
  /**
   * The tus endpoint (protocol 1.0.0, @tus/server): POST creates an upload, HEAD tells its offset, PATCH adds bytes;
   * `${uploads}/<upload id>` for the last two. Upload-Metadata (base64 values, tus's form): `filename`, `filetype`
   * (the browser's type; the server sniffs the bytes and trusts them, not this), `lastModified` (ms since epoch: the
   * fallback for a photo's time), and for the drop link an optional `name` (who they are, ≤ 80 characters). Needs a
   * guest session or a drop session; refused with 403 { problem: 'photos-closed' } outside the window, 413
   * { problem: 'photo-too-large' | 'household-full' | 'site-full' | 'disk-full' } past a limit, 415
   * { problem: 'photo-type' } for a type that is not a photo or video (sniffed from the first bytes), 429 past the
   * budget. Once the last byte is in, the upload's answer carries header `Photo-Id: <id>` (or the id of the photo
   * with the same bytes, kept once) and the item is in `mine` as 'processing', then 'pending' or 'shown'.
   */
  uploads: '/api/photos/uploads',
  /** GET: PhotosState: is adding open now, the limits, whether the reader may see the gallery. Guest or drop session. */
  state: '/api/photos/state',
  /** GET: MyPhoto[], the reader's household's (or drop session's) own uploads, newest first, with their status. */
  mine: '/api/photos/mine',
  /** DELETE: one of the reader's own uploads removed (204); 404 for one that is not theirs. */
  photo: withId('/api/photos/:id'),
  /**
   * PUT (body: a JPEG ≤ 1 MB, Content-Type image/jpeg): a video's poster frame, drawn in the guest's browser (own
   * uploads only): 204; 415 { problem: 'photo-type' } for bytes that are no JPEG; 413 past 1 MB. Its size becomes the
   * video's width and height.
   */
  poster: withId('/api/photos/:id/poster'),
  /** GET ?before=<cursor>: GalleryPage, what the reader may see, newest first, GALLERY_PAGE_SIZE at a time. */
  gallery: '/api/photos/gallery',
  /**
   * GET: one rendition's bytes (`/api/photos/<id>/small|medium|large|poster|video`): JPEG (or the neutralised
   * video) without location, camera serial or any EXIF/XMP; cacheable privately, immutable per id. Only for a photo
   * the reader may see (their own, or shown). Both `/api/photos/12/small` and `PHOTOS_API.file('12/small')` (the
   * slash encoded) are answered. A video's small, medium and large are its poster (404 until the browser sent one);
   * its `video` is the neutralised copy (Range requests answered). The wall, which has no session, adds
   * `?wall=<wall token>` and gets what is shown to guests. Contract change by the server (issue 39).
   */
  file: withSegment('/api/photos/:file'),
  /**
   * POST { ids: number[] } (≤ 500) or { all: true }: PhotoZipTicket, the address of a ZIP of the large renditions,
   * counted against the ZIPs' budget. Contract change by the server (decision 0071): it answered the ZIP itself.
   */
  zip: '/api/photos/zip',
  /**
   * GET: that ZIP, streamed as a download (application/zip): once, within a minute, for the reader who asked
   * (server/photos/zip-tickets.ts); 404 otherwise.
   */
  zipFile: withSegment('/api/photos/zip/:ticket'),
  /** POST { token }: a drop session begun (cookie `std_drop`, upload only); 404 for an unknown or revoked token. */
  dropSignIn: '/api/photos/drop',
  /** GET ?token=<wall token>&after=<cursor>: WallPage, the photos shown since `after`, oldest first; 404 for a wrong token. */
  wall: '/api/photos/wall',
} as const;

/** The guests' pages of the photos (lazy-loaded routes of the guests' app). */
export const PHOTO_PATHS = {
  /** The upload page for a signed-in guest; reached from the home page and the menu while adding is open. */
  add: '/photos/add',
  /** The gallery (and each photo's viewer, `?photo=<id>`). */
  gallery: '/photos',
  /** The drop link's page: `/drop/<token>`; it begins a drop session and shows the upload page alone. */
  drop: '/drop/:token',
  /** The wall for a TV: `/wall/<token>`. */
  wall: '/wall/:token',
} as const;

export const GALLERY_PAGE_SIZE = 60;

export const RENDITION_SIZES = ['small', 'medium', 'large'] as const;
export type RenditionSize = (typeof RENDITION_SIZES)[number];
/** The widths of the renditions, in pixels (the longer side is bounded by the same figure for portraits). */
export const RENDITION_WIDTHS: Readonly<Record<RenditionSize, number>> = { small: 480, medium: 1080, large: 2048 };

/** What the couple chose others see (PhotoSettings.mode). */
export const PHOTO_MODES = ['open', 'approve', 'reveal'] as const;
export type PhotoMode = (typeof PHOTO_MODES)[number];

/** A photo's state: being decoded, waiting for the couple, shown to guests, hidden by the couple, or refused (damaged). */
export type PhotoStatus = 'processing' | 'pending' | 'shown' | 'hidden' | 'failed';
export type PhotoKind = 'photo' | 'video';

export interface PhotoLimits {
  /** Per file, bytes. */
  fileBytes: number;
  /** Per household (or per drop session), bytes. */
  householdBytes: number;
  /** For the whole site, bytes. */
  siteBytes: number;
}

export interface PhotosState {
  /** May the reader add photos now (inside the window the couple set). */
  open: boolean;
  /** The window, ISO instants; null where the couple set none. */
  opensAt: string | null;
  closesAt: string | null;
  limits: PhotoLimits;
  /** Bytes the reader's household (or drop session) has used. */
  usedBytes: number;
  /** Whether the reader may see the gallery (always for a guest; for a drop session only where the couple chose so). */
  galleryVisible: boolean;
  /** A drop session reads this as true: the upload page then asks for an optional name and shows no menu. */
  dropSession: boolean;
}

export interface GalleryItem {
  id: number;
  kind: PhotoKind;
  width: number;
  height: number;
  /** The photo's time on the venue's clock (ISO with offset), from its metadata or the file's date; null when unknown. */
  takenAt: string | null;
  /** The invitation's event it falls in (its name in the reader's language), or null. */
  event: string | null;
  /** Who added it: the household's name as the couple wrote it, the drop link's optional name, or null (a guest at a table). */
  by: string | null;
}

export interface MyPhoto extends GalleryItem {
  status: PhotoStatus;
  bytes: number;
  uploadedAt: string;
}

export interface GalleryPage {
  items: GalleryItem[];
  /** Pass as `before` for the next (older) page; null at the end. */
  next: string | null;
}

export interface WallPage {
  items: GalleryItem[];
  /** Pass as `after` next time. */
  cursor: string;
  /** The drop link's path (`/drop/<token>`), for the QR code in the wall's corner; the wall adds its own origin. */
  dropPath: string;
}

export const photoZipSchema = z.union([
  z.strictObject({ ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(500)) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type PhotoZipRequest = z.infer<typeof photoZipSchema>;
/** The answer to a ZIP's request: its address (PHOTOS_API.zipFile), for the browser to download. */
export interface PhotoZipTicket {
  download: string;
}

export const dropSignInSchema = z.strictObject({ token: z.string().check(z.minLength(10), z.maxLength(200)) });
