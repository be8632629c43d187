/**
 * The couple's photos, video and poster (issue 13): uploads are checked by what they are, not by their names,
 * processed in the background, stripped of where they were taken, and shown to guests once ready; a bad upload
 * gets a clear answer and changes nothing.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvalidAnswer } from '#common/api-problems';
import { API_PATHS, type Content, type Site } from '#common/api';
import { CONTENT_API, MAX_PHOTOS, type AdminContent, type AdminPhoto } from '#common/site-content';
import { REPO_ROOT } from '../paths';
import { coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { multipartFile } from '../testing/multipart';

const FIXTURES = path.join(REPO_ROOT, 'server/content/fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const DEMO_VIDEO = fs.readFileSync(path.join(REPO_ROOT, 'content/video/save-the-date.mp4'));
const FRENCH_ALT = { de: 'Wir beide', en: 'The two of us', ro: 'Noi doi', ru: 'Мы вдвоём', fr: 'Nous deux' };

let t: TestApp;
afterEach(async () => t?.close());

async function couple(options: Parameters<typeof coupleAndGuest>[0] = {}) {
  const signedIn = await coupleAndGuest(options);
  t = signedIn.t;
  return signedIn;
}

const upload = (client: TestClient, url: string, file: Buffer, name: string, type = 'image/jpeg') =>
  client.inject({ method: 'POST', url, ...multipartFile(file, name, type) });

/** Waits for the background processing of a photo to end, as the dashboard's progress bar does. */
async function processed(client: TestClient, id: number): Promise<AdminPhoto> {
  for (;;) {
    const photo = await client.get<AdminPhoto>(CONTENT_API.photo(id));
    if (photo.status !== 'processing') return photo;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const uploadsLeft = () => fs.readdirSync(path.join(t.dataDir, 'uploads'));
const photoCount = async (client: TestClient) => (await client.get<AdminContent>(CONTENT_API.content)).photos.length;

describe('a new photo', () => {
  it('from a phone’s JPEG: upright, at every width in AVIF, WebP and JPEG, with no trace of where it was taken', async () => {
    const { admin, guest } = await couple();
    expect((await sharp(fixture('with-location.jpg')).metadata()).exif?.toString('latin1')).toContain('TestPhone');
    const accepted = await upload(admin, CONTENT_API.photos, fixture('with-location.jpg'), 'IMG_2041.jpg');
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ status: 'processing' });
    const photo = await processed(admin, (accepted.json() as AdminPhoto).id);
    expect(photo).toMatchObject({ status: 'ready', progress: 100 });
    // Stored 900 × 600 with "rotate 90°" in its EXIF: guests see it upright (at the widths up to its 600 pixels).
    expect(photo.image).toMatchObject({ width: 480, height: 720 });
    const files = [photo.image!.src, ...photo.image!.sources.flatMap((s) => s.srcset.split(', ').map((entry) => entry.split(' ')[0]!))];
    expect(photo.image!.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(files.length).toBe(3);
    for (const url of files) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.toString('latin1')).not.toContain('TestPhone');
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
    expect(files.every((url) => !url.includes('IMG_2041'))).toBe(true);
    // The guest site shows it (with its alt texts once written), last in the carousel.
    await admin.send('PUT', CONTENT_API.photoAlt(photo.id), { alt: FRENCH_ALT, revision: photo.revision });
    const site = (await t.app.inject({ method: 'GET', url: `${API_PATHS.site}?locale=fr` })).json() as Site;
    expect(site.photos.at(-1)).toMatchObject({ src: photo.image!.src, alt: 'Nous deux' });
    expect((await guest.get<Content>(API_PATHS.content)).weddingDate).toBeTruthy();
    expect(uploadsLeft()).toEqual([]);
  });

  it('from an iPhone’s HEIC, which sharp alone cannot read', async () => {
    const { admin } = await couple();
    const accepted = await upload(admin, CONTENT_API.photos, fixture('phone-photo.heic'), 'IMG_0001.HEIC', 'image/heic');
    expect(accepted.statusCode).toBe(202);
    const photo = await processed(admin, (accepted.json() as AdminPhoto).id);
    expect(photo).toMatchObject({ status: 'ready', image: { width: 800, height: 533 } });
    const jpeg = await t.app.inject({ method: 'GET', url: photo.image!.src });
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('a PNG and a WebP are photos too', async () => {
    const { admin } = await couple();
    for (const format of ['png', 'webp'] as const) {
      const file = await sharp(fixture('with-location.jpg')).resize(300)[format]().toBuffer();
      const accepted = await upload(admin, CONTENT_API.photos, file, `photo.${format}`, `image/${format}`);
      expect(accepted.statusCode).toBe(202);
      expect((await processed(admin, (accepted.json() as AdminPhoto).id)).status).toBe('ready');
    }
  });
});

// Every photo here goes through the real image process (AVIF, WebP and JPEG at each width): on two busy cores a test
// that makes several took 17-23 s, so these get a minute; one that hangs still fails.
const MANY_PHOTOS = { timeout: 60_000 };

/**
 * A small photo of its own colour, for the tests about the list rather than the image: at 160 pixels it is made at
 * one width (the phone photo above is made at every width), a sixteenth of the encoding a 640-pixel one costs.
 */
const smallPhoto = (shade: number) =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: { r: (20 * shade) % 256, g: 100, b: 150 } } }).jpeg().toBuffer();

