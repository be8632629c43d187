/**
 * The day's photos (issue 39): twenty phones each send a 20 MB photo at once over tus (1 MB chunks, as the upload
 * page sends them), while a guest opens /login every 100 ms (from a thread of its own: the phones keep this
 * process's event loop busy); then the photos are processed one at a time. Reported:
 * how long the uploads took, the guests' /login p50/p95 meanwhile, how long until every photo was ready, and the
 * peak memory of the server and of its image process (sampled from /proc).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { ADMIN_PHOTOS_API, type PhotoSettings } from '#common/admin-photos-api';
import { PHOTOS_API, type MyPhoto } from '#common/photos-api';
import { probeGuestLatencyApart, type Latency } from './guest-latency';
import { sampleMemory, type MemoryPeaks } from './process-memory';
import { signIn, signInAsCouple } from './session';
import { median, round } from './stats';

export const PHONES = 20;
const PHOTO_MB = 20;
const CHUNK = 1024 * 1024;

export interface PhotoUploadResult {
  phones: number;
  photoMb: number;
  /** From the first POST to the last 204, ms; each phone's own time (median, slowest). */
  allUploadedMs: number;
  phoneMedianMs: number;
  phoneMaxMs: number;
  /** Until every photo was processed (shown, in 'open' mode), from the first POST. */
  allReadyMs: number;
  /** A guest's /login while the phones sent their photos, and then while the photos were processed. */
  guestsWhileUploading: Latency;
  guestsWhileProcessing: Latency;
  memoryMeanwhile: MemoryPeaks | null;
  /** The machine's one-minute load average as the phones began and once every photo was ready: a shared machine's figures depend on it. */
  loadAverage: { atStart: number; atEnd: number };
}

/** A phone-like JPEG of about PHOTO_MB: noise at 6000 × 4000, quality 95. */
async function bigJpeg(): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

async function uploadOne(baseUrl: string, cookie: string, bytes: Buffer): Promise<number> {
  const tus = { 'tus-resumable': '1.0.0', cookie };
  const created = await fetch(`${baseUrl}${PHOTOS_API.uploads}`, { method: 'POST', headers: { ...tus, 'upload-length': String(bytes.length) } });
  await created.arrayBuffer();
  if (created.status !== 201) throw new Error(`tus POST: HTTP ${created.status}`);
  const location = `${baseUrl}${created.headers.get('location')!}`;
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    const chunk = bytes.subarray(offset, offset + CHUNK);
    const patched = await fetch(location, { method: 'PATCH', headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(chunk) });
    await patched.arrayBuffer();
    if (patched.status !== 204) throw new Error(`tus PATCH at ${offset}: HTTP ${patched.status}`);
    if (offset + CHUNK >= bytes.length) return Number(patched.headers.get('photo-id'));
  }
  throw new Error('no bytes sent');
}

export async function measurePhotoUploads(baseUrl: string, password: string, adminPassword: string, pid: number | undefined): Promise<PhotoUploadResult> {
  // Adding open now (the demo's wedding day may be long past), shown at once, room for every phone.
  const couple = await signInAsCouple(baseUrl, adminPassword);
  const settings = await couple.call<PhotoSettings>('GET', ADMIN_PHOTOS_API.settings);
  await couple.call('PUT', ADMIN_PHOTOS_API.settings, {
    mode: 'open',
    revealAt: null,
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    limits: { ...settings.limits, siteBytes: 50 * 1024 ** 3 },
    dropShowsGallery: false,
  });
  const base = await bigJpeg();
  // Each phone's own bytes (the same bytes are kept once): a different trailer after the JPEG's end.
  const photos = Array.from({ length: PHONES }, (_, phone) => Buffer.concat([base, Buffer.alloc(PHOTO_MB * 1024 * 1024 - base.length > 0 ? PHOTO_MB * 1024 * 1024 - base.length : 16, phone + 1)]));
  const cookies: string[] = [];
  for (let phone = 0; phone < PHONES; phone += 1) cookies.push(await signIn(baseUrl, password));

  const loadAtStart = os.loadavg()[0] ?? 0;
  const memory = sampleMemory(pid);
  const guests = probeGuestLatencyApart(`${baseUrl}/login`);
  const start = performance.now();
  const phoneTimes = await Promise.all(
    photos.map(async (bytes, phone) => {
      const began = performance.now();
      await uploadOne(baseUrl, cookies[phone]!, bytes);
      return performance.now() - began;
    }),
  );
  const allUploadedMs = performance.now() - start;
  const guestsWhileUploading = await guests.stop();
  const processingGuests = probeGuestLatencyApart(`${baseUrl}/login`);
  // Then every photo processed: each phone asks for its own until none is processing.
  for (;;) {
    const states = await Promise.all(cookies.map(async (cookie) => ((await (await fetch(`${baseUrl}${PHOTOS_API.mine}`, { headers: { cookie } })).json()) as MyPhoto[]).map((photo) => photo.status)));
    if (states.flat().every((status) => status !== 'processing')) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const allReadyMs = performance.now() - start;
  const guestsWhileProcessing = await processingGuests.stop();
  return {
    phones: PHONES,
    photoMb: round(photos[0]!.length / 1024 / 1024, 1),
    allUploadedMs: round(allUploadedMs),
    phoneMedianMs: round(median(phoneTimes)),
    phoneMaxMs: round(Math.max(...phoneTimes)),
    allReadyMs: round(allReadyMs),
    guestsWhileUploading,
    guestsWhileProcessing,
    memoryMeanwhile: memory.stop(),
    loadAverage: { atStart: round(loadAtStart, 2), atEnd: round(os.loadavg()[0] ?? 0, 2) },
  };
}
