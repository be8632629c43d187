/**
 * The guests' side of the day's photos (PHOTOS_API, but the tus endpoint: upload-routes.ts): what adding allows now,
 * a reader's own uploads and their deletion, a video's poster drawn in the browser, the gallery, the renditions, a
 * ZIP of a selection (asked for, then downloaded: zip-tickets.ts), the drop link's sign-in and the wall's feed. A
 * drop session reads its own uploads, the state, and the gallery only where the couple chose so; nothing else here
 * or anywhere else (its cookie is no session of the guests' API). No route gives out an original (the couple's
 * only) or a location.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import * as z from 'zod/mini';
import { dropSignInSchema, GALLERY_PAGE_SIZE, PHOTO_PATHS, PHOTOS_API, photoZipSchema, RENDITION_SIZES, type GalleryPage, type PhotosState, type PhotoZipRequest, type PhotoZipTicket, type WallPage } from '#common/photos-api';
import { AUTHENTICATION } from '../auth/authentication';
import { enableCookieWriting, sessionCookieAttributes } from '../auth/cookie-writing';
import { isCrossSiteRequest } from '../auth/cross-site';
import { notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { ImageQueue } from '../content/image-queue';
import { sniffImage } from '../content/image-kind';
import { sha256 } from '../secrets';
import type { PhotoBudget } from './photo-budget';
import { crossSite, refuse, unauthorized } from './photo-answers';
import { removePhotoFiles, renditionFile, type Rendition } from './photo-files';
import { DROP_COOKIE, DROP_SESSION_MS, newDropSessionId, readerOf, type PhotoReader } from './photo-reader';
import { addingOpen, shownPhotosVisible } from './photo-settings';
import type { PhotoSources } from './photo-sources';
import type { PhotoRow } from './photo-store';
import { eventsKnownTo, galleryItem, myPhoto } from './photo-view';
import { zipStream } from './photo-zip';
import { createZipTickets } from './zip-tickets';

export interface PhotoRouteOptions extends PhotoSources {
  production: boolean;
  /** The writes' budget (shared with the tus endpoint) and the ZIPs' (photo-budget.ts). */
  budget: PhotoBudget;
  zipBudget: PhotoBudget;
  /** The one queue of image processes (content/image-queue.ts): a video's poster waits its turn in it. */
  images: ImageQueue;
}

/** A poster drawn in the guest's browser: one JPEG frame, at most this big. */
const POSTER_MAX_BYTES = 1024 * 1024;
const WALL_PAGE_SIZE = 100;
const cursorQuery = z.object({ before: z.optional(z.string().check(z.regex(/^\d{1,15}$/))) });
const wallQuery = z.object({ token: z.string().check(z.maxLength(200)), after: z.optional(z.string().check(z.regex(/^\d{1,15}:\d{1,15}$/))) });
const fileParams = z.extend(idParams, { rendition: z.enum([...RENDITION_SIZES, 'poster', 'video']) });
const fileQuery = z.object({ wall: z.optional(z.string().check(z.maxLength(200))) });
const ticketParams = z.object({ ticket: z.string().check(z.maxLength(40)) });

