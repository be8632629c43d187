/**
 * Uploaded images are decoded and encoded one at a time, the guests' photos included (image-queue.ts), each in a
 * process of its own (image-worker.ts) that exits
 * when done: the server's event loop keeps answering guests meanwhile, the process runs at a lower priority than
 * the server, and the memory a phone's photo takes while decoding goes back to the system. A photo's upload is
 * answered once its image has decoded (a damaged file is refused at once); the renditions follow in the background,
 * the dashboard follows the progress, and guests see the photo once every file is written.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentStore } from './content-store';
import type { ImageKind } from './image-kind';
import type { ImageQueue } from './image-queue';
import type { ImageTask, ImageTaskMessage } from './image-task';
import type { MediaDirs } from './media-files';

/** How an uploaded photo's files are named (`photo-<id>-<width>-<hash>.<ext>`): the demo's keep the build's names. */
export const UPLOADED_PHOTO_PREFIX = 'photo-';

/** An image that takes longer than this is given up (a decoder caught in a loop): the photo is marked failed. */
const TASK_TIME_LIMIT_MS = 10 * 60_000;

/**
 * Where a test run keeps its bundle of the worker (test-support/image-worker-bundle.ts), read from the sources only:
 * the compiled server always starts the worker beside it.
 */
export const IMAGE_WORKER_BUNDLE_ENV = 'STD_TEST_IMAGE_WORKER';

/**
 * The worker next to this module: compiled, the server is dist/server/main.js and the worker dist/server/
 * image-worker.js (scripts/build-server.ts); from the sources, the test run's bundle of it when there is one, else
 * (`npm run dev`, a test file run by other means) the .ts file through tsx.
 */
function workerCommand(): { entry: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.js')) return { entry: path.join(path.dirname(here), 'image-worker.js'), execArgv: [] };
  const bundled = process.env[IMAGE_WORKER_BUNDLE_ENV];
  return bundled ? { entry: bundled, execArgv: [] } : { entry: path.join(path.dirname(here), 'image-worker.ts'), execArgv: ['--import', 'tsx'] };
}

export type Verdict = 'decoded' | 'damaged';

/**
 * How much the image process gives way to the server (a nice value): guests' requests come first, the image waits
 * for a free core. At 10, behind a process that keeps a core busy it gets about a tenth of that core, which is right
 * beside a server answering guests. In a test run, though, the browsers, the runners and the test servers are all
 * such processes: beside two busy loops a test's JPEG took 4.6 s instead of 0.8 and a HEIC 6.7 s instead of 1.2
 * (issue 40), and the tests waiting for them failed. The test runs set 0 through IMAGE_PRIORITY_ENV.
 */
export const IMAGE_PRIORITY_ENV = 'STD_TEST_IMAGE_PRIORITY';
const IMAGE_PRIORITY = 10;

/** The nice value image processes run at: 10, or a test run's own (0 to 19) from IMAGE_PRIORITY_ENV. */
export function imagePriority(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env[IMAGE_PRIORITY_ENV] ?? '';
  return /^\d{1,2}$/.test(asked) && Number(asked) <= 19 ? Number(asked) : IMAGE_PRIORITY;
}

/** A new image process, at the image priority; it waits for its task on its IPC channel. Throws if it cannot start. */
export function forkImageProcess(): ChildProcess {
  const { entry, execArgv } = workerCommand();
  const child = fork(entry, [], { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced' });
  if (child.pid) {
    try {
      os.setPriority(child.pid, imagePriority());
    } catch {
      // Not allowed in some containers: the image then runs at the server's priority, still off its event loop.
    }
  }
  return child;
}

/** Runs one task in a new process; `onMessage` hears what it says. Resolves when the process has ended. */
export function runImageTask(task: ImageTask, onMessage: (message: ImageTaskMessage) => void, log: FastifyBaseLogger): Promise<void> {
  return new Promise((resolve) => {
    let child: ChildProcess;
    try {
      child = forkImageProcess();
    } catch (error) {
      log.error({ err: error }, 'the image process could not start');
      resolve();
      return;
    }
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), TASK_TIME_LIMIT_MS);
    child.on('message', (message: ImageTaskMessage) => onMessage(message));
    child.once('error', (error) => log.error({ err: error }, 'the image process failed'));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) log.error({ code, signal, stderr: stderr.trim() }, 'the image process stopped before it was done');
      resolve();
    });
    child.send(task);
  });
}

