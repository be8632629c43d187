/**
 * The couple's uploads (issue 13): ten phone-sized photos (12 MP JPEGs, as a phone takes them) replace the
 * carousel's, timed from the request to the answer and to the photo being ready for guests; an iPhone HEIC and a
 * 48 MP one; and a 100 MB video, with the server's peak memory before and after it (an upload streams to disk,
 * never held whole). While the photos are processed (issue 18), a guest opens /login every 100 ms, and the memory
 * of the server and of its image process is sampled. Before them (issue 26), a progressive CMYK JPEG of 14,490 ×
 * 14,490 pixels, which took the image process to 1.8 GB, and the largest progressive JPEG the server accepts, with
 * the image process's peak memory for each.
 * The Lighthouse runs that follow are made on these uploaded photos.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { CONTENT_API, type AdminContent, type AdminPhoto } from '#common/site-content';
import { MAX_PIXELS_DECODED_WHOLE } from '../server/content/image-size';
import { flatProgressiveJpeg } from '../server/content/testing/huge-images';
import { REPO_ROOT } from '../server/paths';
import { probeGuestLatency, type Latency } from './guest-latency';
import { sampleMemory, type MemoryPeaks } from './process-memory';
import { median, round } from './stats';
import { signInAsCouple } from './session';

export interface UploadResult {
  photos: number;
  /** The uploaded JPEGs: pixels and average size. */
  photoPixels: string;
  photoMb: number;
  /** From the start of the request to the 202, and to the photo ready for guests (median and slowest). */
  answerMs: number;
  readyMedianMs: number;
  readyMaxMs: number;
  heicReadyMs: number;
  /** An iPhone's 48 MP HEIC (8064 × 6048), ready for guests. */
  heic48ReadyMs: number;
  /** Progressive JPEGs, in CMYK (decoded whole): the image process's peak memory while each was uploaded, MB. */
  progressive: {
    /** The review's 14,490 × 14,490 pixels: the answer's status (422, refused from the header). */
    refused: { pixels: string; status: number; imageProcessMb: number | null };
    /** The largest accepted (MAX_PIXELS_DECODED_WHOLE), ready for guests. */
    largest: { pixels: string; readyMs: number; imageProcessMb: number | null };
  };
  /** A guest's /login while the photos were processed. */
  guestsMeanwhile: Latency;
  /** Peak resident memory while the photos were processed: the server, its image process, both together. */
  memoryMeanwhile: MemoryPeaks | null;
  videoMb: number;
  videoMs: number;
  /** The server's peak resident memory (VmHWM) before and after the video upload. */
  peakRssBeforeMb: number | null;
  peakRssAfterMb: number | null;
}

const PHONE = { width: 4032, height: 3024 };
const VIDEO_MB = 100;

function peakRssMb(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? round(kb / 1024, 1) : null;
  } catch {
    return null;
  }
}

function form(file: Buffer, name: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([file as Uint8Array<ArrayBuffer>], { type }), name);
  return body;
}

