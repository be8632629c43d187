/**
 * What happens to an upload once its last byte is in: its bytes are hashed (the same bytes are kept once) and
 * sniffed (a photo or a video, whatever the phone called it), the original is moved into place byte for byte, and
 * the renditions others see are made one photo at a time, off the server's event loop: a photo's JPEGs in the image
 * process (content/image-worker.ts, HEIC too; in the one queue the couple's photos wait in, content/image-queue.ts), a video's copy with its metadata overwritten (content/video). Then the
 * photo waits for the couple, is shown, or has failed (a damaged file).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { RENDITION_SIZES, RENDITION_WIDTHS, type PhotoKind } from '#common/photos-api';
import { zonedInstant } from '#common/zoned-time';
import { sniffImage } from '../content/image-kind';
import type { ImageQueue } from '../content/image-queue';
import { imageSize, pixelLimitExceeded } from '../content/image-size';
import type { GuestPhotoRendered } from '../content/image-task';
import { checkAndStripVideo } from '../content/video/strip-video-metadata';
import { originalFile, removePhotoFiles, renditionFile, type PhotoDirs } from './photo-files';
import type { PhotoStore } from './photo-store';
import type { PhotoMode } from '#common/photos-api';
import { statusAfterProcessing } from './photo-settings';

const HEAD_BYTES = 64;
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** What a file is from its first bytes: a photo of a kind the image process decodes, a video, or neither. */
export function sniffUpload(head: Buffer): { kind: PhotoKind; type: string } | undefined {
  const image = sniffImage(head);
  if (image) return { kind: 'photo', type: image };
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return { kind: 'video', type: 'mp4' };
  if (head.subarray(0, 4).equals(EBML_MAGIC)) return { kind: 'video', type: 'webm' };
  return undefined;
}

/** A file's first bytes, read off the event loop: it runs for every chunk twenty phones send at once. */
export async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export interface Arrival {
  /** The finished upload's file (tus's), and its info file beside it. */
  file: string;
  infoFile: string;
  uploader: string;
  householdId: number | null;
  dropName: string | null;
  fileName: string;
  /** The file's date as the phone said (ms), the fallback for the photo's time. */
  lastModified: number | null;
}

export interface PhotoProcessingOptions {
  photos: PhotoStore;
  dirs: PhotoDirs;
  mode: () => PhotoMode;
  /** The venue's time zone, to read a camera's wall-clock time as an instant. */
  timeZone: () => string;
  now: () => number;
  /** The one queue of image processes, the couple's photos' too: one runs at a time (content/image-queue.ts). */
  images: ImageQueue;
  log: FastifyBaseLogger;
}

