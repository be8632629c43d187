/**
 * The one queue every image process waits in: the couple's photos and posters (image-jobs.ts) and the guests' photos
 * and their videos' posters (photos/). An image process takes a core and, at 48 MP, about 800 MB: on the two-core
 * machine a wedding runs on, two at once would leave the server's event loop, and the guests signing in, one core
 * between them, and double the memory. So one image process runs at a time, whoever asked for it, in the order asked.
 */
import type { FastifyBaseLogger } from 'fastify';
import { runImageTask } from './image-jobs';
import type { ImageTask, ImageTaskMessage } from './image-task';

export type ImageTaskRunner = (task: ImageTask, onMessage: (message: ImageTaskMessage) => void, log: FastifyBaseLogger) => Promise<void>;

/** `runner` is the real image process but in the queue's own test. */
export function createImageQueue(log: FastifyBaseLogger, runner: ImageTaskRunner = runImageTask) {
  let queue = Promise.resolve();
  return {
    /** Runs `task` in an image process once every task asked before it has ended; resolves when it has ended. */
    run(task: ImageTask, onMessage: (message: ImageTaskMessage) => void): Promise<void> {
      const turn = queue.then(() => runner(task, onMessage, log));
      // The next task waits for this one whatever becomes of it.
      queue = turn.catch((error: unknown) => log.error({ err: error }, 'an image task failed'));
      return turn;
    },
    /** Resolves once every task asked so far has ended. */
    idle: () => queue,
  };
}

export type ImageQueue = ReturnType<typeof createImageQueue>;