export async function measureUploads(baseUrl: string, adminPassword: string, serverPid: number | undefined): Promise<UploadResult> {
  const cookie = (await signInAsCouple(baseUrl, adminPassword)).cookie;
  const get = async <T>(url: string) => (await (await fetch(`${baseUrl}${url}`, { headers: { cookie } })).json()) as T;

  /** Sends one file to `url`; resolves with the answer's time and, for a photo, the time until it is ready. */
  async function send(url: string, file: Buffer, name: string, type: string, photoId?: number) {
    const start = performance.now();
    const response = await fetch(`${baseUrl}${url}`, { method: 'POST', headers: { cookie }, body: form(file, name, type) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`Uploading ${name} failed: HTTP ${response.status}`);
    const answered = performance.now() - start;
    if (photoId === undefined) return { answered, ready: answered };
    for (;;) {
      const photo = await get<AdminPhoto>(CONTENT_API.photo(photoId));
      if (photo.status === 'failed') throw new Error(`${name} could not be processed`);
      if (photo.status === 'ready') return { answered, ready: performance.now() - start };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const { photos } = await get<AdminContent>(CONTENT_API.content);
  const lastPhoto = CONTENT_API.photoFile(photos.at(-1)!.id);
  /** The image process's peak memory while `work` runs (a second sampler: the one below starts after this). */
  const imageProcessPeak = async <T>(work: () => Promise<T>) => {
    const sampler = sampleMemory(serverPid);
    const result = await work();
    return { result, imageProcessMb: sampler.stop()?.childMb ?? null };
  };
  const refusedSide = 14_490;
  const refused = await imageProcessPeak(async () => {
    const response = await fetch(`${baseUrl}${lastPhoto}`, { method: 'POST', headers: { cookie }, body: form(flatProgressiveJpeg(refusedSide, refusedSide, 4), 'print.jpg', 'image/jpeg') });
    await response.arrayBuffer();
    return response.status;
  });
  // The largest accepted: 4:3, just within the limit.
  const largestWidth = Math.floor(Math.sqrt((MAX_PIXELS_DECODED_WHOLE * 4) / 3));
  const largestHeight = Math.floor(MAX_PIXELS_DECODED_WHOLE / largestWidth);
  const largest = await imageProcessPeak(() => send(lastPhoto, flatProgressiveJpeg(largestWidth, largestHeight, 4), 'export.jpg', 'image/jpeg', photos.at(-1)!.id));
  const progressive = {
    refused: { pixels: `${refusedSide} × ${refusedSide}`, status: refused.result, imageProcessMb: refused.imageProcessMb },
    largest: { pixels: `${largestWidth} × ${largestHeight}`, readyMs: round(largest.result.ready), imageProcessMb: largest.imageProcessMb },
  };

  const guests = probeGuestLatency(`${baseUrl}/login`);
  const memory = sampleMemory(serverPid);
  const heic = fs.readFileSync(path.join(REPO_ROOT, 'server/content/fixtures/phone-photo.heic'));
  const heicReadyMs = round((await send(lastPhoto, heic, 'IMG_0001.HEIC', 'image/heic', photos.at(-1)!.id)).ready);
  const heic48 = fs.readFileSync(path.join(REPO_ROOT, 'server/content/fixtures/phone-48mp.heic'));
  const heic48ReadyMs = round((await send(lastPhoto, heic48, 'IMG_0002.HEIC', 'image/heic', photos.at(-1)!.id)).ready);

  const answers: number[] = [];
  const ready: number[] = [];
  let bytes = 0;
  for (const [index, photo] of photos.entries()) {
    const source = path.join(REPO_ROOT, 'content/photos', `${String(index + 1).padStart(2, '0')}.jpg`);
    const jpeg = await sharp(source).resize(PHONE.width, PHONE.height, { fit: 'cover' }).jpeg({ quality: 92 }).toBuffer();
    bytes += jpeg.length;
    const times = await send(CONTENT_API.photoFile(photo.id), jpeg, `IMG_${1000 + index}.JPG`, 'image/jpeg', photo.id);
    answers.push(times.answered);
    ready.push(times.ready);
  }
  const memoryMeanwhile = memory.stop();
  const guestsMeanwhile = await guests.stop();

  const demo = fs.readFileSync(path.join(REPO_ROOT, 'content/video/save-the-date.mp4'));
  // The demo film padded to 100 MB with a top-level `free` box: still a valid MP4 (the server parses a video to its
  // last byte and refuses trailing bytes that belong to no box).
  const padding = Buffer.alloc(VIDEO_MB * 1024 * 1024 - demo.length, 0);
  padding.writeUInt32BE(padding.length, 0);
  padding.write('free', 4, 'latin1');
  const video = Buffer.concat([demo, padding]);
  const peakRssBeforeMb = peakRssMb(serverPid);
  const videoMs = round((await send(CONTENT_API.video, video, 'film.mp4', 'video/mp4')).answered);
  const peakRssAfterMb = peakRssMb(serverPid);
  // The demo film again, so the pages audited next carry the same video as before.
  await send(CONTENT_API.video, demo, 'save-the-date.mp4', 'video/mp4');

  return {
    photos: photos.length,
    photoPixels: `${PHONE.width} × ${PHONE.height}`,
    photoMb: round(bytes / photos.length / 1024 / 1024, 1),
    answerMs: round(median(answers)),
    readyMedianMs: round(median(ready)),
    readyMaxMs: round(Math.max(...ready)),
    heicReadyMs,
    heic48ReadyMs,
    progressive,
    guestsMeanwhile,
    memoryMeanwhile,
    videoMb: VIDEO_MB,
    videoMs,
    peakRssBeforeMb,
    peakRssAfterMb,
  };
}
