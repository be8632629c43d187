/**
 * One way to refuse what a request sends (request-schemas.ts): whatever the route (a guest's, the couple's, or one
 * doing the guest command's work from the dashboard: import, cards, purge), a body or query of the wrong shape gets
 * the same 400, and changes nothing; the schemas are zod's, declared at the route; an answer's schema leaves out
 * what it does not name.
 */
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { $ZodType } from 'zod/v4/core';
import { ADMIN_API } from '#common/admin-api';
import { API_PATHS, type Photo, type Site } from '#common/api';
import { GUEST_INVITATION_API, INVITATION_API, type GuestInvitation } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { GUEST_RSVP_API, RSVP_API } from '#common/rsvp-api';
import { CONTENT_API } from '#common/site-content';
import { clientOf, coupleAndGuest, type TestApp } from '../testing/couple-client';
import { createTestApp, loginUrl, sessionCookieOf } from '../testing/test-app';
import { idParams } from './path-ids';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function expectBadRequest(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, what).toBe(400);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  expect(response.body, what).toBe('{"error":"Bad Request"}');
}

const none = Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;

/** The invitation switched on, with one event for everyone, and a household signed in with its link. */
async function invitationWithHousehold() {
  const signedIn = await coupleAndGuest();
  t = signedIn.t;
  const { admin } = signedIn;
  const event = { title: { ...none, en: 'Dinner' }, description: none, dressCode: none, notes: none, startsAt: '2027-06-12T19:00', endsAt: '2027-06-13T02:00' };
  const created = await admin.send('POST', INVITATION_API.events, { ...event, timeZone: 'Europe/Bucharest', place: 'Hanul lui Manuc', address: 'Strada Franceză 62', mapUrl: '', audience: 'everyone' });
  expect(created.statusCode, created.body).toBe(201);
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  const { token } = t.guests.add('Familia Popescu', 'ro');
  const household = clientOf(t, { session: sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))! });
  return { ...signedIn, household, eventId: (created.json() as { id: number }).id };
}