/** The couple's photos and posters; their image processes wait in `images`, the one queue the guests' photos use too. */
export function createImageJobs(content: ContentStore, dirs: MediaDirs, images: ImageQueue) {
  let queue = Promise.resolve();
  /** Runs `work` after every job before it; the queue goes on whatever the job does. */
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work, work);
  };

  function removeFiles(files: string[]): void {
    for (const file of files) fs.rmSync(path.join(dirs.photos, file), { force: true });
  }

  /** After a refused or failed image: a photo that had an image keeps showing it; a new one failed. */
  function settle(id: number): void {
    const photo = content.photo(id);
    if (photo) content.photoProgress(id, photo.image ? 'ready' : 'failed', photo.image ? 100 : 0);
  }

  return {
    /**
     * Queues the renditions of an uploaded image for photo `id` (new, or one being replaced; its current image stays
     * on the site until the new one is ready). Resolves once the image has decoded, or is found damaged; `upload` is
     * deleted when the job ends.
     */
    photo(id: number, upload: string, kind: ImageKind): Promise<Verdict> {
      // Processing from now on, as the answer to the upload says: the dashboard follows it until it is ready.
      content.photoProgress(id, 'processing', 0);
      return new Promise((resolveVerdict) => {
        enqueue(async () => {
          let verdict: Verdict | undefined;
          const written: string[] = [];
          let result: { image: NonNullable<Extract<ImageTaskMessage, { kind: 'done' }>['image']>; files: string[] } | undefined;
          const task: ImageTask = { task: 'photo', file: upload, kind, baseName: `${UPLOADED_PHOTO_PREFIX}${id}`, outDir: dirs.photos };
          await images.run(
            task,
            (message) => {
              // A decoded image is answered at once; a damaged one once its upload is gone (below).
              if (message.kind === 'decoded') resolveVerdict((verdict = 'decoded'));
              else if (message.kind === 'damaged') verdict = 'damaged';
              else if (message.kind === 'progress') {
                written.push(message.file);
                content.photoProgress(id, 'processing', Math.max(1, Math.round(message.done * 99)));
              }
              else if (message.image && message.files) result = { image: message.image, files: message.files };
            },
          );
          fs.rmSync(upload, { force: true });
          if (verdict !== 'decoded') resolveVerdict('damaged');
          if (!result) {
            removeFiles(written);
            settle(id);
            return;
          }
          if (!content.photo(id)) return removeFiles(result.files); // removed while it was being processed
          const replaced = content.photoReady(id, result.image, result.files);
          removeFiles(replaced.filter((file) => !result!.files.includes(file)));
        });
      });
    },
    /** The video's poster from an uploaded image, written to `outFile`; 'damaged' when it does not decode. */
    poster(upload: string, kind: ImageKind, outFile: string): Promise<Verdict | 'failed'> {
      return new Promise((resolve) => {
        enqueue(async () => {
          let outcome: Verdict | 'failed' = 'failed';
          await images.run({ task: 'poster', file: upload, kind, outFile }, (message) => {
            if (message.kind === 'damaged') outcome = 'damaged';
            else if (message.kind === 'done') outcome = 'decoded';
          });
          resolve(outcome);
        });
      });
    },
    /** Resolves once every queued image is done (tests, and a graceful close). */
    idle: () => queue,
    removeFiles,
  };
}

export type ImageJobs = ReturnType<typeof createImageJobs>;
