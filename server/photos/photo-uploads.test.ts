/**
 * Guests add the day's photos through tus (issue 39): a HEIC and a JPEG with GPS, a video, an upload interrupted
 * and resumed, a refused type, the window closed, each limit, the budget, duplicates, whose upload is whose.
 */
import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHOTOS_API, type MyPhoto } from '#common/photos-api';
import { photoDirs } from './photo-files';
import { fixture, photoTestApp, tusClient, type PhotoTestApp } from './photo-test-kit';

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
