/** What the browser tests of the guests' photos share (issue 39): unique photos, and a guest who sends them over tus. */
import fs from 'node:fs';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { PHOTOS_API } from '#common/photos-api';
import { addGuest } from './fixtures';
import type { TestSite } from './sites';

const PHOTO = fs.readFileSync('server/content/fixtures/with-location.jpg');

/**
 * `jpeg` with `segments` (each a marker and its bytes) right after its start marker, where a camera writes its own:
 * a segment's two length bytes count themselves and its bytes, at most 65,535.
 */
export function withSegments(jpeg: Buffer, segments: Array<[marker: number, bytes: Buffer]>): Buffer {
  const written = segments.map(([marker, bytes]) => Buffer.concat([Buffer.from([0xff, marker, (bytes.length + 2) >> 8, (bytes.length + 2) & 0xff]), bytes]));
  return Buffer.concat([jpeg.subarray(0, 2), ...written, jpeg.subarray(2)]);
}

/** The fixture photo made unique by a JPEG comment (FF FE): the site keeps identical bytes once. */
export function uniquePhoto(label: string): Buffer {
  return withSegments(PHOTO, [[0xfe, Buffer.from(label)]]);
}

/** A household's guest, signed in with their link, in a context of its own: its request context sends the photos. */
export async function guestRequest(browser: Browser, site: TestSite, name: string): Promise<APIRequestContext> {
  const { linkPath } = addGuest(name, 'en', site);
  const context = await browser.newContext({ baseURL: site.origin });
  const token = new URL(linkPath, site.origin).searchParams.get('token')!;
  expect((await context.request.post(`/api/login?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  return context.request;
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** One file sent as tus-js-client sends it (POST, then PATCH from offset 0): the photo's id the last answer names. */
export async function sendPhoto(request: APIRequestContext, origin: string, bytes: Buffer, filename: string): Promise<number> {
  const tus = { 'tus-resumable': '1.0.0', origin };
  const created = await request.post(PHOTOS_API.uploads, {
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${b64(filename)},filetype ${b64('image/jpeg')}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers()['location']!;
  const sent = await request.patch(location, { headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, data: bytes });
  expect(sent.status(), await sent.text()).toBe(204);
  return Number(sent.headers()['photo-id']);
}

