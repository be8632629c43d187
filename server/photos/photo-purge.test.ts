/**
 * The purge after the wedding forgets who added the day's photos (issue 39): the household and the drop link's
 * name go, the photos stay for the couple, and a guest no longer finds them among their own.
 */
import { afterEach, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { ADMIN_PHOTOS_API, type AdminPhotoPage } from '#common/admin-photos-api';
import { PHOTOS_API, type MyPhoto } from '#common/photos-api';
import { fixture, photoTestApp, tusClient, type PhotoTestApp } from '../testing/photo-test-kit';

let t: PhotoTestApp;
afterEach(async () => {
  await t.app.photoProcessing.idle();
  await t.close();
});

it('forgets who added each photo added before the day, and keeps the photos', async () => {
  t = await photoTestApp();
  const family = await t.household('Familia Popescu');
  const drop = await t.app.inject({ method: 'POST', url: PHOTOS_API.dropSignIn, payload: { token: t.stores.photoLinks.dropToken() } });
  await tusClient(t, family.cookies).upload(fixture('with-location.jpg'));
  await tusClient(t, { std_drop: drop.cookies[0]!.value }).upload(fixture('phone-photo.heic'), { name: 'Tante Ana' });
  await t.app.photoProcessing.idle();
  const couple = t.dashboard();
  const before = (await t.app.inject({ method: 'GET', url: ADMIN_PHOTOS_API.photos, cookies: couple })).json<AdminPhotoPage>();
  expect(before.items.map((photo) => [photo.by, photo.householdId])).toEqual([['Tante Ana', null], ['Familia Popescu', family.id]]);

  t.clock.set(Date.parse('2026-07-01T10:00:00Z'));
  const preview = await t.app.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=2026-06-30`, cookies: couple });
  expect(preview.json()).toMatchObject({ photoUploaders: 2 });
  const purged = await t.app.inject({ method: 'POST', url: ADMIN_API.purge, cookies: couple, payload: { before: '2026-06-30' } });
  expect(purged.json()).toMatchObject({ photoUploaders: 2 });

  const after = (await t.app.inject({ method: 'GET', url: ADMIN_PHOTOS_API.photos, cookies: couple })).json<AdminPhotoPage>();
  expect(after.items.map((photo) => [photo.by, photo.householdId])).toEqual([[null, null], [null, null]]);
  expect(t.db.prepare("SELECT count(*) AS n FROM day_photos WHERE uploader <> '' OR drop_name IS NOT NULL OR household_id IS NOT NULL").get()).toEqual({ n: 0 });
  expect((await t.app.inject({ method: 'GET', url: PHOTOS_API.mine, cookies: family.cookies })).json<MyPhoto[]>()).toEqual([]);
  // Nothing more to forget.
  expect((await t.app.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=2026-06-30`, cookies: couple })).json()).toMatchObject({ photoUploaders: 0 });
});
