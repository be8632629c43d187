/** What the browser tests of the guests' photos share (issue 39): unique photos, and a guest who sends them over tus. */
import fs from 'node:fs';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { PHOTOS_API } from '#common/photos-api';
import { addGuest } from './fixtures';
import type { TestSite } from './sites';

const PHOTO = fs.readFileSync('server/content/fixtures/with-location.jpg');

/** The fixture photo made unique by a JPEG comment right after its start: the site keeps identical bytes once. */
export function uniquePhoto(label: string): Buffer {
  const text = Buffer.from(label);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([PHOTO.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, PHOTO.subarray(2)]);
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

