/**
 * The tus endpoint (PHOTOS_API.uploads, protocol 1.0.0, @tus/server with @tus/file-store in DATA_DIR/day-photos/
 * incoming): a phone sends a photo in small chunks that no proxy's body limit refuses and resumes after a lost
 * connection (HEAD for the offset, PATCH from it). Fastify checks everything a refusal needs first, answering in the
 * photos' problem style: who asks (a guest or a drop session, 401), from where (403 cross-site), when (403
 * photos-closed), how often (429), how much (413 per file, household, site, or the disk's floor), whose upload (404
 * for another's), what (415 once the first bytes are in); then the request is handed to tus untouched (its body
 * stream is never parsed: the content-type parser below leaves it for tus, and the reply is hijacked).
 */
import path from 'node:path';
import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type * as TusFileStore from '@tus/file-store';
import type { Server as TusServer, Upload } from '@tus/server';
import { PHOTOS_API } from '#common/photos-api';
import { AUTHENTICATION } from '../auth/authentication';
import { isCrossSiteRequest } from '../auth/cross-site';
import { allowSlowUpload } from '../http/body-deadline';
import type { PhotoBudget } from './photo-budget';
import { crossSite, problemBody, problemStatus, refuse, unauthorized, type PhotoProblem } from './photo-answers';
import type { PhotoDirs } from './photo-files';
import { readHead, sniffUpload, type PhotoProcessing } from './photo-processing';
import { readerOf, type PhotoReader } from './photo-reader';
import { addingOpen, type PhotoRules } from './photo-settings';
import type { PhotoStore } from './photo-store';

export interface UploadRouteOptions {
  photos: PhotoStore;
  dirs: PhotoDirs;
  rules: () => PhotoRules;
  processing: PhotoProcessing;
  /** The budget of requests per session and per address, shared with the photos' other writes (photo-routes.ts). */
  budget: PhotoBudget;
  /** The free bytes of DATA_DIR's disk now, and the floor the uploads never take it below. */
  freeDiskBytes: () => number;
  diskFloorBytes: number;
  now: () => number;
}

/** An upload not finished within this long is removed (its phone has given up), and no longer counts against a limit. */
const UNFINISHED_UPLOAD_MS = 3 * 86_400_000;
const NAME_MAX = 80;
/** The bytes sniffUpload needs to tell a photo or a video (an ISO box's type ends at the twelfth). */
const SNIFF_BYTES = 12;
const FILE_NAME_MAX = 200;

/**
 * tus's record of each upload (its size and metadata, a JSON file beside it), kept in memory too once read: tus reads
 * it again for every chunk, and twenty phones send twenty chunks a second. Written through to the file (an upload
 * resumes after a restart); forgotten when tus removes the upload, or when it has arrived (`forget`). Made with the
 * file store's module as loaded at the first upload (makeUploads).
 */
function rememberedConfigstore({ FileConfigstore }: typeof TusFileStore, directory: string) {
  class RememberedConfigstore extends FileConfigstore {
    private readonly known = new Map<string, Upload>();
    override async get(key: string): Promise<Upload | undefined> {
      const remembered = this.known.get(key);
      if (remembered) return remembered;
      const read = await super.get(key);
      if (read) this.known.set(key, read);
      return read;
    }
    override async set(key: string, value: Upload): Promise<void> {
      await super.set(key, value);
      this.known.set(key, value);
    }
    override async delete(key: string): Promise<void> {
      this.known.delete(key);
      await super.delete(key);
    }
    forget(key: string): void {
      this.known.delete(key);
    }
  }
  return new RememberedConfigstore(directory);
}

/** A name or file name as a phone sent it, without control characters, cut to its length. */
const cleanText = (value: string | null | undefined, max: number) => (value ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, max);

/** An upload begun and not finished: whose, how big, since when, and whether its first bytes were found a photo or video. */
interface InFlight {
  uploader: string;
  size: number;
  since: number;
  sniffed: boolean;
}

