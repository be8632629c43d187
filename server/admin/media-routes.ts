import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ContentProblemCode } from '#common/api-problems';
import { LOCALES } from '#common/locales';
import { altUpdateSchema, CONTENT_API, MAX_PHOTOS, orderSchema, type LocaleTexts } from '#common/site-content';
import type { ContentStore } from '../content/content-store';
import { openImage, renderPoster, sniffImage } from '../content/image-processing';
import { fileHash, installMedia, type MediaDirs } from '../content/media-files';
import type { PhotoJobs } from '../content/photo-jobs';
import { receiveFile, sniffVideo, type Received } from '../content/uploads';
import { badRequest, invalid, notFound } from './admin-errors';
import { pathId } from './path-ids';

export interface UploadLimits {
  /** A photo or the poster (MAX_UPLOAD_MB). */
  imageBytes: number;
  /** The video (MAX_VIDEO_MB). */
  videoBytes: number;
}

export interface MediaRoutesOptions {
  content: ContentStore;
  dirs: MediaDirs;
  jobs: PhotoJobs;
  limits: UploadLimits;
}

const fileProblem = (reply: FastifyReply, code: ContentProblemCode) => invalid(reply, [{ field: 'file', code }]);
/** An upload that did not arrive whole. What was not read of it is not read: the connection closes after the answer. */
function uploadProblem(reply: FastifyReply, problem: Extract<Received, { problem: string }>['problem'], maxBytes: number) {
  if (problem === 'no-file') return badRequest(reply);
  reply.header('connection', 'close');
  // The limit in MB, for "at most … MB".
  return problem === 'too-large' ? invalid(reply, [{ field: 'file', code: 'too-large', value: String(Math.floor(maxBytes / 2 ** 20)) }]) : badRequest(reply);
}
const emptyAlt = () => Object.fromEntries(LOCALES.map((l) => [l, ''])) as LocaleTexts;

/**
 * The photos (upload, replace, order, alt texts, remove) and the video and its poster. An upload that is not an
 * image (or video), is damaged, or is too large gets a clear answer and changes nothing.
 */
export async function mediaRoutes(app: FastifyInstance, { content, dirs, jobs, limits }: MediaRoutesOptions) {
  await app.register(fastifyMultipart);
  const publicPhoto = (id: number) => {
    const photo = content.photo(id);
    if (!photo) return undefined;
    const { files: _files, ...rest } = photo;
    return rest;
  };

  /** Receives an image upload and checks it is one and is whole; or answers why not (and keeps nothing). */
  async function receiveImage(request: Parameters<typeof receiveFile>[0], reply: FastifyReply) {
    const received: Received = await receiveFile(request, dirs.uploads, limits.imageBytes);
    if ('problem' in received) return { reply: uploadProblem(reply, received.problem, limits.imageBytes) };
    const kind = sniffImage(received.head);
    if (!kind) {
      fs.rmSync(received.file, { force: true });
      return { reply: fileProblem(reply, 'not-an-image') };
    }
    try {
      return { file: received.file, open: await openImage(received.file, kind) };
    } catch {
      fs.rmSync(received.file, { force: true });
      return { reply: fileProblem(reply, 'damaged') };
    }
  }

  app.post(CONTENT_API.photos, async (request, reply) => {
    if (content.photos().length >= MAX_PHOTOS) return fileProblem(reply, 'too-many-photos');
    const image = await receiveImage(request, reply);
    if ('reply' in image) return image.reply;
    const id = content.addPhoto(emptyAlt());
    jobs.start(id, image.open, image.file);
    return reply.code(202).send(publicPhoto(id));
  });

  app.get(CONTENT_API.photo.pattern, async (request, reply) => publicPhoto(pathId(request)) ?? notFound(reply));

  app.post(CONTENT_API.photoFile.pattern, async (request, reply) => {
    const id = pathId(request);
    if (!content.photo(id)) return notFound(reply);
    const image = await receiveImage(request, reply);
    if ('reply' in image) return image.reply;
    // The photo's current image stays on the site until the new one is ready.
    jobs.start(id, image.open, image.file);
    return reply.code(202).send(publicPhoto(id));
  });

  app.put(CONTENT_API.photoAlt.pattern, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = altUpdateSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const alt = Object.fromEntries(LOCALES.map((l) => [l, body.data.alt[l].normalize('NFC').replace(/\s+/g, ' ').trim()])) as LocaleTexts;
    const result = content.updatePhotoAlt(pathId(request), alt, body.data.revision);
    if ('saved' in result) return result.saved;
    if ('conflict' in result) return reply.code(409).send({ error: 'Conflict', current: result.conflict });
    return notFound(reply);
  });

  app.put(CONTENT_API.photoOrder, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const body = orderSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const ordered = content.orderPhotos(body.data.ids);
    const photos = content.photos().map(({ files: _files, ...photo }) => photo);
    return ordered ? photos : reply.code(409).send({ error: 'Conflict', current: photos });
  });

  app.delete(CONTENT_API.photo.pattern, async (request, reply) => {
    const id = pathId(request);
    const photo = content.photo(id);
    if (!photo) return notFound(reply);
    // The carousel needs at least one photo: the last one with an image can be replaced, not removed.
    const shown = content.photos().filter((p) => p.image !== null);
    if (photo.image !== null && shown.length === 1) return fileProblem(reply, 'last-photo');
    jobs.removeFiles(content.removePhoto(id) ?? []);
    return reply.code(204).send();
  });

  app.post(CONTENT_API.video, async (request, reply) => {
    const received = await receiveFile(request, dirs.uploads, limits.videoBytes);
    if ('problem' in received) return uploadProblem(reply, received.problem, limits.videoBytes);
    const kind = sniffVideo(received.file, received.head);
    if (!kind) {
      fs.rmSync(received.file, { force: true });
      return fileProblem(reply, 'not-a-video');
    }
    const name = `video-${received.hash}.${kind.ext}`;
    installMedia(content, dirs, 'video', received.file, name, kind.type);
    return reply.code(200).send({ src: `/media/${name}`, type: kind.type });
  });

  app.post(CONTENT_API.poster, async (request, reply) => {
    const image = await receiveImage(request, reply);
    if ('reply' in image) return image.reply;
    const temporary = path.join(dirs.uploads, `poster-${crypto.randomBytes(8).toString('hex')}.jpg`);
    try {
      await renderPoster(image.open, temporary);
      const name = `poster-${fileHash(temporary)}.jpg`;
      installMedia(content, dirs, 'poster', temporary, name, 'image/jpeg');
      return reply.code(200).send({ poster: `/media/${name}` });
    } finally {
      fs.rmSync(temporary, { force: true });
      fs.rmSync(image.file, { force: true });
    }
  });
}
