import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Socket } from 'node:net';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentProblemCode } from '#common/api-problems';
import { LOCALES } from '#common/locales';
import { altUpdateSchema, CONTENT_API, MAX_PHOTOS, orderSchema, type LocaleTexts } from '#common/site-content';
import type { ContentStore } from '../content/content-store';
import { sniffImage } from '../content/image-kind';
import { checkAlt } from '../content/text-rules';
import { fileHash, fileHashStreamed, installMedia, type MediaDirs } from '../content/media-files';
import type { ImageJobs, Verdict } from '../content/image-jobs';
import { imageSize, pixelLimitExceeded } from '../content/image-size';
import { receiveFile, type Received } from '../content/uploads';
import { checkAndStripVideo } from '../content/video/strip-video-metadata';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { badRequest, invalid, notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';

export interface UploadLimits {
  /** A photo or the poster (MAX_UPLOAD_MB). */
  imageBytes: number;
  /** The video (MAX_VIDEO_MB). */
  videoBytes: number;
}

export interface MediaRoutesOptions {
  content: ContentStore;
  dirs: MediaDirs;
  jobs: ImageJobs;
  limits: UploadLimits;
}

const fileProblem = (reply: FastifyReply, code: ContentProblemCode) => invalid(reply, [{ field: 'file', code }]);

/** How long a connection whose upload was cut off stays open after its answer, for the browser to read it. */
const LINGER_MS = 2_000;

/**
 * Closes the connection of an upload that was cut off gently. Node closes it right after the answer, with the rest
 * of the upload still arriving; the system then resets the connection, and a reset can discard the answer before
 * the browser has read it, so the couple saw "the server cannot be reached" instead of "at most 2 MB" (the
 * 1 GB test failed so about once in fifteen runs). Instead the answer ends with the server's half of the connection
 * closed, and the connection stays open for LINGER_MS, time for the browser to read the answer. The server does not
 * read on meanwhile: the request stopped being read at the limit, what still arrives fills the buffers and then
 * waits, so the upload stops there. (Reading on into nothing was tried: the HTTP parser, which owns the socket's
 * reading, does not start again once the answer is sent.)
 */
function lingerAfterAnswer(reply: FastifyReply): void {
  const socket = reply.raw.socket as (Socket & { destroySoon?: () => void }) | null;
  if (!socket || typeof socket.destroySoon !== 'function') return; // app.inject()'s stand-in has no connection
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
  };
}

/** An upload that did not arrive whole. What was not read of it is not read: the connection closes after the answer. */
function uploadProblem(reply: FastifyReply, problem: Extract<Received, { problem: string }>['problem'], maxBytes: number) {
  if (problem === 'no-file') return badRequest(reply);
  reply.header('connection', 'close');
  lingerAfterAnswer(reply);
  // The limit in MB, for "at most … MB".
  return problem === 'too-large' ? invalid(reply, [{ field: 'file', code: 'too-large', value: String(Math.floor(maxBytes / 2 ** 20)) }]) : badRequest(reply);
}
const emptyAlt = () => Object.fromEntries(LOCALES.map((l) => [l, ''])) as LocaleTexts;

/**
 * The photos (upload, replace, order, alt texts, remove) and the video and its poster. An upload that is not an
 * image (or video), is damaged, or is too large gets a clear answer and changes nothing.
 */
