/**
 * The drop link's session reads nothing private (issue 39): every route the app registers, tried with the drop
 * cookie alone, answers as it answers a stranger with no cookie at all (the guests' and the couple's routes 401 or
 * 403), but for the few of the photos it is for. The routes come from the app (AppDeps.onRoute), so one added
 * tomorrow is tried too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTOS_API } from '#common/photos-api';
import { accessOf, OPEN } from '../admin/route-roles';
import { photoTestApp, type PhotoTestApp } from '../testing/photo-test-kit';

let t: PhotoTestApp;
const routes = new Map<string, { method: string; pattern: string; url: string }>();
beforeAll(async () => {
  t = await photoTestApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS' || !route.url) continue;
        routes.set(`${method} ${route.url}`, { method, pattern: route.url, url: route.url.replace(/:\w+/g, '1').replace('*', 'x') });
      }
    },
  });
});
afterAll(async () => t.close());

/** What a drop session is for (photo-routes.ts, upload-routes.ts): adding, its own, and the gallery if the couple chose. */
const FOR_THE_DROP_SESSION = new Set([
  `GET ${PHOTOS_API.state}`,
  `GET ${PHOTOS_API.mine}`,
  `DELETE ${PHOTOS_API.photo.pattern}`,
  `PUT ${PHOTOS_API.poster.pattern}`,
  `GET ${PHOTOS_API.gallery}`,
  `GET ${PHOTOS_API.file.pattern}`,
  `GET ${PHOTOS_API.file.pattern.replace(':file', ':id/:rendition')}`,
  `POST ${PHOTOS_API.zip}`,
  `GET ${PHOTOS_API.zipFile.pattern}`,
]);
/** The tus endpoint takes every method (app.all): tus's own answer what it does not serve. */
const isUploads = (pattern: string) => pattern === PHOTOS_API.uploads || pattern === `${PHOTOS_API.uploads}/:upload`;

describe('the drop cookie alone', () => {
  it('opens no route a stranger cannot open, and every guest and couple route refuses it', async () => {
    const signedIn = await t.app.inject({ method: 'POST', url: PHOTOS_API.dropSignIn, payload: { token: t.stores.photoLinks.dropToken() } });
    const drop = { std_drop: signedIn.cookies.find((c) => c.name === 'std_drop')!.value };
    // The control: the cookie is a live drop session.
    expect((await t.app.inject({ method: 'GET', url: PHOTOS_API.state, cookies: drop })).json()).toMatchObject({ dropSession: true });

    const tried = [...routes].filter(([key, { pattern }]) => !FOR_THE_DROP_SESSION.has(key) && !isUploads(pattern));
    expect(tried.length).toBeGreaterThan(150);
    const opened: string[] = [];
    let refused = 0;
    for (const [key, { method, pattern, url }] of tried) {
      const ask = (cookies: Record<string, string>) =>
        t.app.inject({ method: method as 'GET', url, cookies, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
      const [stranger, withDrop] = [await ask({}), await ask(drop)];
      if (withDrop.statusCode !== stranger.statusCode) opened.push(`${key}: ${stranger.statusCode} → ${withDrop.statusCode}`);
      // A sign-in's challenge is new every time: the open routes of the dashboard compare by status.
      else if (url.startsWith('/api/') && accessOf(method, pattern) !== OPEN && withDrop.statusCode < 400 && withDrop.body !== stranger.body) opened.push(`${key}: a different answer`);
      if (withDrop.statusCode === 401 || withDrop.statusCode === 403) refused += 1;
      // Every route of the dashboard that needs a session refuses it.
      if (url.startsWith('/api/admin') && accessOf(method, pattern) !== OPEN) expect([401, 403], key).toContain(withDrop.statusCode);
    }
    expect(opened).toEqual([]);
    // Most of the app is the guests' and the couple's: refused.
    expect(refused).toBeGreaterThan(100);
  });
});