describe('an upload that is no photo', () => {
  it('a text file renamed .jpg, a damaged JPEG, an empty file, no file: a clear answer and nothing changed', async () => {
    const { admin } = await couple();
    const before = await photoCount(admin);
    const renamed = await upload(admin, CONTENT_API.photos, Buffer.from('Dear guests,\nthis is not a photo.\n'), 'holiday.jpg');
    expect(renamed.statusCode).toBe(422);
    expect((renamed.json() as InvalidAnswer).problems).toEqual([{ field: 'file', code: 'not-an-image' }]);
    const damaged = await upload(admin, CONTENT_API.photos, fixture('with-location.jpg').subarray(0, 4_000), 'cut.jpg');
    expect(damaged.statusCode).toBe(422);
    expect((damaged.json() as InvalidAnswer).problems).toEqual([{ field: 'file', code: 'damaged' }]);
    expect((await upload(admin, CONTENT_API.photos, Buffer.alloc(0), 'empty.jpg')).statusCode).toBe(400);
    expect((await admin.send('POST', CONTENT_API.photos, { file: 'photo.jpg' })).statusCode).toBe(400);
    expect(await photoCount(admin)).toBe(before);
    expect(uploadsLeft()).toEqual([]);
  });

  it('over MAX_UPLOAD_MB: refused, and nothing of it kept', async () => {
    const { admin } = await couple({ uploadLimits: { imageBytes: 2 ** 20, videoBytes: 100_000 } });
    const big = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 100 }).toBuffer();
    expect(big.length).toBeGreaterThan(2 ** 20);
    const tooBig = await upload(admin, CONTENT_API.photos, big, 'big.jpg');
    expect(tooBig.statusCode).toBe(422);
    expect((tooBig.json() as InvalidAnswer).problems).toEqual([{ field: 'file', code: 'too-large', value: '1' }]);
    expect((await upload(admin, CONTENT_API.video, DEMO_VIDEO, 'film.mp4', 'video/mp4')).statusCode).toBe(422);
    expect(await photoCount(admin)).toBe(1);
    expect(uploadsLeft()).toEqual([]);
  });

  it('a path in the file name goes nowhere: files are named by the server', MANY_PHOTOS, async () => {
    const { admin } = await couple();
    const before = fs.readdirSync(t.dataDir).sort();
    for (const name of ['../../../../tmp/evil.jpg', '..\\..\\evil.jpg', '/etc/passwd', 'a\u0000b.jpg']) {
      const accepted = await upload(admin, CONTENT_API.photos, await smallPhoto(1), name);
      expect(accepted.statusCode).toBe(202);
      const photo = await processed(admin, (accepted.json() as AdminPhoto).id);
      expect(photo.image!.src).toMatch(/^\/photos\/photo-\d+-\d+-[0-9a-f]{10}\.jpg$/);
    }
    expect(fs.readdirSync(t.dataDir).sort()).toEqual(before);
    expect(fs.existsSync('/tmp/evil.jpg')).toBe(false);
  });

  it('from a guest, or with no session at all: refused', async () => {
    const { admin, guest } = await couple();
    expect((await upload(guest, CONTENT_API.photos, fixture('with-location.jpg'), 'x.jpg')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: CONTENT_API.photos, ...multipartFile(fixture('with-location.jpg'), 'x.jpg') })).statusCode).toBe(401);
    expect(await photoCount(admin)).toBe(1);
  });
});

