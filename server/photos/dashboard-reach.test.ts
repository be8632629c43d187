/**
 * What the dashboard's photos screen and the wall need of the photos' routes (issue 39): every reviewing role reads
 * the renditions of photos that wait or are hidden (the review's thumbnails), and the wall's feed gives the drop
 * link's path for the QR code in its corner.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PHOTOS_API, type WallPage } from '#common/photos-api';
import { fixture, photoTestApp, tusClient, type PhotoTestApp } from '../testing/photo-test-kit';

let t: PhotoTestApp;
afterEach(async () => {
  await t.app.photoProcessing.idle();
  await t.close();
});

describe('the dashboard and the wall', () => {
  it('shows a waiting photo to every role that reviews, and to no stranger', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const { last } = await tusClient(t, family.cookies).upload(fixture('with-location.jpg'), { filename: 'IMG_1.jpg' });
    const id = Number(last.headers['photo-id']);
    await t.app.photoProcessing.idle();
    for (const role of ['couple-password', 'couple', 'planner', 'helper'] as const) {
      const small = await t.app.inject({ method: 'GET', url: PHOTOS_API.file(`${id}/small`), cookies: t.dashboard(role) });
      expect(small.statusCode, role).toBe(200);
      expect(small.headers['content-type']).toBe('image/jpeg');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${id}/small` })).statusCode).toBe(401);
    const other = await t.household('Familia Ionescu');
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${id}/small`, cookies: other.cookies })).statusCode).toBe(404);
  });

  it('gives the wall the drop link’s path, which a new drop link changes', async () => {
    t = await photoTestApp();
    const feed = async () => (await t.app.inject({ method: 'GET', url: `${PHOTOS_API.wall}?token=${t.stores.photoLinks.wallToken()}` })).json() as WallPage;
    expect((await feed()).dropPath).toBe(`/drop/${t.stores.photoLinks.dropToken()}`);
    const before = (await feed()).dropPath;
    await t.app.inject({ method: 'POST', url: '/api/admin/photos/drop-link', cookies: t.dashboard('couple'), headers: { origin: 'http://localhost' } });
    expect((await feed()).dropPath).not.toBe(before);
    expect((await feed()).dropPath).toBe(`/drop/${t.stores.photoLinks.dropToken()}`);
  });
});
