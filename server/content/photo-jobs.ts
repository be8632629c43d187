/**
 * Photos are processed in the background, one at a time: the upload answers at once, the dashboard follows the
 * progress, and the guest site shows the photo (or the replaced one's new image) only once every file is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Sharp } from 'sharp';
import type { ContentStore } from './content-store';
import { renderPhoto } from './image-processing';
import type { MediaDirs } from './media-files';

export function createPhotoJobs(content: ContentStore, dirs: MediaDirs, log: FastifyBaseLogger) {
  let queue = Promise.resolve();

  async function process(id: number, open: () => Sharp, upload: string): Promise<void> {
    const written: string[] = [];
    try {
      content.photoProgress(id, 'processing', 1);
      const { image, files } = await renderPhoto(open, `photo-${id}`, dirs.photos, {
        onProgress: (done) => content.photoProgress(id, 'processing', Math.max(1, Math.round(done * 99))),
      });
      written.push(...files);
      if (!content.photo(id)) return removeFiles(files); // removed while it was being processed
      const replaced = content.photoReady(id, image, files);
      removeFiles(replaced.filter((file) => !files.includes(file)));
    } catch (error) {
      log.error({ err: error, photo: id }, 'a photo could not be processed');
      removeFiles(written);
      if (content.photo(id)) content.photoProgress(id, 'failed', 0);
    } finally {
      fs.rmSync(upload, { force: true });
    }
  }

  function removeFiles(files: string[]): void {
    for (const file of files) fs.rmSync(path.join(dirs.photos, file), { force: true });
  }

  return {
    /** Queues the processing of an uploaded image for photo `id`; `upload` is deleted when done. */
    start(id: number, open: () => Sharp, upload: string): void {
      // Processing from now on, as the answer to the upload says: the dashboard follows it until it is ready.
      content.photoProgress(id, 'processing', 0);
      queue = queue.then(() => process(id, open, upload));
    },
    /** Resolves once every queued photo is done (tests, and a graceful close). */
    idle: () => queue,
    removeFiles,
  };
}

export type PhotoJobs = ReturnType<typeof createPhotoJobs>;