describe('the carousel’s photos', () => {
  async function withPhotos(admin: TestClient, count: number): Promise<AdminPhoto[]> {
    for (let i = 0; i < count; i++) {
      const file = await smallPhoto(i);
      await processed(admin, ((await upload(admin, CONTENT_API.photos, file, `${i}.jpg`)).json() as AdminPhoto).id);
    }
    return (await admin.get<AdminContent>(CONTENT_API.content)).photos;
  }

  it('reorder by the ids in their new order; the guest carousel and the first frame of /login follow', MANY_PHOTOS, async () => {
    const { admin } = await couple();
    const photos = await withPhotos(admin, 2);
    const last = photos.at(-1)!;
    const order = [last.id, ...photos.slice(0, -1).map((p) => p.id)];
    expect((await admin.send('PUT', CONTENT_API.photoOrder, { ids: order })).statusCode).toBe(200);
    const site = (await t.app.inject({ method: 'GET', url: API_PATHS.site })).json() as Site;
    expect(site.photos[0]!.src).toBe(last.image!.src);
    expect((await t.app.inject({ method: 'GET', url: '/login' })).body).toContain(last.image!.src);
    // An order that leaves a photo out, or names one twice, is stale: the current order comes back.
    for (const ids of [order.slice(1), [...order, order[0]], [...order.slice(1), 999]]) {
      expect((await admin.send('PUT', CONTENT_API.photoOrder, { ids })).statusCode).toBe(409);
    }
    for (const body of [{ ids: 'all' }, { ids: [1.5] }, { ids: [-1] }, { ids: order, extra: true }]) {
      expect((await admin.send('PUT', CONTENT_API.photoOrder, body)).statusCode).toBe(400);
    }
  });

  it('replace: the guest keeps seeing the old image until the new one is ready; the old files go', async () => {
    const { admin } = await couple();
    const [, photo] = await withPhotos(admin, 1);
    const oldFiles = fs.readdirSync(path.join(t.dataDir, 'media/photos')).filter((f) => f.startsWith(`photo-${photo!.id}-`));
    const replaced = await upload(admin, CONTENT_API.photoFile(photo!.id), fixture('phone-photo.heic'), 'new.heic');
    expect(replaced.statusCode).toBe(202);
    // Processing, as the answer says at once; meanwhile guests keep the old image.
    expect(replaced.json()).toMatchObject({ status: 'processing', image: { src: photo!.image!.src } });
    const ready = await processed(admin, photo!.id);
    expect(ready.image!.src).not.toBe(photo!.image!.src);
    expect((await t.app.inject({ method: 'GET', url: photo!.image!.src })).statusCode).toBe(404);
    const files = fs.readdirSync(path.join(t.dataDir, 'media/photos'));
    expect(files.filter((f) => oldFiles.includes(f))).toEqual([]);
    expect((await upload(admin, CONTENT_API.photoFile(9999), fixture('with-location.jpg'), 'x.jpg')).statusCode).toBe(404);
  });

  it('alt texts per language, with a conflict for the later of two saves', async () => {
    const { admin } = await couple();
    const [photo] = (await admin.get<AdminContent>(CONTENT_API.content)).photos;
    const saved = await admin.send('PUT', CONTENT_API.photoAlt(photo!.id), { alt: FRENCH_ALT, revision: photo!.revision });
    expect(saved.statusCode).toBe(200);
    expect((await admin.send('PUT', CONTENT_API.photoAlt(photo!.id), { alt: { ...FRENCH_ALT, fr: 'Tard' }, revision: photo!.revision })).statusCode).toBe(409);
    const site = (await t.app.inject({ method: 'GET', url: `${API_PATHS.site}?locale=ru` })).json() as Site;
    expect(site.photos[0]!.alt).toBe('Мы вдвоём');
    // One character over the limit is the couple's to fix, beside the field; far over it, no form sent it.
    const tooLong = await admin.send('PUT', CONTENT_API.photoAlt(photo!.id), { alt: { ...FRENCH_ALT, en: 'x'.repeat(501) }, revision: 2 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().problems).toEqual([{ field: 'alt', locale: 'en', code: 'too-long', value: '500' }]);
    for (const body of [{ alt: { en: 'Only English' }, revision: 1 }, { alt: { ...FRENCH_ALT, en: 'x'.repeat(2_001) }, revision: 1 }, { alt: FRENCH_ALT }]) {
      expect((await admin.send('PUT', CONTENT_API.photoAlt(photo!.id), body)).statusCode).toBe(400);
    }
  });

  it('up to ten; the last one can be replaced but not removed', MANY_PHOTOS, async () => {
    const { admin } = await couple();
    const photos = await withPhotos(admin, MAX_PHOTOS - 1);
    expect(photos).toHaveLength(MAX_PHOTOS);
    const eleventh = await upload(admin, CONTENT_API.photos, fixture('with-location.jpg'), 'eleven.jpg');
    expect((eleventh.json() as InvalidAnswer).problems).toEqual([{ field: 'file', code: 'too-many-photos' }]);
    for (const photo of photos.slice(1)) expect((await admin.send('DELETE', CONTENT_API.photo(photo.id))).statusCode).toBe(204);
    const last = await admin.send('DELETE', CONTENT_API.photo(photos[0]!.id));
    expect((last.json() as InvalidAnswer).problems).toEqual([{ field: 'file', code: 'last-photo' }]);
    expect(((await t.app.inject({ method: 'GET', url: API_PATHS.site })).json() as Site).photos).toHaveLength(1);
    expect((await admin.send('DELETE', CONTENT_API.photo(photos[1]!.id))).statusCode).toBe(404);
  });
});

describe('the video and its poster', () => {
  it('a new MP4 streams to signed-in guests only, with Range requests, under a new name', async () => {
    const { admin, guest } = await couple();
    const before = (await guest.get<Content>(API_PATHS.content)).video;
    // A phone's video (server/content/fixtures): what guests receive of it is video-upload.test.ts's subject.
    const film = fixture('phone-video.mp4');
    const saved = await upload(admin, CONTENT_API.video, film, 'our film.mp4', 'video/mp4');
    expect(saved.statusCode).toBe(200);
    const { video } = await guest.get<Content>(API_PATHS.content);
    expect(video.src).not.toBe(before.src);
    const whole = await guest.inject({ method: 'GET', url: video.src });
    expect(whole.rawPayload.length).toBe(film.length);
    const range = await guest.inject({ method: 'GET', url: video.src, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: video.src })).statusCode).toBe(401);
    expect((await guest.inject({ method: 'GET', url: before.src })).statusCode).toBe(404);
  });

  it('refuses what is not a video every browser plays: a renamed photo, an MP4 without H.264', async () => {
    const { admin, guest } = await couple();
    const before = (await guest.get<Content>(API_PATHS.content)).video.src;
    const renamed = await upload(admin, CONTENT_API.video, fixture('with-location.jpg'), 'film.mp4', 'video/mp4');
    expect((renamed.json() as InvalidAnswer).problems).toEqual([{ field: 'file', code: 'not-a-video' }]);
    const hevc = Buffer.from(DEMO_VIDEO.toString('latin1').replaceAll('avc1', 'hvc1').replaceAll('avcC', 'hvcC'), 'latin1');
    expect((await upload(admin, CONTENT_API.video, hevc, 'film.mp4', 'video/mp4')).statusCode).toBe(422);
    expect((await guest.get<Content>(API_PATHS.content)).video.src).toBe(before);
    expect(uploadsLeft()).toEqual([]);
  });

  it('a poster is made at most 1280 × 720, as a JPEG with no metadata', async () => {
    const { admin, guest } = await couple();
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c9a' } }).withExif({ IFD0: { Make: 'TestPhone' } }).png().toBuffer();
    expect((await upload(admin, CONTENT_API.poster, big, 'poster.png', 'image/png')).statusCode).toBe(200);
    const { video } = await guest.get<Content>(API_PATHS.content);
    const poster = await guest.inject({ method: 'GET', url: video.poster });
    const meta = await sharp(poster.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1080, height: 720 });
    expect(meta.exif).toBeUndefined();
    expect((await upload(admin, CONTENT_API.poster, Buffer.from('not a poster'), 'poster.jpg')).statusCode).toBe(422);
  });
});

