/**
 * The files a guest is sending, one after the other, through the tus protocol (tus-js-client; the server's
 * endpoint is PHOTOS_API.uploads): each in chunks of CHUNK_BYTES, so no proxy's body limit refuses one and a lost
 * connection costs at most a chunk. An upload's address is stored under the file's fingerprint (its name, size,
 * date and the endpoint) in localStorage, so after a reload, a crash or a locked screen choosing the same file
 * again carries on from the server's offset instead of sending it all again. A lost connection is waited out: the
 * sending goes on once the browser is back online or the page is shown again, for as long as the page is open.
 * The queue lives as long as the page: moving to the gallery and back keeps it going.
 */
import type { DetailedError, Upload as TusUpload } from 'tus-js-client';
import { PHOTOS_API, type PhotoLimits } from '#common/photos-api';
import { sendPoster } from './photos-calls';
import { posterFrame } from './poster-frame';
import { keepScreenAwake } from './screen-awake';
import { loadTus } from './tus-client';
import { isVideo, problemBeforeSending, problemOfRefusal, type SendingFile, type UploadProblem } from './upload-rules';

const CHUNK_BYTES = 5 * 1024 * 1024;
/** tus's own retries for one request: quick at first, then spaced, before the queue waits for the connection. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 6_000];
/** After those, a connection still lost is tried again this often while the browser says it is online. */
const WAIT_ONLINE_MS = 10_000;

export interface QueuedFile extends SendingFile {
  key: number;
  name: string;
  problem: UploadProblem | null;
  /** The photo's id once the server has it (header Photo-Id of the last answer). */
  photoId: number | null;
}

export interface QueueSnapshot {
  files: readonly QueuedFile[];
  /** No connection: the sending waits for it. */
  offline: boolean;
}

type Listener = () => void;

let snapshot: QueueSnapshot = { files: [], offline: false };
const listeners = new Set<Listener>();
const waiting: Array<{ key: number; file: File; name: string | null }> = [];
let running = false;
let nextKey = 1;
let onFileSent: ((file: QueuedFile) => void) | null = null;

function update(key: number, change: Partial<QueuedFile>): void {
  snapshot = { ...snapshot, files: snapshot.files.map((file) => (file.key === key ? { ...file, ...change } : file)) };
  for (const listener of listeners) listener();
}

function setOffline(offline: boolean): void {
  if (snapshot.offline === offline) return;
  snapshot = { ...snapshot, offline };
  for (const listener of listeners) listener();
}

export const uploadQueue = {
  snapshot: (): QueueSnapshot => snapshot,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called after each file the server has in full (the page then reads the guest's own uploads again). */
  onSent(listener: ((file: QueuedFile) => void) | null): void {
    onFileSent = listener;
  },
  /** Queues the chosen files; those that cannot go (their type, their size) get their line at once. */
  add(files: readonly File[], limits: PhotoLimits, name: string | null): void {
    const added: QueuedFile[] = [];
    for (const file of files) {
      const key = nextKey++;
      const problem = problemBeforeSending(file, limits);
      added.push({ key, name: file.name, size: file.size, sent: 0, state: problem ? 'refused' : 'waiting', problem, photoId: null });
      if (!problem) waiting.push({ key, file, name });
    }
    snapshot = { ...snapshot, files: [...snapshot.files, ...added] };
    for (const listener of listeners) listener();
    if (!running) void sendAll();
  },
};

/** The files a reload or a closed tab left half sent (their names), from tus's stored fingerprints. */
export async function unfinishedUploads(): Promise<string[]> {
  try {
    const { defaultOptions } = await loadTus();
    const stored = await defaultOptions.urlStorage.findAllUploads();
    return [...new Set(stored.map((upload) => upload.metadata.filename).filter((name): name is string => typeof name === 'string'))];
  } catch {
    return [];
  }
}

async function sendAll(): Promise<void> {
  running = true;
  const release = keepScreenAwake();
  try {
    for (let next = waiting.shift(); next; next = waiting.shift()) await sendOne(next.key, next.file, next.name);
  } finally {
    release();
    running = false;
  }
}

/** Resolves once the connection may be back: the browser says it is online, the page is shown again, or a while has passed. */
function connectionMayBeBack(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(timer);
      resolve();
    };
    const onVisible = () => document.visibilityState === 'visible' && done();
    window.addEventListener('online', done);
    document.addEventListener('visibilitychange', onVisible);
    const timer = navigator.onLine ? setTimeout(done, WAIT_ONLINE_MS) : undefined;
  });
}

function refusalOf(error: Error | DetailedError): UploadProblem | null {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return null;
  return problemOfRefusal(response.getStatus(), response.getBody() ?? '');
}

async function sendOne(key: number, file: File, name: string | null): Promise<void> {
  update(key, { state: 'sending' });
  let Upload: typeof TusUpload;
  try {
    ({ Upload } = await loadTus());
  } catch {
    // The client itself could not come: the file is kept waiting for the connection, as a lost chunk would be.
    setOffline(true);
    await connectionMayBeBack();
    return sendOne(key, file, name);
  }
  return new Promise((resolve) => {
    let photoId: number | null = null;
    const upload = new Upload(file, {
      endpoint: PHOTOS_API.uploads,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: {
        filename: file.name,
        filetype: file.type,
        lastModified: String(file.lastModified),
        ...(name ? { name } : {}),
      },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent) => {
        setOffline(false);
        update(key, { sent });
      },
      onAfterResponse: (_request, response) => {
        const id = response.getHeader('Photo-Id');
        if (id) photoId = Number(id);
      },
      // A refusal with a reason is final; no answer, or a busy server, is worth the next try.
      // Offline, the retries would fail at once: the queue waits for the browser's online event instead.
      onShouldRetry: (error) => navigator.onLine && refusalOf(error) === null,
      onError: (error) => {
        const problem = refusalOf(error);
        if (problem) {
          update(key, { state: 'refused', problem });
          resolve();
          return;
        }
        // The connection is gone for longer than tus's retries: wait for it, then carry on from the server's offset.
        setOffline(true);
        void connectionMayBeBack().then(() => start());
      },
      onSuccess: () => {
        setOffline(false);
        update(key, { state: 'done', sent: file.size, photoId });
        const sent = snapshot.files.find((queued) => queued.key === key);
        if (sent) onFileSent?.(sent);
        if (photoId !== null && isVideo(file)) void posterOf(photoId, file);
        resolve();
      },
    });
    const start = () =>
      void upload.findPreviousUploads().then(
        (previous) => {
          if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
          upload.start();
        },
        () => upload.start(),
      );
    start();
  });
}

async function posterOf(photoId: number, file: File): Promise<void> {
  const jpeg = await posterFrame(file);
  if (jpeg) await sendPoster(photoId, jpeg);
}