export async function mediaRoutes(app: SchemaCheckedApp, { content, dirs, jobs, limits }: MediaRoutesOptions) {
  await app.register(fastifyMultipart);
  const publicPhoto = (id: number) => {
    const photo = content.photo(id);
    if (!photo) return undefined;
    const { files: _files, ...rest } = photo;
    return rest;
  };

  /**
   * Receives an image upload and checks what it is and how many pixels it holds (from its header, before anything
   * is decoded); or answers why not (and keeps nothing).
   */
  async function receiveImage(request: FastifyRequest, reply: FastifyReply) {
    const received: Received = await receiveFile(request, dirs.uploads, limits.imageBytes);
    if ('problem' in received) return { reply: uploadProblem(reply, received.problem, limits.imageBytes) };
    const kind = sniffImage(received.head);
    const size = kind && (await imageSize(received.file, kind));
    const overLimit = size && !('problem' in size) ? pixelLimitExceeded(kind!, size) : undefined;
    if (!kind || !size || 'problem' in size || overLimit) {
      fs.rmSync(received.file, { force: true });
      if (overLimit) {
        // The limit in megapixels, for "at most … megapixels".
        return { reply: invalid(reply, [{ field: 'file', code: overLimit.code, value: String(Math.floor(overLimit.maxPixels / 1_000_000)) }]) };
      }
      return { reply: fileProblem(reply, !kind || !size ? 'not-an-image' : 'damaged') };
    }
    return { file: received.file, kind };
  }

  /** A photo's upload is answered once its image decoded: 202 while the renditions are made, or 422 damaged. */
  const answerPhoto = (reply: FastifyReply, id: number, verdict: Verdict) =>
    verdict === 'decoded' ? reply.code(202).send(publicPhoto(id)) : fileProblem(reply, 'damaged');

  app.post(CONTENT_API.photos, async (request, reply) => {
    // Checked again when the photo is added: this one only spares the couple an upload that cannot be kept.
    if (content.photos().length >= MAX_PHOTOS) return fileProblem(reply, 'too-many-photos');
    const image = await receiveImage(request, reply);
    if ('reply' in image) return image.reply;
    const id = content.addPhoto(emptyAlt(), MAX_PHOTOS);
    if (id === undefined) {
      fs.rmSync(image.file, { force: true });
      return fileProblem(reply, 'too-many-photos');
    }
    const verdict = await jobs.photo(id, image.file, image.kind);
    if (verdict === 'damaged') content.removePhoto(id);
    return answerPhoto(reply, id, verdict);
  });

  app.get(CONTENT_API.photo.pattern, { schema: { params: idParams } }, async (request, reply) => publicPhoto(request.params.id) ?? notFound(reply));

  app.post(CONTENT_API.photoFile.pattern, { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    if (!content.photo(id)) return notFound(reply);
    const image = await receiveImage(request, reply);
    if ('reply' in image) return image.reply;
    // The photo's current image stays on the site until the new one is ready.
    return answerPhoto(reply, id, await jobs.photo(id, image.file, image.kind));
  });

  app.put(CONTENT_API.photoAlt.pattern, { bodyLimit: 64 * 1024, schema: { params: idParams, body: altUpdateSchema } }, async (request, reply) => {
    const cleaned = checkAlt(request.body.alt);
    if ('problems' in cleaned) return invalid(reply, cleaned.problems);
    const result = content.updatePhotoAlt(request.params.id, cleaned.alt, request.body.revision);
    if ('saved' in result) return result.saved;
    if ('conflict' in result) return reply.code(409).send({ error: 'Conflict', current: result.conflict });
    return notFound(reply);
  });

  app.put(CONTENT_API.photoOrder, { bodyLimit: 16 * 1024, schema: { body: orderSchema } }, async (request, reply) => {
    const ordered = content.orderPhotos(request.body.ids);
    const photos = content.photos().map(({ files: _files, ...photo }) => photo);
    return ordered ? photos : reply.code(409).send({ error: 'Conflict', current: photos });
  });

  app.delete(CONTENT_API.photo.pattern, { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
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
    // Checked to its last byte, and stripped of where it was filmed, the phone and the dates, before it is installed.
    const kind = await checkAndStripVideo(received.file).catch((error: unknown) => {
      fs.rmSync(received.file, { force: true });
      throw error;
    });
    if (!kind) {
      fs.rmSync(received.file, { force: true });
      return fileProblem(reply, 'not-a-video');
    }
    // Named by what guests will receive: the upload's own hash would say something of what was stripped.
    const name = `video-${await fileHashStreamed(received.file)}.${kind.ext}`;
    installMedia(content, dirs, 'video', received.file, name, kind.type);
    return reply.code(200).send({ src: `/media/${name}`, type: kind.type });
  });

  app.post(CONTENT_API.poster, async (request, reply) => {
    const image = await receiveImage(request, reply);
    if ('reply' in image) return image.reply;
    const temporary = path.join(dirs.uploads, `poster-${crypto.randomBytes(8).toString('hex')}.jpg`);
    try {
      const outcome = await jobs.poster(image.file, image.kind, temporary);
      if (outcome === 'damaged') return fileProblem(reply, 'damaged');
      if (outcome === 'failed') throw new Error('the poster could not be made');
      const name = `poster-${fileHash(temporary)}.jpg`;
      installMedia(content, dirs, 'poster', temporary, name, 'image/jpeg');
      return reply.code(200).send({ poster: `/media/${name}` });
    } finally {
      fs.rmSync(temporary, { force: true });
      fs.rmSync(image.file, { force: true });
    }
  });
}