describe('a body or query of the wrong shape', () => {
  it('on a guest’s routes is 400 Bad Request, and signs nobody in', async () => {
    const { t: app } = await coupleAndGuest();
    t = app;
    const sessionsBefore = t.db.prepare('SELECT count(*) AS n FROM sessions').get();
    for (const url of [
      loginUrl({ password: 'a', token: 'b' }),
      `${API_PATHS.login}?password=${'x'.repeat(257)}`,
      API_PATHS.login,
    ]) {
      expectBadRequest(await t.app.inject({ method: 'POST', url }), url);
    }
    expect(t.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual(sessionsBefore);
    expectBadRequest(await t.app.inject({ method: 'GET', url: `${API_PATHS.site}?locale=${'x'.repeat(36)}` }), 'a language tag past 35 characters');
  });

  it('from a household answering is 400 Bad Request, and saves no answer; a stranger gets the 401 or 403 first', async () => {
    const { household } = await invitationWithHousehold();
    for (const payload of [{ answer: 'yes', revision: 0 }, { answer: { members: {}, extras: [], message: '', questions: {} } }, undefined]) {
      expectBadRequest(await household.send('PUT', GUEST_RSVP_API.rsvp, payload), `rsvp ${JSON.stringify(payload)}`);
    }
    expect(t!.db.prepare('SELECT count(*) AS n FROM rsvp_responses').get()).toEqual({ n: 0 });
    const bad = { answer: 'yes', revision: 0 };
    expect((await t!.app.inject({ method: 'PUT', url: GUEST_RSVP_API.rsvp, payload: bad })).statusCode).toBe(401);
    const crossSite = await household.inject({ method: 'PUT', url: GUEST_RSVP_API.rsvp, payload: bad, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
  });

  it('on the couple’s routes is 400 Bad Request, and saves nothing', async () => {
    const { t: app, admin } = await coupleAndGuest();
    t = app;
    const guestsBefore = t.guests.list().length;
    const faqBefore = t.stores.content.faq();
    const refused: Array<[string, 'POST' | 'PUT' | 'PATCH', string, unknown]> = [
      ['a name that is a number', 'POST', ADMIN_API.guests, { name: 5, language: null }],
      ['an unknown key', 'POST', ADMIN_API.guests, { name: 'Ana', language: null, age: 3 }],
      ['no body at all', 'POST', ADMIN_API.guests, undefined],
      ['a fact the site does not know', 'PUT', CONTENT_API.facts, { facts: { ...t.stores.content.facts().facts, venue: 'x' }, revision: 1 }],
      ['an order that is no list', 'PUT', CONTENT_API.faqOrder, { ids: 'all' }],
      ['a question in a language the site lacks', 'POST', CONTENT_API.faq, { question: { xx: '?' }, answer: {} }],
      ['a guest’s language that is a number', 'PATCH', ADMIN_API.guest(1), { language: 3 }],
      ['a phase the site does not have', 'PUT', INVITATION_API.phase, { phase: 'wedding' }],
      ['a section for a page the site does not have', 'POST', `${INVITATION_API.infoSections}?page=garden`, { heading: none, body: none }],
      ['a deadline that is a number', 'PUT', RSVP_API.deadline, { deadline: 20270420 }],
    ];
    for (const [what, method, url, payload] of refused) {
      expectBadRequest(await admin.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) }), what);
    }
    expect(t.guests.list()).toHaveLength(guestsBefore);
    expect(t.stores.content.faq()).toEqual(faqBefore);
  });

  it('on the routes that do the guest command’s work (sign-in, import, cards, purge) is 400 Bad Request, and does nothing', async () => {
    const { t: app, admin } = await coupleAndGuest();
    t = app;
    const guestsBefore = t.guests.list().length;
    for (const payload of [{ password: '' }, { password: 'x', device: 'y' }]) {
      expectBadRequest(await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload }), `sign-in ${JSON.stringify(payload)}`);
    }
    for (const payload of [{ format: 'xml', text: 'Ana' }, { format: 'lines' }, { format: 'csv', text: 'name\nAna', language: 'xx' }]) {
      expectBadRequest(await admin.send('POST', ADMIN_API.guestImport, payload), `import ${JSON.stringify(payload)}`);
    }
    for (const payload of [{ ids: [] }, { all: false }, { ids: [1], locale: 'xx' }]) {
      expectBadRequest(await admin.send('POST', ADMIN_API.cards, payload), `cards ${JSON.stringify(payload)}`);
    }
    expectBadRequest(await admin.send('POST', ADMIN_API.purge, { before: 'tomorrow' }), 'purge, a day in words');
    expectBadRequest(await admin.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=2026-06-20&everything=yes` }), 'purge preview, an unknown parameter');
    expect(t.guests.list()).toHaveLength(guestsBefore);
  });
});

describe('the schemas', () => {
  it('are zod’s on every route that declares one: one way to check a request', async () => {
    const routes: RouteOptions[] = [];
    t = await createTestApp({ onRoute: (route) => void routes.push(route) });
    const declared = routes.flatMap((route) =>
      (['body', 'querystring', 'params', 'headers'] as const)
        .filter((part) => route.schema?.[part] !== undefined)
        .map((part) => ({ route: `${String(route.method)} ${route.url} ${part}`, zod: route.schema![part] instanceof $ZodType })),
    );
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.filter((schema) => !schema.zod)).toEqual([]);
  });

  it('of every path with an :id are the one id schema, so an id that is no number is a 404 everywhere', async () => {
    const routes: RouteOptions[] = [];
    const { t: app, admin, guest } = await coupleAndGuest({ onRoute: (route) => void routes.push(route) });
    t = app;
    const withId = routes.filter((route) => route.url.includes(':id'));
    expect(withId.length).toBeGreaterThan(15);
    const idOf = (route: RouteOptions) => (route.schema?.params as { shape?: Record<string, unknown> } | undefined)?.shape?.id;
    expect(withId.filter((route) => idOf(route) !== idParams.shape.id).map((route) => `${String(route.method)} ${route.url}`)).toEqual([]);
    for (const route of withId) {
      const url = route.url.replace(':id', '12abc').replace(':format', 'svg');
      const client = route.url.startsWith('/api/admin') ? admin : guest;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const response = await client.inject({ method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json(), `${method} ${url}`).toEqual({ error: 'Not Found' });
      }
    }
  });

  it('of an answer leave out what they do not name: a photo’s build details never reach a visitor', async () => {
    const photo = { width: 480, height: 320, sources: [], src: '/photos/01-480-abc.jpg', original: '/home/couple/IMG_2041.HEIC' };
    t = await createTestApp({ photos: [photo as Photo] });
    const site = (await t.app.inject({ method: 'GET', url: API_PATHS.site })).json<Site>();
    expect(site.photos[0]).toMatchObject({ src: '/photos/01-480-abc.jpg' });
    expect(site.photos[0]).not.toHaveProperty('original');
  });

  it('of a guest’s invitation and answer let through what a household reads, and refusals as they are', async () => {
    const { household, guest } = await invitationWithHousehold();
    const invitation = await household.inject({ method: 'GET', url: GUEST_INVITATION_API.invitation });
    expect(invitation.statusCode, invitation.body).toBe(200);
    expect(invitation.json<GuestInvitation>()).toMatchObject({ events: [{ title: { en: 'Dinner' }, place: 'Hanul lui Manuc' }], household: { name: 'Familia Popescu', language: 'ro' } });
    const rsvp = await household.inject({ method: 'GET', url: GUEST_RSVP_API.rsvp });
    expect(rsvp.statusCode, rsvp.body).toBe(200);
    expect(Object.keys(rsvp.json() as object).sort()).toEqual(['answer', 'answeredAt', 'answeredBy', 'form', 'revision']);
    const shared = await guest.inject({ method: 'GET', url: GUEST_RSVP_API.rsvp });
    expect(shared.statusCode).toBe(403);
    expect(shared.json()).toEqual({ error: 'Answering needs the personal link', problem: 'personal-link' });
  });
});