async function uploadRoutes(app: FastifyInstance, options: UploadRouteOptions) {
  const { photos, dirs, processing, now } = options;
  /** Uploads begun and not finished: whose, how big, since when (counted against the limits). */
  const inFlight = new Map<string, InFlight>();
  const readers = new WeakMap<object, PhotoReader>();
  const { budget } = options;

  const inFlightBytes = (uploader?: string) => {
    let total = 0;
    for (const [id, upload] of inFlight) {
      if (now() - upload.since > UNFINISHED_UPLOAD_MS) inFlight.delete(id);
      else if (uploader === undefined || upload.uploader === uploader) total += upload.size;
    }
    return total;
  };

  /**
   * The file store and tus, made at the first upload rather than with the app: the file store's constructor begins an
   * asynchronous mkdir and throws its failure from a callback, out of every handler's reach. The folder is made
   * before (ensurePhotoDirs), but an app whose folder went before that mkdir's turn (a test's, a restore's, while the
   * thread pool hashes passwords) would crash; an app that never takes an upload now starts none. Their modules too
   * are loaded then, not at every start of the server (about a tenth of a second of CPU).
   */
  let made: Promise<{ datastore: TusFileStore.FileStore; tus: TusServer }> | undefined;
  const uploads = () => (made ??= makeUploads());
  const makeUploads = async () => {
    const [fileStore, { Server: TusServer }] = await Promise.all([import('@tus/file-store'), import('@tus/server')]);
    const records = rememberedConfigstore(fileStore, dirs.incoming);
    const datastore = new fileStore.FileStore({ directory: dirs.incoming, configstore: records, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_MS });
    const tus = new TusServer({
      path: PHOTOS_API.uploads,
      datastore,
      relativeLocation: true,
      // Same site only (the requests of another are refused before tus): no Access-Control-Allow-Origin at all.
      allowedOrigins: [],
      exposedHeaders: ['Photo-Id'],
      maxSize: () => options.rules().limits.fileBytes,
      async onUploadCreate(request, upload) {
        const reader = readers.get(request.runtime!.node!.req)!;
        const given = upload.metadata ?? {};
        const lastModified = Number(given.lastModified);
        // Only what the server needs, set by the server: whose it is is never the phone's to say.
        const metadata: Record<string, string> = {
          uploader: reader.uploader,
          householdId: reader.householdId === null ? '' : String(reader.householdId),
          fileName: cleanText(given.filename, FILE_NAME_MAX) || 'photo',
          lastModified: Number.isSafeInteger(lastModified) && lastModified > 0 ? String(lastModified) : '',
          name: reader.drop ? cleanText(given.name, NAME_MAX) : '',
        };
        inFlight.set(upload.id, { uploader: reader.uploader, size: upload.size ?? 0, since: now(), sniffed: false });
        return { metadata };
      },
      async onUploadFinish(_request, upload) {
        inFlight.delete(upload.id);
        records.forget(upload.id);
        const meta = upload.metadata ?? {};
        const file = path.join(dirs.incoming, upload.id);
        const arrived = await processing.arrived({
          file,
          infoFile: `${file}.json`,
          uploader: meta.uploader!,
          householdId: meta.householdId ? Number(meta.householdId) : null,
          dropName: meta.name || null,
          fileName: meta.fileName || 'photo',
          lastModified: meta.lastModified ? Number(meta.lastModified) : null,
        });
        if ('problem' in arrived) throw { status_code: problemStatus(arrived.problem), body: JSON.stringify(problemBody(arrived.problem)) };
        return { headers: { 'Photo-Id': String(arrived.id) } };
      },
    });
    tus.on('POST_TERMINATE', (_request: unknown, _response: unknown, id: string) => inFlight.delete(id));
    return { datastore, tus };
  };
  const sweep = setInterval(() => void made?.then(({ tus }) => tus.cleanUpExpiredUploads()).catch(() => undefined), 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // tus reads the body itself: Fastify leaves it untouched.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  /** The limit a new upload of `length` bytes would pass, if any. */
  const limitPassed = (reader: PhotoReader, length: number): PhotoProblem | undefined => {
    const { limits } = options.rules();
    if (length > limits.fileBytes) return 'photo-too-large';
    if (photos.usedBy(reader.uploader) + inFlightBytes(reader.uploader) + length > limits.householdBytes) return 'household-full';
    if (photos.usedBySite() + inFlightBytes() + length > limits.siteBytes) return 'site-full';
    if (options.freeDiskBytes() - length < options.diskFloorBytes) return 'disk-full';
    return undefined;
  };

  /**
   * The upload a HEAD, PATCH or DELETE names, when it is the reader's: from memory for one begun since the server
   * started (no file read for each chunk), else from tus's record (an upload begun before a restart, or finished).
   */
  const ownUpload = async (id: string, reader: PhotoReader): Promise<InFlight | undefined> => {
    const known = inFlight.get(id);
    if (known) return known.uploader === reader.uploader ? known : undefined;
    const upload = await (await uploads()).datastore.getUpload(id).catch(() => undefined);
    if (!upload || upload.metadata?.uploader !== reader.uploader) return undefined;
    const found = { uploader: reader.uploader, size: upload.size ?? 0, since: now(), sniffed: false };
    if (upload.offset < found.size) inFlight.set(id, found);
    return found;
  };

  /** Whether an upload's first bytes, once in, are no photo or video; read once, not again for every chunk after. */
  const refusedType = async (id: string, upload: InFlight): Promise<boolean> => {
    if (upload.sniffed) return false;
    const head = await readHead(path.join(dirs.incoming, id)).catch(() => undefined);
    if (!head || head.length < SNIFF_BYTES) return false; // not in yet: the next chunk tells
    if (!sniffUpload(head)) return true;
    upload.sniffed = true;
    return false;
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS') {
      if (isCrossSiteRequest(request)) return crossSite(reply);
      const reader = readerOf(app, photos, request, now());
      if (!reader) return unauthorized(reply);
      if (!addingOpen(options.rules(), now())) return refuse(reply, 'photos-closed');
      if (budget.admit(reader.uploader, request.ip) > 0) return refuse(reply, 'too-many');
      const id = (request.params as { upload?: string }).upload;
      if (request.method === 'POST') {
        const length = Number(request.headers['upload-length']);
        if (!/^\d+$/.test(String(request.headers['upload-length'] ?? '')) || !Number.isSafeInteger(length)) return refuse(reply, 'upload-length');
        const passed = limitPassed(reader, length);
        if (passed) return refuse(reply, passed);
      } else if (id !== undefined) {
        const upload = await ownUpload(id, reader);
        if (!upload) return reply.code(404).send({ error: 'Not Found' });
        // The first bytes are in: what they are decides, whatever the phone called the file.
        if (request.method === 'PATCH' && (await refusedType(id, upload))) {
          await (await uploads()).datastore.remove(id).catch(() => undefined);
          inFlight.delete(id);
          return refuse(reply, 'photo-type');
        }
      }
      readers.set(request.raw, reader);
      // A guest's chunk on the venue's network may take longer than another body (http/body-deadline.ts).
      allowSlowUpload(request);
    }
    // The security headers set on the reply so far (security-headers.ts's onRequest) go with tus's answer too.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string | string[]);
    reply.hijack();
    reply.raw.setHeader('cache-control', 'no-store');
    try {
      await (await uploads()).tus.handle(request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'the tus endpoint failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
    }
  };
  app.all(PHOTOS_API.uploads, handle);
  app.all(`${PHOTOS_API.uploads}/:upload`, handle);
}

export default fp(uploadRoutes, { name: 'photo-upload-routes', dependencies: [AUTHENTICATION], encapsulate: true });