describe('over a real connection', () => {
  async function listening() {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    return (t.app.server.address() as net.AddressInfo).port;
  }

  /** Sends the head of a multipart upload that says it is `declared` bytes long, then `send` bytes of it. */
  function rawUpload(port: number, cookie: string, declared: number) {
    const socket = net.connect(port, '127.0.0.1');
    const boundary = 'cutoff';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    socket.write(
      `POST ${CONTENT_API.photos} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: admin=${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n${head}`,
    );
    return socket;
  }

  it('a 1 GB upload is cut off at the limit with an answer, never read to its end, and leaves nothing', async () => {
    const { admin } = await couple({ uploadLimits: { imageBytes: 2 * 1024 * 1024, videoBytes: 2 * 1024 * 1024 } });
    const port = await listening();
    const socket = rawUpload(port, admin.cookies.admin!, 1024 ** 3);
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    let sent = 0;
    let answer = '';
    socket.on('data', (data) => (answer += data.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    // Write as fast as the server reads, until it answers or stops reading.
    while (!socket.destroyed && answer === '' && sent < 1024 ** 3) {
      if (!socket.write(chunk)) await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
      sent += chunk.length;
    }
    await Promise.race([closed, new Promise((r) => setTimeout(r, 2_000))]);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 422/);
    expect(answer).toContain('too-large');
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(uploadsLeft()).toEqual([]);
    expect(await photoCount(admin)).toBe(1);
  });

  it('the couple’s upload may take longer than REQUEST_TIMEOUT_SECONDS; a slow body without their session may not', async () => {
    const { admin } = await couple({ requestTimeoutMs: 1_000 });
    const port = await listening();
    const photo = fixture('with-location.jpg');
    const tail = Buffer.from('\r\n--cutoff--\r\n');
    const head = `--cutoff\r\nContent-Disposition: form-data; name="file"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const length = Buffer.byteLength(head) + photo.length + tail.length;
    const started = Date.now();
    /** Sends the photo in ten pieces over 2.5 s; resolves with the answer's status line and when the connection closed. */
    const slowly = (cookie: string) =>
      new Promise<{ status: string; closedAfter: number }>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (data) => (answer += data.toString()));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve({ status: answer.split('\r\n')[0] ?? '', closedAfter: Date.now() - started }));
        socket.write(`POST ${CONTENT_API.photos} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: admin=${cookie}\r\nContent-Type: multipart/form-data; boundary=cutoff\r\nContent-Length: ${length}\r\n\r\n${head}`);
        const pieces = Array.from({ length: 10 }, (_, i) => photo.subarray((i * photo.length) / 10, ((i + 1) * photo.length) / 10));
        pieces.push(tail);
        const timer = setInterval(() => (socket.writable && pieces.length > 0 ? socket.write(pieces.shift()!) : clearInterval(timer)), 250);
      });
    const [couplesUpload, strangers] = await Promise.all([slowly(admin.cookies.admin!), slowly('not-a-session')]);
    expect(couplesUpload.status).toBe('HTTP/1.1 202 Accepted');
    expect(couplesUpload.closedAfter).toBeGreaterThan(2_000);
    // Refused at once, and the rest of its slow body is not waited for beyond the usual deadline.
    expect(strangers.status).toBe('HTTP/1.1 401 Unauthorized');
    expect(strangers.closedAfter).toBeLessThan(2_000);
  });

  it('an upload interrupted half-way leaves nothing behind', async () => {
    const { admin } = await couple();
    const port = await listening();
    const socket = rawUpload(port, admin.cookies.admin!, 5 * 1024 * 1024);
    socket.write(fixture('with-location.jpg'));
    // The server has started writing the temporary file…
    for (let i = 0; i < 100 && uploadsLeft().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(uploadsLeft()).toHaveLength(1);
    socket.destroy();
    // …and deletes it when the connection goes.
    for (let i = 0; i < 100 && uploadsLeft().length > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(uploadsLeft()).toEqual([]);
    expect(await photoCount(admin)).toBe(1);
  });
});