export function createPhotoProcessing({ photos, dirs, mode, timeZone, now, images, log }: PhotoProcessingOptions) {
  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work, work).catch((error: unknown) => log.error({ err: error }, 'a photo could not be processed'));
  };

  /** The camera's wall-clock time at the venue as an instant (the earlier of two on a night the clocks go back). */
  const instantOf = (local: string): number | null => {
    const zoned = zonedInstant(local.slice(0, 16), timeZone());
    const seconds = Number(local.slice(17, 19)) * 1000;
    if ('instant' in zoned) return zoned.instant + seconds;
    return zoned.problem === 'ambiguous' || zoned.problem === 'nonexistent' ? Date.parse(`${local}Z`) : null;
  };

  async function renderPhoto(id: number, type: string): Promise<{ width: number; height: number; takenAt: number | null } | undefined> {
    const original = originalFile(dirs, id, type);
    const kind = sniffImage(await readHead(original))!;
    const size = await imageSize(original, kind);
    if ('problem' in size || pixelLimitExceeded(kind, size)) return undefined;
    const outFiles = RENDITION_SIZES.map((rendition) => ({ file: renditionFile(dirs, id, rendition), width: RENDITION_WIDTHS[rendition] }));
    let rendered: GuestPhotoRendered | undefined;
    await images.run({ task: 'guest-photo', file: original, kind, outFiles }, (message) => {
      if (message.kind === 'done' && message.guestPhoto) rendered = message.guestPhoto;
    });
    if (!rendered) return undefined;
    return { width: rendered.width, height: rendered.height, takenAt: rendered.takenAt ? instantOf(rendered.takenAt) : null };
  }

  /** A video's copy for others: the original stays as it came, the copy's metadata is overwritten where it lies. */
  async function neutraliseVideo(id: number, type: string): Promise<boolean> {
    const copy = renditionFile(dirs, id, 'video', type);
    fs.copyFileSync(originalFile(dirs, id, type), copy);
    if (await checkAndStripVideo(copy)) return true;
    fs.rmSync(copy, { force: true });
    return false;
  }

  const renditionBytes = (id: number, type: string) =>
    (['small', 'medium', 'large', 'video'] as const).reduce((total, rendition) => {
      try {
        return total + fs.statSync(renditionFile(dirs, id, rendition, type)).size;
      } catch {
        return total;
      }
    }, 0);

  function process(id: number): void {
    enqueue(async () => {
      const photo = photos.photo(id);
      if (!photo) return;
      let outcome: { width: number; height: number; takenAt: number | null } | undefined;
      try {
        if (photo.kind === 'photo') outcome = await renderPhoto(id, photo.type);
        else outcome = (await neutraliseVideo(id, photo.type)) ? { width: 0, height: 0, takenAt: null } : undefined;
      } catch (error) {
        // Its original gone (a crash between its row and its file), or the disk refusing: failed, never 'processing' for ever.
        log.error({ err: error, photoId: id }, 'a photo could not be processed');
      }
      if (!photos.photo(id)) return removePhotoFiles(dirs, id, photo.type); // deleted meanwhile
      photos.processed(id, outcome ? { ...outcome, status: statusAfterProcessing(mode()), renditionBytes: renditionBytes(id, photo.type) } : { status: 'failed', width: 0, height: 0, renditionBytes: 0, takenAt: null }, now());
    });
  }

  return {
    /**
     * A finished upload: 'photo-type' when its bytes are no photo or video (the upload is removed), else the photo's
     * id, `existing` when the same bytes were kept already (the upload is removed, the earlier photo stays).
     */
    async arrived(arrival: Arrival): Promise<{ id: number; existing: boolean } | { problem: 'photo-type' }> {
      const removeUpload = () => {
        fs.rmSync(arrival.file, { force: true });
        fs.rmSync(arrival.infoFile, { force: true });
      };
      const sniffed = sniffUpload(await readHead(arrival.file));
      if (!sniffed) {
        removeUpload();
        return { problem: 'photo-type' };
      }
      const sha256 = await sha256Of(arrival.file);
      const bytes = fs.statSync(arrival.file).size;
      const added = photos.add({ sha256, uploader: arrival.uploader, householdId: arrival.householdId, dropName: arrival.dropName, kind: sniffed.kind, type: sniffed.type, fileName: arrival.fileName, bytes, takenAt: arrival.lastModified, uploadedAt: now() });
      if (added.existing) {
        removeUpload();
        return added;
      }
      fs.renameSync(arrival.file, originalFile(dirs, added.id, sniffed.type));
      fs.rmSync(arrival.infoFile, { force: true });
      process(added.id);
      return added;
    },
    /** At start: the photos a stopped server left 'processing' are processed again (their renditions made anew). */
    resume(): number {
      const left = photos.page(['processing'], null, Number.MAX_SAFE_INTEGER);
      for (const photo of left.reverse()) process(photo.id);
      return left.length;
    },
    /** Resolves once every photo queued so far is processed (tests, a graceful close). */
    idle: () => queue,
  };
}

export type PhotoProcessing = ReturnType<typeof createPhotoProcessing>;
