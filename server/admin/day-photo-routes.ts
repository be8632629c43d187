/**
 * The day's photos on the dashboard (ADMIN_PHOTOS_API, issue 39): the list with its filters, review in batches
 * (show, hide, delete), an original byte for byte, the settings (mode, window, limits, whether the drop link shows
 * the gallery), a new drop or wall link, and the export of every original. Who may do which is route-roles.ts's;
 * what the record of changes keeps, change-declarations.ts's.
 */
import fs from 'node:fs';
import * as z from 'zod/mini';
import type { FieldError } from '#common/api-problems';
import { ADMIN_PHOTOS_API, photoReviewSchema, photoSettingsUpdateSchema, type AdminPhoto, type AdminPhotoPage, type PhotoReviewRequest, type PhotoSettings, type PhotoSettingsUpdate } from '#common/admin-photos-api';
import { PHOTO_PATHS } from '#common/photos-api';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { invalid, notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import { exportZip } from '../photos/photo-export';
import { dropLinkOf } from '../photos/photo-links';
import { originalFile, removePhotoFiles } from '../photos/photo-files';
import type { PhotoStatus } from '#common/photos-api';
import type { PhotoSources } from '../photos/photo-sources';
import type { PhotoRow } from '../photos/photo-store';
import { eventsKnownTo, myPhoto } from '../photos/photo-view';

export interface DayPhotoRouteOptions extends PhotoSources {
  freeDiskBytes: () => number;
  diskFloorBytes: number;
  publicUrl: string;
}

const ADMIN_PAGE_SIZE = 100;
const STATUS_FILTERS: Record<'pending' | 'shown' | 'hidden' | 'all', readonly PhotoStatus[]> = {
  pending: ['pending'],
  shown: ['shown'],
  hidden: ['hidden'],
  all: ['processing', 'pending', 'shown', 'hidden', 'failed'],
};
const listQuery = z.object({
  status: z.optional(z.enum(['pending', 'shown', 'hidden', 'all'])),
  before: z.optional(z.string().check(z.regex(/^\d{1,15}$/))),
});
const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic', mp4: 'video/mp4', webm: 'video/webm' };

/** Content-Disposition for a name a phone chose: an ASCII fallback and the name itself (RFC 6266, RFC 8187). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function dayPhotoRoutes(app: SchemaCheckedApp, options: DayPhotoRouteOptions) {
  const { photos, links, dirs, now } = options;
  const base = options.publicUrl.replace(/\/$/, '');

  const settingsView = (): PhotoSettings => {
    const rules = options.rules();
    return {
      mode: rules.mode,
      revealAt: rules.revealAt === null ? null : new Date(rules.revealAt).toISOString(),
      opensAt: new Date(rules.opensAt).toISOString(),
      closesAt: new Date(rules.closesAt).toISOString(),
      limits: rules.limits,
      dropShowsGallery: rules.dropShowsGallery,
      dropLink: dropLinkOf(links, options.publicUrl),
      wallLink: `${base}${PHOTO_PATHS.wall.replace(':token', links.wallToken())}`,
      usedBytes: photos.usedBySite(),
      freeDiskBytes: options.freeDiskBytes(),
      diskFloorBytes: options.diskFloorBytes,
    };
  };
  const adminPhoto = (photo: PhotoRow): AdminPhoto => ({
    ...myPhoto(photo, options.facts().timeZone, eventsKnownTo(options.invitation, 'dashboard', options.facts().defaultLocale)),
    fileName: photo.fileName,
    householdId: photo.householdId,
  });

  app.get(ADMIN_PHOTOS_API.photos, { schema: { querystring: listQuery } }, async (request, reply): Promise<AdminPhotoPage> => {
    const rows = photos.page(STATUS_FILTERS[request.query.status ?? 'all'], request.query.before ? Number(request.query.before) : null, ADMIN_PAGE_SIZE + 1);
    const items = rows.slice(0, ADMIN_PAGE_SIZE).map(adminPhoto);
    reply.header('cache-control', 'no-store');
    return { items, next: rows.length > ADMIN_PAGE_SIZE ? String(items.at(-1)!.id) : null, pending: photos.pendingCount() };
  });

  app.post(ADMIN_PHOTOS_API.review, { bodyLimit: 16 * 1024, schema: { body: photoReviewSchema } }, async (request) => {
    const { ids, action }: PhotoReviewRequest = request.body;
    if (action !== 'delete') return { changed: photos.review(ids, action === 'show' ? 'shown' : 'hidden', now()) };
    let changed = 0;
    for (const id of ids) {
      const photo = photos.photo(id);
      if (!photo || !photos.remove(id)) continue;
      removePhotoFiles(dirs, id, photo.type);
      changed += 1;
    }
    return { changed };
  });

  app.get(ADMIN_PHOTOS_API.original.pattern, { schema: { params: idParams } }, async (request, reply) => {
    const photo = photos.photo(request.params.id);
    const file = photo && originalFile(dirs, photo.id, photo.type);
    if (!photo || !file || !fs.existsSync(file)) return notFound(reply);
    reply.header('content-type', CONTENT_TYPES[photo.type] ?? 'application/octet-stream');
    reply.header('content-disposition', attachment(photo.fileName));
    reply.header('content-length', String(fs.statSync(file).size));
    reply.header('cache-control', 'no-store');
    return reply.send(fs.createReadStream(file));
  });

  app.get(ADMIN_PHOTOS_API.settings, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return settingsView();
  });

  app.put(ADMIN_PHOTOS_API.settings, { bodyLimit: 4 * 1024, schema: { body: photoSettingsUpdateSchema } }, async (request, reply) => {
    const update: PhotoSettingsUpdate = request.body;
    const opensAt = Date.parse(update.opensAt);
    const closesAt = Date.parse(update.closesAt);
    const problems: FieldError[] = [];
    if (closesAt <= opensAt) problems.push({ field: 'closesAt', code: 'before-opening' });
    if (update.mode === 'reveal' && update.revealAt === null) problems.push({ field: 'revealAt', code: 'missing' });
    if (problems.length > 0) return invalid(reply, problems);
    photos.saveSettings({
      mode: update.mode,
      revealAt: update.revealAt === null ? null : Date.parse(update.revealAt),
      opensAt,
      closesAt,
      limits: update.limits,
      dropShowsGallery: update.dropShowsGallery,
    });
    return settingsView();
  });

  app.post(ADMIN_PHOTOS_API.newDropLink, async () => {
    photos.newDropLink(now());
    return settingsView();
  });

  app.post(ADMIN_PHOTOS_API.newWallLink, async () => {
    photos.newWallLink();
    return settingsView();
  });

  app.get(ADMIN_PHOTOS_API.export, async (_request, reply) => {
    const day = new Date(now()).toISOString().slice(0, 10);
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', `attachment; filename="photos-${day}.zip"`);
    reply.header('cache-control', 'no-store');
    return reply.send(exportZip(photos, dirs, options.facts().timeZone));
  });
}
