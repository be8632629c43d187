/**
 * Uploads that cannot take the server down (issue 18): an image claiming more pixels than can be decoded safely is
 * refused from its header, and so is a progressive JPEG too large to be decoded whole (issue 26); a 48 MP iPhone photo is accepted, decoded in a process of its own (the server's memory
 * stays where it was), and answered even when that takes longer than the idle timeout; the ten-photo limit holds
 * when uploads arrive together.
 */
import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvalidAnswer } from '#common/api-problems';
import { CONTENT_API, MAX_PHOTOS, type AdminPhoto, type LocaleTexts } from '#common/site-content';
import { flatProgressiveJpeg, hugeHeic, hugeLosslessWebp } from '../content/testing/huge-images';
import { REPO_ROOT } from '../paths';
import { coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { multipartFile } from '../testing/multipart';

const fixture = (name: string) => fs.readFileSync(path.join(REPO_ROOT, 'server/content/fixtures', name));
const NO_ALT: LocaleTexts = { de: '', en: '', ro: '', ru: '', fr: '' };

let t: TestApp;
afterEach(async () => t?.close());

const upload = (client: TestClient, file: Buffer, name: string) => client.inject({ method: 'POST', url: CONTENT_API.photos, ...multipartFile(file, name, 'image/jpeg') });

async function processed(client: TestClient, id: number): Promise<AdminPhoto> {
  for (;;) {
    const photo = await client.get<AdminPhoto>(CONTENT_API.photo(id));
    if (photo.status !== 'processing') return photo;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('an image that claims too many pixels', () => {
  it('a 16,000-pixel-square HEIC and a 16,383-pixel-square WebP of a few bytes: refused from the header, nothing kept', async () => {
    const signedIn = await coupleAndGuest();
    t = signedIn.t;
    const before = t.stores.content.photos().length;
    for (const [name, bytes, limit] of [
      ['huge.heic', hugeHeic(fixture('phone-photo.heic')), '60'],
      ['huge.webp', await hugeLosslessWebp(), '210'],
    ] as const) {
      const response = await upload(signedIn.admin, bytes, name);
      expect(response.statusCode, name).toBe(422);
      expect((response.json() as InvalidAnswer).problems).toEqual([{ field: 'file', code: 'too-many-pixels', value: limit }]);
    }
    expect(t.stores.content.photos()).toHaveLength(before);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).toEqual([]);
  });
});

describe('a progressive JPEG', () => {
  it('of 14,490 × 14,490 pixels in CMYK (1.8 GB to decode, not shrunk while decoding): refused from its header, nothing kept', async () => {
    const signedIn = await coupleAndGuest();
    t = signedIn.t;
    const before = t.stores.content.photos().length;
    const response = await upload(signedIn.admin, flatProgressiveJpeg(14_490, 14_490, 4), 'poster-print.jpg');
    expect(response.statusCode).toBe(422);
    expect((response.json() as InvalidAnswer).problems).toEqual([{ field: 'file', code: 'progressive-too-many-pixels', value: '60' }]);
    expect(t.stores.content.photos()).toHaveLength(before);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).toEqual([]);
  });

  it('of a camera’s size is accepted and processed', async () => {
    const signedIn = await coupleAndGuest();
    t = signedIn.t;
    const file = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: 'teal' } }).jpeg({ progressive: true }).toBuffer();
    const response = await upload(signedIn.admin, file, 'export.jpg');
    expect(response.statusCode).toBe(202);
    expect((await processed(signedIn.admin, (response.json() as AdminPhoto).id)).status).toBe('ready');
  });
});

describe('a 48 MP iPhone photo', () => {
  it('is accepted over a real connection although decoding it outlasts the idle timeout, and the server’s memory stays put', { timeout: 120_000 }, async () => {
    const signedIn = await coupleAndGuest({ requestTimeoutMs: 1_000 });
    t = signedIn.t;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as net.AddressInfo).port;
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const form = new FormData();
      form.append('file', new Blob([fixture('phone-48mp.heic')], { type: 'image/heic' }), 'IMG_0001.HEIC');
      const started = Date.now();
      const response = await fetch(`http://127.0.0.1:${port}${CONTENT_API.photos}`, { method: 'POST', body: form, headers: { cookie: `admin=${signedIn.admin.cookies.admin}` } });
      // Decoding 48 MP of HEVC takes seconds: past the 1 s idle timeout, the answer still comes.
      expect(Date.now() - started).toBeGreaterThan(1_000);
      expect(response.status).toBe(202);
      const photo = await processed(signedIn.admin, ((await response.json()) as AdminPhoto).id);
      expect(photo.status).toBe('ready');
      expect(photo.image!.width).toBe(1600);
      expect(photo.image!.height).toBe(1200);
    } finally {
      clearInterval(sampler);
    }
    // Decoding it takes about 800 MB; in the image's own process, not the server's.
    expect((peak - baseline) / 2 ** 20).toBeLessThan(150);
  });
});

describe('the ten-photo limit', () => {
  it('holds when uploads arrive together: one place left, six uploads at once, one photo added', async () => {
    const signedIn = await coupleAndGuest();
    t = signedIn.t;
    while (t.stores.content.photos().length < MAX_PHOTOS - 1) t.stores.content.addPhoto(NO_ALT, MAX_PHOTOS);
    const file = await sharp({ create: { width: 64, height: 48, channels: 3, background: 'teal' } }).jpeg().toBuffer();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(signedIn.admin, file, `${i}.jpg`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect((refused.json() as InvalidAnswer).problems).toEqual([{ field: 'file', code: 'too-many-photos' }]);
    }
    expect(t.stores.content.photos()).toHaveLength(MAX_PHOTOS);
  });
});