async function photoRoutes(app: SchemaCheckedApp, options: PhotoRouteOptions) {
  const { photos, links, dirs, images, now } = options;
  await enableCookieWriting(app);
  // Range requests (a video seeked) answered by @fastify/static; only the files this plugin names are sent.
  await app.register(fastifyStatic, { root: dirs.renditions, serve: false, index: false, dotfiles: 'deny', cacheControl: false, etag: false, lastModified: false });
  app.addContentTypeParser('image/jpeg', { parseAs: 'buffer', bodyLimit: POSTER_MAX_BYTES }, (_request, body, done) => done(null, body));

  const reader = (request: FastifyRequest) => readerOf(app, photos, request, now());
  /** May this reader see shown photos now: a guest when the couple's mode allows, a drop session only if chosen too. */
  const seesGallery = (who: PhotoReader, rules = options.rules()) => shownPhotosVisible(rules, now()) && (!who.drop || rules.dropShowsGallery);
  const maySee = (who: PhotoReader, photo: PhotoRow) => photos.claimedBy(photo.id, who.uploader) || (photo.status === 'shown' && seesGallery(who));
  const eventsFor = (who: PhotoReader) => (who.drop ? [] : eventsKnownTo(options.invitation, who.householdId, options.facts().defaultLocale));
  const timeZone = () => options.facts().timeZone;

  /** Guests and drop sessions only; a write from the same site only, and within the reader's budget. */
  const requireReader = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && isCrossSiteRequest(request)) return crossSite(reply);
    const who = reader(request);
    if (!who) return unauthorized(reply);
    if (request.method === 'GET') return;
    const budget = request.routeOptions.url === PHOTOS_API.zip ? options.zipBudget : options.budget;
    if (budget.admit(who.uploader, request.ip) > 0) return refuse(reply, 'too-many');
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(PHOTOS_API.state, { onRequest: requireReader }, async (request, reply): Promise<PhotosState> => {
    const who = reader(request)!;
    const rules = options.rules();
    noStore(reply);
    return {
      open: addingOpen(rules, now()),
      opensAt: new Date(rules.opensAt).toISOString(),
      closesAt: new Date(rules.closesAt).toISOString(),
      limits: rules.limits,
      usedBytes: photos.usedBy(who.uploader),
      galleryVisible: seesGallery(who, rules),
      dropSession: who.drop,
    };
  });

  app.get(PHOTOS_API.mine, { onRequest: requireReader }, async (request, reply) => {
    const who = reader(request)!;
    const events = eventsFor(who);
    noStore(reply);
    return photos.mine(who.uploader).map((photo) => myPhoto(photo, timeZone(), events));
  });

  app.delete(PHOTOS_API.photo.pattern, { onRequest: requireReader, schema: { params: idParams } }, async (request, reply) => {
    const who = reader(request)!;
    const photo = photos.photo(request.params.id);
    // Only the reader's claim goes: the same bytes added by others stay theirs (photo-store.ts, unclaim).
    const outcome = photo ? photos.unclaim(photo.id, who.uploader) : 'not-theirs';
    if (!photo || outcome === 'not-theirs') return notFound(reply);
    if (outcome === 'gone') removePhotoFiles(dirs, photo.id, photo.type);
    return reply.code(204).send();
  });

  app.put(PHOTOS_API.poster.pattern, { onRequest: requireReader, bodyLimit: POSTER_MAX_BYTES, schema: { params: idParams } }, async (request, reply) => {
    const who = reader(request)!;
    const photo = photos.photo(request.params.id);
    if (!photo || !photos.claimedBy(photo.id, who.uploader) || photo.kind !== 'video') return notFound(reply);
    const body = request.body;
    if (!Buffer.isBuffer(body) || sniffImage(body) !== 'jpeg') return refuse(reply, 'photo-type');
    // Decoded and encoded again in the image process: what is kept has no metadata, whatever the browser sent.
    const upload = path.join(dirs.incoming, `poster-${photo.id}-${now()}.jpg`);
    fs.writeFileSync(upload, body);
    const outFile = renditionFile(dirs, photo.id, 'poster');
    let decoded = false;
    await images.run({ task: 'poster', file: upload, kind: 'jpeg', outFile }, (message) => {
      if (message.kind === 'done') decoded = true;
    });
    fs.rmSync(upload, { force: true });
    if (!decoded) return refuse(reply, 'photo-type');
    const { width = 0, height = 0 } = await sharp(outFile).metadata();
    photos.posterAdded(photo.id, { bytes: fs.statSync(outFile).size, width, height });
    return reply.code(204).send();
  });

  app.get(PHOTOS_API.gallery, { onRequest: requireReader, schema: { querystring: cursorQuery } }, async (request, reply): Promise<GalleryPage> => {
    const who = reader(request)!;
    noStore(reply);
    if (!seesGallery(who)) return { items: [], next: null };
    const rows = photos.page(['shown'], request.query.before ? Number(request.query.before) : null, GALLERY_PAGE_SIZE + 1);
    const events = eventsFor(who);
    // A drop session (anyone at a table) is not told which household added a photo, as the wall is not.
    const items = rows.slice(0, GALLERY_PAGE_SIZE).map((photo) => ({ ...galleryItem(photo, timeZone(), events), ...(who.drop ? { by: null } : {}) }));
    return { items, next: rows.length > GALLERY_PAGE_SIZE ? String(items.at(-1)!.id) : null };
  });

  /** The file a reader asked for, if they may see it: a video's poster stands for its small, medium and large. */
  const fileOf = (photo: PhotoRow, rendition: Rendition): string | undefined => {
    if (photo.status === 'processing' || photo.status === 'failed') return undefined;
    if (photo.kind === 'photo') return RENDITION_SIZES.includes(rendition as never) ? renditionFile(dirs, photo.id, rendition) : undefined;
    if (rendition === 'video') return renditionFile(dirs, photo.id, 'video', photo.type);
    return photo.hasPoster ? renditionFile(dirs, photo.id, 'poster') : undefined;
  };
  const sendRendition = async (request: FastifyRequest, reply: FastifyReply, id: number, rendition: Rendition, wallToken: string | undefined) => {
    const photo = photos.photo(id);
    const who = reader(request);
    const wallSees = wallToken !== undefined && links.isWallToken(wallToken) && photo?.status === 'shown' && shownPhotosVisible(options.rules(), now());
    // The dashboard's review shows every photo, waiting and hidden ones too, to every role that reviews (route-roles.ts).
    const reviewer = app.readAdminAccess(request) !== undefined;
    if (!who && wallToken === undefined && !reviewer) return unauthorized(reply);
    if (!photo || !(reviewer || wallSees || (who && maySee(who, photo)))) return notFound(reply);
    const file = fileOf(photo, rendition);
    if (!file || !fs.existsSync(file)) return notFound(reply);
    // Private to the reader's browser; a rendition of an id never changes (a new poster is a video's only change).
    reply.header('cache-control', rendition === 'poster' || photo.kind === 'video' ? 'private, max-age=3600' : 'private, max-age=31536000, immutable');
    return reply.sendFile(path.basename(file));
  };
  app.get(PHOTOS_API.file.pattern.replace(':file', ':id/:rendition'), { schema: { params: fileParams, querystring: fileQuery } }, async (request, reply) =>
    sendRendition(request, reply, request.params.id, request.params.rendition, request.query.wall),
  );
  // The same, as PHOTOS_API.file(`${id}/${rendition}`) writes it (the slash encoded in one segment).
  app.get(PHOTOS_API.file.pattern, { schema: { params: z.object({ file: z.string().check(z.maxLength(40)) }), querystring: fileQuery } }, async (request, reply) => {
    const parsed = fileParams.safeParse(Object.fromEntries([['id', request.params.file.split('/')[0]], ['rendition', request.params.file.split('/')[1]]]));
    if (!parsed.success) return notFound(reply);
    return sendRendition(request, reply, parsed.data.id, parsed.data.rendition, request.query.wall);
  });

  const zipTickets = createZipTickets(now);
  app.post(PHOTOS_API.zip, { onRequest: requireReader, bodyLimit: 16 * 1024, schema: { body: photoZipSchema } }, async (request, reply): Promise<PhotoZipTicket> => {
    noStore(reply);
    return { download: PHOTOS_API.zipFile(zipTickets.issue(reader(request)!.uploader, request.body)) };
  });

  app.get(PHOTOS_API.zipFile.pattern, { onRequest: requireReader, schema: { params: ticketParams } }, async (request, reply) => {
    const who = reader(request)!;
    const asked: PhotoZipRequest | undefined = zipTickets.take(request.params.ticket, who.uploader);
    if (!asked) return notFound(reply);
    const wanted = 'ids' in asked ? new Set(asked.ids) : undefined;
    // What the reader may see when the download starts (a photo hidden in the minute between is left out).
    function* entries() {
      for (const photo of photos.each()) {
        if ((wanted && !wanted.has(photo.id)) || !maySee(who, photo)) continue;
        const file = photo.kind === 'photo' ? fileOf(photo, 'large') : fileOf(photo, 'video');
        if (file) yield { file, name: `${photo.id}.${photo.kind === 'photo' ? 'jpg' : photo.type}`, mtime: new Date(photo.takenAt ?? photo.uploadedAt) };
      }
    }
    reply.header('content-type', 'application/zip').header('content-disposition', 'attachment; filename="photos.zip"').header('cache-control', 'no-store');
    return reply.send(zipStream(entries()));
  });

  app.post(PHOTOS_API.dropSignIn, { bodyLimit: 1024, schema: { body: dropSignInSchema } }, async (request, reply) => {
    if (isCrossSiteRequest(request)) return crossSite(reply);
    // Counted per address: a guesser of drop tokens is refused long before a token could be found (130 bits anyway).
    if (options.budget.admit(`drop-sign-in:${request.ip}`, request.ip) > 0) return refuse(reply, 'too-many');
    const dropKey = links.dropKeyOf(request.body.token);
    if (!dropKey) return notFound(reply);
    const rules = options.rules();
    if (!addingOpen(rules, now())) return refuse(reply, 'photos-closed');
    const id = newDropSessionId();
    const expiresAt = Math.min(now() + DROP_SESSION_MS, rules.closesAt);
    photos.startDropSession(sha256(id), dropKey, now(), expiresAt);
    reply.setCookie(DROP_COOKIE, id, sessionCookieAttributes({ name: DROP_COOKIE, secure: options.production, sameSite: 'lax' }, expiresAt - now()));
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  app.get(PHOTOS_API.wall, { schema: { querystring: wallQuery } }, async (request, reply): Promise<WallPage> => {
    if (!links.isWallToken(request.query.token)) return notFound(reply);
    noStore(reply);
    const [at, id] = (request.query.after ?? '0:0').split(':').map(Number) as [number, number];
    // The drop link's path, for the QR code in the wall's corner (the wall adds its own origin).
    const dropPath = PHOTO_PATHS.drop.replace(':token', links.dropToken());
    if (!shownPhotosVisible(options.rules(), now())) return { items: [], cursor: `${at}:${id}`, dropPath };
    const rows = photos.shownSince({ at, id }, WALL_PAGE_SIZE);
    const last = rows.at(-1);
    return { items: rows.map((photo) => ({ ...galleryItem(photo, timeZone(), []), by: null })), cursor: last ? `${last.shownAt}:${last.id}` : `${at}:${id}`, dropPath };
  });
}

export default fp(photoRoutes, { name: 'photo-routes', dependencies: [AUTHENTICATION], encapsulate: true });
