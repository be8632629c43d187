/**
 * Guests add the day's photos through tus (issue 39): a HEIC and a JPEG with GPS, a video, an upload interrupted
 * and resumed, a refused type, the window closed, each limit, the budget, duplicates, whose upload is whose.
 */
import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PHOTOS_API, type AdminPhotoPage } from '#common/admin-photos-api';
import { PHOTOS_API, type MyPhoto } from '#common/photos-api';
import { photoDirs } from './photo-files';
import { fixture, photoTestApp, tusClient, type PhotoTestApp } from '../testing/photo-test-kit';

let t: PhotoTestApp;
afterEach(async () => {
  await t.app.photoProcessing.idle();
  await t.close();
});

const mine = async (cookies: Record<string, string>) => (await t.app.inject({ method: 'GET', url: PHOTOS_API.mine, cookies })).json() as MyPhoto[];
const rendition = (id: number, size: string, cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/photos/${id}/${size}`, cookies });

describe('a guest adds photos', () => {
  beforeEach(async () => {
    t = await photoTestApp();
  });

  it('keeps a JPEG with GPS byte for byte and gives others renditions with no EXIF, GPS or camera', async () => {
    const family = await t.household('Familia Popescu');
    const original = fixture('with-location.jpg');
    const { created, last } = await tusClient(t, family.cookies).upload(original, { filename: 'IMG_0001.jpg', filetype: 'image/jpeg', lastModified: String(Date.parse('2026-05-24T16:30:00Z')) }, 10_000);
    expect(created.statusCode).toBe(201);
    expect(last.statusCode).toBe(204);
    const id = Number(last.headers['photo-id']);
    expect(id).toBeGreaterThan(0);
    await t.app.photoProcessing.idle();

    const [photo] = await mine(family.cookies);
    // The default mode is approve-first: the household sees its own photo waiting.
    expect(photo).toMatchObject({ id, kind: 'photo', status: 'pending', bytes: original.length, takenAt: '2026-05-24T19:30:00+03:00', by: 'Familia Popescu' });
    const dirs = photoDirs(t.dataDir);
    expect(fs.readFileSync(path.join(dirs.originals, `${id}.jpeg`)).equals(original)).toBe(true);
    for (const size of ['small', 'medium', 'large']) {
      const answer = await rendition(id, size, family.cookies);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      const bytes = answer.rawPayload;
      expect(await exifr.parse(bytes, { gps: true, tiff: true, exif: true, xmp: true })).toBeUndefined();
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
      // Upright (the camera said orientation 6): the 900 × 600 stored image is a portrait.
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
    // Never the original, never to another household while pending.
    const other = await t.household('Familia Ionescu');
    expect((await rendition(id, 'large', other.cookies)).statusCode).toBe(404);
    expect((await rendition(id, 'original', family.cookies)).statusCode).toBe(404);
  });

  it('decodes a HEIC in the image process', async () => {
    const family = await t.household('Familia Popescu');
    const { last } = await tusClient(t, family.cookies).upload(fixture('phone-photo.heic'), { filename: 'IMG_0002.HEIC' });
    const id = Number(last.headers['photo-id']);
    await t.app.photoProcessing.idle();
    const [photo] = await mine(family.cookies);
    expect(photo).toMatchObject({ id, status: 'pending', width: 900, height: 600 });
    const small = await rendition(id, 'small', family.cookies);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
  });
});

describe('what an upload may be', () => {
  it('neutralises a video for others and keeps its original, and takes a poster drawn in the browser', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const video = fixture('phone-video.mp4');
    expect(video.includes('+44.4268')).toBe(true);
    const { last } = await tusClient(t, family.cookies).upload(video, { filename: 'VID_0001.mp4' });
    const id = Number(last.headers['photo-id']);
    await t.app.photoProcessing.idle();
    const [photo] = await mine(family.cookies);
    expect(photo).toMatchObject({ id, kind: 'video', status: 'pending' });
    const dirs = photoDirs(t.dataDir);
    expect(fs.readFileSync(path.join(dirs.originals, `${id}.mp4`)).equals(video)).toBe(true);
    const served = await rendition(id, 'video', family.cookies);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(video.length);
    for (const said of ['+44.4268', 'iPhone 15', 'Apple']) expect(served.rawPayload.includes(said)).toBe(false);
    // Seeked as a browser does: a Range request answered 206 with that part.
    const part = await t.app.inject({ method: 'GET', url: `/api/photos/${id}/video`, cookies: family.cookies, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(served.rawPayload.subarray(0, 100))).toBe(true);
    // A video has no still until the browser sends its poster: a JPEG, decoded and encoded again without metadata.
    expect((await rendition(id, 'small', family.cookies)).statusCode).toBe(404);
    const frame = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } }).withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' } }).jpeg().toBuffer();
    const poster = (body: Buffer, cookies = family.cookies, type = 'image/jpeg') => t.app.inject({ method: 'PUT', url: PHOTOS_API.poster(id), cookies, headers: { 'content-type': type }, payload: body });
    expect((await poster(Buffer.from('not a jpeg at all'))).statusCode).toBe(415);
    const other = await t.household('Familia Ionescu');
    expect((await poster(frame, other.cookies)).statusCode).toBe(404);
    expect((await poster(Buffer.alloc(1024 * 1024 + 1, 0xff))).statusCode).toBe(413);
    expect((await poster(frame)).statusCode).toBe(204);
    const small = await rendition(id, 'small', family.cookies);
    expect(small.statusCode).toBe(200);
    expect(await exifr.parse(small.rawPayload)).toBeUndefined();
    expect((await mine(family.cookies))[0]).toMatchObject({ width: 320, height: 240 });
  });

  it('resumes an interrupted upload from the offset the server has, and refuses a chunk at the wrong offset', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const tus = tusClient(t, family.cookies);
    const bytes = fixture('with-location.jpg');
    const created = await tus.create(bytes.length, { filename: 'a.jpg' });
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/photos\/uploads\/[0-9a-f]+$/);
    expect((await tus.patch(location, 0, bytes.subarray(0, 20_000))).statusCode).toBe(204);
    // The phone locked and lost its connection: it asks where to go on from.
    const head = await tus.head(location);
    expect(head.headers['upload-offset']).toBe('20000');
    expect((await tus.patch(location, 10_000, bytes.subarray(10_000))).statusCode).toBe(409);
    const last = await tus.patch(location, 20_000, bytes.subarray(20_000));
    expect(last.statusCode).toBe(204);
    expect(Number(last.headers['photo-id'])).toBeGreaterThan(0);
    // Another household cannot read the offset of, add to, or end someone else's upload.
    const other = await t.household('Familia Ionescu');
    const again = await tus.create(bytes.length);
    const theirs = tusClient(t, other.cookies);
    expect((await theirs.head(again.headers.location as string)).statusCode).toBe(404);
    expect((await theirs.patch(again.headers.location as string, 0, bytes)).statusCode).toBe(404);
  });

  it('refuses a file whose bytes are no photo or video, whatever it is called, and nothing of it stays', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const text = Buffer.from('#!/bin/sh\necho this is not a photo\n'.repeat(100));
    const { last } = await tusClient(t, family.cookies).upload(text, { filename: 'holiday.jpg', filetype: 'image/jpeg' }, 1000);
    expect(last.statusCode).toBe(415);
    expect(last.json()).toEqual({ error: 'Not a photo or a video', problem: 'photo-type' });
    // Refused at once in one piece too (the sniff at the end).
    const whole = await tusClient(t, family.cookies).upload(text, { filename: 'x.png' }, text.length);
    expect(whole.last.statusCode).toBe(415);
    expect(whole.last.json()).toMatchObject({ problem: 'photo-type' });
    expect(await mine(family.cookies)).toEqual([]);
    expect(fs.readdirSync(photoDirs(t.dataDir).incoming)).toEqual([]);
  });

  it('marks a photo that does not decode as failed, and serves nothing of it', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    // A JPEG's first bytes, then nothing a decoder can read.
    const damaged = Buffer.concat([fixture('with-location.jpg').subarray(0, 2000), Buffer.alloc(20_000, 0x55)]);
    const { last } = await tusClient(t, family.cookies).upload(damaged, { filename: 'broken.jpg' });
    const id = Number(last.headers['photo-id']);
    await t.app.photoProcessing.idle();
    expect((await mine(family.cookies))[0]).toMatchObject({ id, status: 'failed' });
    expect((await rendition(id, 'small', family.cookies)).statusCode).toBe(404);
  });

  it('keeps the same bytes once: a second upload answers the photo already kept, in both uploaders\' lists', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const other = await t.household('Familia Ionescu');
    const bytes = fixture('with-location.jpg');
    const first = await tusClient(t, family.cookies).upload(bytes);
    const second = await tusClient(t, other.cookies).upload(bytes);
    expect(second.last.statusCode).toBe(204);
    expect(second.last.headers['photo-id']).toBe(first.last.headers['photo-id']);
    await t.app.photoProcessing.idle();
    expect(fs.readdirSync(photoDirs(t.dataDir).originals)).toHaveLength(1);
    // Credited to each (photo-claims.test.ts: deleting, the couple's delete, the purge).
    const id = Number(first.last.headers['photo-id']);
    expect((await mine(family.cookies)).map((photo) => photo.id)).toEqual([id]);
    expect((await mine(other.cookies)).map((photo) => photo.id)).toEqual([id]);
  });
});

describe('when and how much', () => {
  it('is closed before the day before the wedding and after 30 days after it (403 photos-closed)', async () => {
    t = await photoTestApp({ start: Date.parse('2026-05-22T20:59:00Z') });
    const family = await t.household('Familia Popescu');
    const tus = tusClient(t, family.cookies);
    const closed = await tus.create(1000);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ error: 'Adding photos is not open now', problem: 'photos-closed' });
    expect((await t.app.inject({ method: 'GET', url: PHOTOS_API.state, cookies: family.cookies })).json()).toMatchObject({ open: false, opensAt: '2026-05-22T21:00:00.000Z', closesAt: '2026-06-23T21:00:00.000Z' });
    t.clock.set(Date.parse('2026-05-22T21:00:00Z')); // midnight in Bucharest, 23 May
    expect((await tus.create(1000)).statusCode).toBe(201);
    t.clock.set(Date.parse('2026-06-23T21:00:00Z'));
    expect((await tus.create(1000)).json()).toMatchObject({ problem: 'photos-closed' });
  });

  it('refuses past the file, household, site and disk limits with 413 and the problem', async () => {
    let free = 10 * 1024 ** 3;
    t = await photoTestApp({ dayPhotos: { freeDiskBytes: () => free, diskFloorBytes: 1024 ** 3 } });
    const settings = t.stores.photos.settings();
    t.stores.photos.saveSettings({ ...settings, limits: { fileBytes: 100_000, householdBytes: 150_000, siteBytes: 260_000 } });
    const family = await t.household('Familia Popescu');
    const tus = tusClient(t, family.cookies);
    const problemOf = async (length: number, client = tus) => {
      const answer = await client.create(length);
      return answer.statusCode === 201 ? 'created' : `${answer.statusCode} ${answer.json<{ problem: string }>().problem}`;
    };
    expect(await problemOf(100_001)).toBe('413 photo-too-large');
    expect(await problemOf(100_000)).toBe('created');
    // The upload begun counts against the household's space before its last byte is in.
    expect(await problemOf(60_000)).toBe('413 household-full');
    const other = tusClient(t, (await t.household('Familia Ionescu')).cookies);
    expect(await problemOf(100_000, other)).toBe('created');
    expect(await problemOf(60_001, tusClient(t, (await t.household('Familia Stan')).cookies))).toBe('413 site-full');
    free = 1024 ** 3 + 50_000;
    expect(await problemOf(50_001, tusClient(t, (await t.household('Familia Dobre')).cookies))).toBe('413 disk-full');
  });

  it('answers 429 past a session’s budget of requests', async () => {
    t = await photoTestApp({ dayPhotos: { budgets: { perSession: 3, perAddress: 100, windowMs: 60_000 } } });
    const family = await t.household('Familia Popescu');
    const tus = tusClient(t, family.cookies);
    for (let i = 0; i < 3; i += 1) expect((await tus.create(10)).statusCode).toBe(201);
    const refused = await tus.create(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ problem: 'too-many' });
    t.clock.advance(60_001);
    expect((await tus.create(10)).statusCode).toBe(201);
  });

  it('refuses no session (401) and a cross-site request (403)', async () => {
    t = await photoTestApp();
    expect((await tusClient(t, {}).create(10)).statusCode).toBe(401);
    const family = await t.household('Familia Popescu');
    expect((await tusClient(t, family.cookies, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }).create(10)).statusCode).toBe(403);
  });
});

describe('the answers of the tus endpoint', () => {
  it('carry the security headers and no-store', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const created = await tusClient(t, family.cookies).create(10);
    expect(created.statusCode).toBe(201);
    expect(created.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', 'tus-resumable': '1.0.0' });
    expect(created.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the budget of the photos’ other writes', () => {
  it('counts a poster, a deletion and a drop sign-in against the same budget, and ZIPs against their own', async () => {
    t = await photoTestApp({ dayPhotos: { budgets: { perSession: 2, perAddress: 100, windowMs: 60_000 } } });
    const family = await t.household('Familia Popescu');
    expect((await t.app.inject({ method: 'DELETE', url: PHOTOS_API.photo(1), cookies: family.cookies })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: PHOTOS_API.photo(1), cookies: family.cookies })).statusCode).toBe(404);
    const refused = await t.app.inject({ method: 'DELETE', url: PHOTOS_API.photo(1), cookies: family.cookies });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ problem: 'too-many' });
    const zip = () => t.app.inject({ method: 'POST', url: PHOTOS_API.zip, cookies: family.cookies, payload: { all: true } });
    for (let i = 0; i < 10; i += 1) expect((await zip()).statusCode).toBe(200);
    expect((await zip()).statusCode).toBe(429);
    const dropSignIn = () => t.app.inject({ method: 'POST', url: PHOTOS_API.dropSignIn, payload: { token: 'x'.repeat(26) } });
    expect((await dropSignIn()).statusCode).toBe(404);
    expect((await dropSignIn()).statusCode).toBe(404);
    expect((await dropSignIn()).statusCode).toBe(429);
  });
});

describe("a photo's time and event", () => {
  it('takes the camera’s time on the venue’s clock over the file’s date, and names the event it falls in', async () => {
    t = await photoTestApp();
    t.stores.invitation.addEvent({
      title: { en: 'Dinner', ro: 'Cina', de: '', fr: '', ru: '' },
      description: { en: '', ro: '', de: '', fr: '', ru: '' },
      dressCode: { en: '', ro: '', de: '', fr: '', ru: '' },
      notes: { en: '', ro: '', de: '', fr: '', ru: '' },
      startsAt: '2026-05-24T19:00',
      endsAt: '2026-05-25T02:00',
      timeZone: 'Europe/Bucharest',
      place: 'Hanul lui Manuc',
      address: '',
      mapUrl: '',
      audience: 'everyone',
    });
    const family = await t.household('Familia Popescu');
    // The camera says 21:15:30 (Bucharest's wall clock, summer time: +03:00); the file's date says the next week.
    const photo = await sharp(fixture('with-location.jpg')).withExif({ IFD0: { Make: 'TestPhone' }, IFD2: { DateTimeOriginal: '2026:05:24 21:15:30' } }).jpeg().toBuffer();
    await tusClient(t, family.cookies).upload(photo, { lastModified: String(Date.parse('2026-06-01T10:00:00Z')) });
    await t.app.photoProcessing.idle();
    expect((await mine(family.cookies))[0]).toMatchObject({ takenAt: '2026-05-24T21:15:30+03:00', event: 'Cina' });

    // An event for those invited only: a household not invited to it does not learn its name; the dashboard does.
    const texts = (en: string) => ({ en, ro: '', de: '', fr: '', ru: '' });
    t.stores.invitation.addEvent({ title: texts('Civil ceremony'), description: texts(''), dressCode: texts(''), notes: texts(''), startsAt: '2026-05-24T16:00', endsAt: '2026-05-24T18:00', timeZone: 'Europe/Bucharest', place: 'Primăria', address: '', mapUrl: '', audience: 'invited' });
    const civil = await sharp(fixture('with-location.jpg')).withExif({ IFD0: { Make: 'TestPhone' }, IFD2: { DateTimeOriginal: '2026:05:24 17:00:00' } }).jpeg({ quality: 60 }).toBuffer();
    const { last } = await tusClient(t, family.cookies).upload(civil);
    await t.app.photoProcessing.idle();
    expect((await mine(family.cookies))[0]).toMatchObject({ id: Number(last.headers['photo-id']), event: null });
    const listed = (await t.app.inject({ method: 'GET', url: ADMIN_PHOTOS_API.photos, cookies: t.dashboard() })).json<AdminPhotoPage>();
    expect(listed.items.map((photo) => photo.event)).toEqual(['Civil ceremony', 'Dinner']);
  });
});

describe('a restart', () => {
  it('resumes the uploads begun before it, from tus’s records on disk: still only their own household’s, their bytes still sniffed', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const other = await t.household('Familia Ionescu');
    const photo = fixture('with-location.jpg');
    const text = Buffer.from('#!/bin/sh\necho this is not a photo\n'.repeat(100));
    const before = tusClient(t, family.cookies);
    const photoAt = (await before.create(photo.length, { filename: 'a.jpg' })).headers.location as string;
    const textAt = (await before.create(text.length, { filename: 'b.jpg' })).headers.location as string;
    expect((await before.patch(photoAt, 0, photo.subarray(0, 20_000))).statusCode).toBe(204);
    expect((await before.patch(textAt, 0, text.subarray(0, 1_000))).statusCode).toBe(204);
    const dataDir = t.dataDir;
    await t.close();

    t = await photoTestApp({ dataDir });
    const theirs = tusClient(t, other.cookies);
    expect((await theirs.head(photoAt)).statusCode).toBe(404);
    expect((await theirs.patch(photoAt, 20_000, photo.subarray(20_000))).statusCode).toBe(404);
    const after = tusClient(t, family.cookies);
    expect((await after.head(photoAt)).headers['upload-offset']).toBe('20000');
    const last = await after.patch(photoAt, 20_000, photo.subarray(20_000));
    expect(last.statusCode).toBe(204);
    const id = Number(last.headers['photo-id']);
    expect((await after.patch(textAt, 1_000, text.subarray(1_000))).json()).toMatchObject({ problem: 'photo-type' });
    await t.app.photoProcessing.idle();
    expect((await mine(family.cookies)).map((kept) => kept.id)).toEqual([id]);
    expect(t.stores.photos.photo(id)).toMatchObject({ fileName: 'a.jpg', bytes: photo.length });
    expect(fs.readdirSync(photoDirs(t.dataDir).incoming)).toEqual([]);
  });

  it('processes again the photos a stopped server left processing, and fails one whose original is gone', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const { last } = await tusClient(t, family.cookies).upload(fixture('with-location.jpg'));
    const id = Number(last.headers['photo-id']);
    await t.app.photoProcessing.idle();
    const orphan = t.stores.photos.add({ sha256: 'f'.repeat(64), uploader: `h${family.id}`, householdId: family.id, dropName: null, kind: 'photo', type: 'jpeg', fileName: 'lost.jpg', bytes: 10, takenAt: null, uploadedAt: t.clock.now() });
    // As the server stopped mid-way: the photo back to processing, its renditions gone.
    t.db.prepare("UPDATE day_photos SET status = 'processing' WHERE id = ?").run(id);
    for (const file of fs.readdirSync(photoDirs(t.dataDir).renditions)) fs.rmSync(path.join(photoDirs(t.dataDir).renditions, file));
    const dataDir = t.dataDir;
    await t.close();
    t = await photoTestApp({ dataDir });
    await t.app.photoProcessing.idle();
    expect(t.stores.photos.photo(id)).toMatchObject({ status: 'pending' });
    expect(t.stores.photos.photo(orphan.id)).toMatchObject({ status: 'failed' });
    expect((await rendition(id, 'large', family.cookies)).statusCode).toBe(200);
  });
});
