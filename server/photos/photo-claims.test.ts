/**
 * The same bytes from several uploaders (issue 39): kept once, and credited to each. The photo is in each
 * uploader's own list; a delete by one removes only their claim (the photo and its files go with the last one);
 * the couple's delete removes it for all; the purge forgets every uploader.
 */
import fs from 'node:fs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { ADMIN_PHOTOS_API, type AdminPhotoPage } from '#common/admin-photos-api';
import { PHOTOS_API, type MyPhoto } from '#common/photos-api';
import { photoDirs } from './photo-files';
import { fixture, photoTestApp, tusClient, type PhotoTestApp } from '../testing/photo-test-kit';

let t: PhotoTestApp;
beforeEach(async () => {
  t = await photoTestApp();
});
afterEach(async () => {
  await t.app.photoProcessing.idle();
  await t.close();
});

type Cookies = Record<string, string>;
const mine = async (cookies: Cookies) => ((await t.app.inject({ method: 'GET', url: PHOTOS_API.mine, cookies })).json() as MyPhoto[]).map((photo) => photo.id);
const remove = (id: number, cookies: Cookies) => t.app.inject({ method: 'DELETE', url: PHOTOS_API.photo(id), cookies });
const large = (id: number, cookies: Cookies) => t.app.inject({ method: 'GET', url: `/api/photos/${id}/large`, cookies });
const dashboardList = async () => (await t.app.inject({ method: 'GET', url: ADMIN_PHOTOS_API.photos, cookies: t.dashboard() })).json<AdminPhotoPage>().items;
const filesOnDisk = () => {
  const dirs = photoDirs(t.dataDir);
  return [...fs.readdirSync(dirs.originals), ...fs.readdirSync(dirs.renditions)];
};

/** Two households and a drop session add the same JPEG: the photo's id and each one's cookies. */
async function sameBytesThrice() {
  const popescu = await t.household('Familia Popescu');
  const ionescu = await t.household('Familia Ionescu');
  const signIn = await t.app.inject({ method: 'POST', url: PHOTOS_API.dropSignIn, payload: { token: t.stores.photoLinks.dropToken() } });
  const drop = { std_drop: signIn.cookies[0]!.value };
  const bytes = fixture('with-location.jpg');
  const first = await tusClient(t, popescu.cookies).upload(bytes);
  const second = await tusClient(t, ionescu.cookies).upload(bytes);
  const third = await tusClient(t, drop).upload(bytes, { name: 'Tante Ana' });
  const id = Number(first.last.headers['photo-id']);
  expect([second.last.headers['photo-id'], third.last.headers['photo-id']]).toEqual([String(id), String(id)]);
  await t.app.photoProcessing.idle();
  return { id, popescu: popescu.cookies, ionescu: ionescu.cookies, drop };
}

it("is in each uploader's own list, and each sees it while it waits for the couple", async () => {
  const { id, popescu, ionescu, drop } = await sameBytesThrice();
  expect(fs.readdirSync(photoDirs(t.dataDir).originals)).toHaveLength(1);
  for (const cookies of [popescu, ionescu, drop]) {
    expect(await mine(cookies)).toEqual([id]);
    // The default mode is approve-first: pending, seen by its uploaders only.
    expect((await large(id, cookies)).statusCode).toBe(200);
  }
  const stranger = await t.household('Familia Stan');
  expect(await mine(stranger.cookies)).toEqual([]);
  expect((await large(id, stranger.cookies)).statusCode).toBe(404);
  expect((await remove(id, stranger.cookies)).statusCode).toBe(404);
  // The household's space counts it for each uploader.
  const used = (cookies: Cookies) => t.app.inject({ method: 'GET', url: PHOTOS_API.state, cookies }).then((answer) => answer.json<{ usedBytes: number }>().usedBytes);
  expect(await used(ionescu)).toBe(fixture('with-location.jpg').length);
  expect(await used(stranger.cookies)).toBe(0);
});

it("a delete by one uploader removes only their claim; the photo and its files go with the last one's", async () => {
  const { id, popescu, ionescu, drop } = await sameBytesThrice();
  const files = filesOnDisk();
  expect(files.length).toBeGreaterThan(1);
  expect((await dashboardList()).map((photo) => [photo.id, photo.by])).toEqual([[id, 'Familia Popescu']]);

  expect((await remove(id, popescu)).statusCode).toBe(204);
  expect(await mine(popescu)).toEqual([]);
  expect((await large(id, popescu)).statusCode).toBe(404);
  expect((await remove(id, popescu)).statusCode).toBe(404);
  expect(await mine(ionescu)).toEqual([id]);
  expect(await mine(drop)).toEqual([id]);
  expect(filesOnDisk()).toEqual(files);
  // The couple sees it credited to an uploader who still has it.
  expect((await dashboardList()).map((photo) => [photo.id, photo.by])).toEqual([[id, 'Familia Ionescu']]);

  expect((await remove(id, ionescu)).statusCode).toBe(204);
  expect(await mine(drop)).toEqual([id]);
  expect((await dashboardList()).map((photo) => [photo.id, photo.by])).toEqual([[id, 'Tante Ana']]);
  expect(filesOnDisk()).toEqual(files);

  expect((await remove(id, drop)).statusCode).toBe(204);
  expect(await dashboardList()).toEqual([]);
  expect(filesOnDisk()).toEqual([]);
  expect(t.db.prepare('SELECT count(*) AS n FROM day_photo_claims').get()).toEqual({ n: 0 });
});

it("the couple's delete removes the photo from every uploader's list", async () => {
  const { id, popescu, ionescu, drop } = await sameBytesThrice();
  const deleted = await t.app.inject({ method: 'POST', url: ADMIN_PHOTOS_API.review, cookies: t.dashboard(), payload: { ids: [id], action: 'delete' } });
  expect(deleted.json()).toEqual({ changed: 1 });
  for (const cookies of [popescu, ionescu, drop]) {
    expect(await mine(cookies)).toEqual([]);
    expect((await remove(id, cookies)).statusCode).toBe(404);
  }
  expect(filesOnDisk()).toEqual([]);
  expect(t.db.prepare('SELECT count(*) AS n FROM day_photo_claims').get()).toEqual({ n: 0 });
});

it('the purge forgets every uploader of the same bytes, and the photo stays for the couple', async () => {
  const { id, popescu, ionescu, drop } = await sameBytesThrice();
  const couple = t.dashboard();
  t.clock.set(Date.parse('2026-07-01T10:00:00Z'));
  const preview = await t.app.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=2026-06-30`, cookies: couple });
  expect(preview.json()).toMatchObject({ photoUploaders: 1 });
  const purged = await t.app.inject({ method: 'POST', url: ADMIN_API.purge, cookies: couple, payload: { before: '2026-06-30' } });
  expect(purged.json()).toMatchObject({ photoUploaders: 1 });

  for (const cookies of [popescu, ionescu]) expect(await mine(cookies)).toEqual([]);
  expect(t.db.prepare('SELECT count(*) AS n FROM day_photo_claims').get()).toEqual({ n: 0 });
  expect((await dashboardList()).map((photo) => [photo.id, photo.by, photo.householdId])).toEqual([[id, null, null]]);
  expect((await t.app.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=2026-06-30`, cookies: couple })).json()).toMatchObject({ photoUploaders: 0 });
  // The drop session has ended by now (its week is over); its claim was forgotten all the same.
  expect((await remove(id, drop)).statusCode).toBe(401);
});
