/**
 * The dashboard's API over app.inject(): the couple's sign-in and session, the refusals (no session, a guest's
 * session, cross-site, wrong password, too many attempts), and every guest action with bad input as well as good.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { INVITATION_API } from '#common/invitation-api';
import { RSVP_API } from '#common/rsvp-api';
import { CONTENT_API } from '#common/site-content';
import { MAX_PROBLEMS_LISTED, type InvalidAnswer } from '#common/api-problems';
import type { AdminGuest, GuestPage, ImportResult } from '#common/guest-list-api';
import { API_PATHS } from '#common/api';
import { registeredAdminRoutes } from '../testing/admin-routes';
import { OPEN, ROUTE_ROLES } from './route-roles';
import { createTestApp, loginUrl, sessionCookieOf, TEST_ADMIN_PASSWORD, TEST_PASSWORD } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
afterEach(async () => t?.close());

/** A test app and the couple's cookie. */
async function signedInCouple(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(options);
  const response = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } });
  expect(response.statusCode).toBe(200);
  return { admin: sessionCookieOf(response, 'admin')! };
}

function as(cookie: { admin: string }) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, cookies: cookie }),
    send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({ method, url, cookies: cookie, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

describe('the couple’s sign-in', () => {
  it('takes the password from a JSON body and sets its own Strict cookie, not the guests’', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'admin')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 30 * 86_400 });
    expect(sessionCookieOf(response, 'session')).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: ADMIN_API.session, cookies: { admin: cookie.value } })).statusCode).toBe(200);
  });

  it('is __Host-admin and Secure in production', async () => {
    t = await createTestApp({ production: true });
    const response = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } });
    expect(response.cookies.find((c) => c.name === '__Host-admin')).toMatchObject({ secure: true, sameSite: 'Strict' });
  });

  it('refuses the guests’ password, a wrong one, the password in the address, and malformed bodies', async () => {
    t = await createTestApp();
    for (const payload of [{ password: TEST_PASSWORD }, { password: 'wrong' }]) {
      expect((await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload })).statusCode).toBe(401);
    }
    const inAddress = await t.app.inject({ method: 'POST', url: `${ADMIN_API.login}?password=${encodeURIComponent(TEST_ADMIN_PASSWORD)}` });
    expect(inAddress.statusCode).toBe(400);
    for (const payload of [{}, { password: '' }, { password: 7 }, { password: 'x'.repeat(300) }, { password: 'a', extra: 1 }]) {
      const response = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('has a limit per address of its own: past it, 429 with Retry-After, and the guests’ sign-in is untouched', async () => {
    t = await createTestApp({ adminLoginFailuresPerAddress: 3, loginFailuresPerAddress: 3 });
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: `guess ${i}` } });
    const refused = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) })).statusCode).toBe(200);
  });

  it('makes the device known with a cookie of its own: HttpOnly, Strict, for a year; __Host- and Secure in production', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } });
    expect(response.cookies.find((c) => c.name === 'admin-device')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 365 * 86_400 });
    expect(response.cookies.find((c) => c.name === 'admin-device')?.secure).toBeUndefined();
    await t.close();
    t = await createTestApp({ production: true });
    const secure = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } });
    expect(secure.cookies.find((c) => c.name === '__Host-admin-device')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it("signs out: the session ends, the cookie is cleared and the browser asked to forget the site's copies", async () => {
    const couple = await signedInCouple();
    const out = await as(couple).send('POST', ADMIN_API.logout);
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'admin')?.value).toBe('');
    expect(out.headers['clear-site-data']).toBe('"cache", "storage"');
    expect((await as(couple).get(ADMIN_API.session)).statusCode).toBe(401);
  });
});

const registered = (await registeredAdminRoutes()).map(([method, url]) => [method, url] as [string, string]);
/** The routes open without a dashboard session: signing in and out, and setting up one's own sign-in (route-roles.ts). */
const OPEN_ROUTES = new Set(Object.entries(ROUTE_ROLES).filter(([, access]) => access === OPEN).map(([key]) => key));
const CHANGES_DATA = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('every admin route refuses', () => {
  // One app for every refusal: a refused request changes nothing (each test checks so), and building an app per
  // route was most of this file's time (about 200 apps).
  let refusing: TestApp;
  let guest: string;
  let couple: { admin: string };
  beforeAll(async () => {
    refusing = await createTestApp();
    refusing.guests.add('Ana');
    guest = sessionCookieOf(await refusing.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
    const signedIn = await refusing.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } });
    couple = { admin: sessionCookieOf(signedIn, 'admin')! };
  });
  afterAll(async () => refusing.close());

  it('is every route there is (the list comes from the app)', () => {
    expect(registered.length).toBeGreaterThan(30);
    expect(registered).toContainEqual(['DELETE', ADMIN_API.guest(1)]);
    expect(registered).toContainEqual(['PUT', CONTENT_API.photoAlt(1)]);
    expect(registered).toContainEqual(['GET', ADMIN_API.cardPage('x')]);
    expect(registered).toContainEqual(['POST', RSVP_API.reminded(1)]);
  });

  it.each(registered.filter(([method, url]) => !OPEN_ROUTES.has(`${method} ${url}`)))('%s %s without a session, and with a guest’s (401)', async (method, url) => {
    for (const cookies of [{}, { session: guest }, { admin: guest }] as Array<Record<string, string>>) {
      const response = await refusing.app.inject({ method: method as 'GET', url, cookies, ...(CHANGES_DATA.has(method) ? { payload: {} } : {}) });
      expect(response.statusCode, JSON.stringify(cookies)).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(refusing.guests.list()).toHaveLength(1);
  });

  it.each(registered.filter(([method]) => CHANGES_DATA.has(method)))('%s %s from another site (403), even with the couple’s session', async (method, url) => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
      const response = await refusing.app.inject({ method: method as 'POST', url, cookies: couple, headers, payload: {} });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(refusing.guests.list()).toHaveLength(1);
    expect((await refusing.app.inject({ method: 'GET', url: ADMIN_API.session, cookies: couple })).statusCode).toBe(200);
  });

  it.each([ADMIN_API.guest.pattern, CONTENT_API.photo.pattern, CONTENT_API.faqEntry.pattern])('%s: an id that is not a number is a 404, checked in one place', async (pattern) => {
    const couple = await signedInCouple();
    for (const id of ['abc', '1.5', '-1', '1e3', '9'.repeat(16)]) {
      expect((await as(couple).get(pattern.replace(':id', id))).statusCode, id).toBe(404);
      expect((await as(couple).send('DELETE', pattern.replace(':id', id))).statusCode, id).toBe(404);
    }
  });

  it('a cross-site sign-in too', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD }, headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
  });

  it('and the couple’s session opens no guest page: the guests’ status check says 401', async () => {
    const couple = await signedInCouple();
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session: couple.admin } })).statusCode).toBe(401);
  });
});

describe('without ADMIN_PASSWORD (production)', () => {
  it('the dashboard is off: its API answers 503 naming the variable, /admin says so, the guest site works', async () => {
    t = await createTestApp({ adminPassword: null, production: true });
    const api = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: 'anything at all' } });
    expect(api.statusCode).toBe(503);
    expect(api.json().error).toContain('ADMIN_PASSWORD');
    const page = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('ADMIN_PASSWORD');
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) })).statusCode).toBe(200);
  });
});

describe('the guest list', () => {
  async function withGuests() {
    const couple = await signedInCouple();
    const api = as(couple);
    const names: Array<[string, 'ro' | 'de' | 'ru' | null]> = [
      ['Ștefan Ionescu', 'ro'],
      ['Stefanie Weber', 'de'],
      ['Анна Смирнова', 'ru'],
      ['Ana Pop', null],
      ['Zoë Martin', null],
    ];
    for (const [name, language] of names) expect((await api.send('POST', ADMIN_API.guests, { name, language })).statusCode).toBe(201);
    return api;
  }
  const names = (page: GuestPage) => page.guests.map((g) => g.name);

  it('searches ignoring accents and case: "stefan" finds "Ștefan" and "Stefanie"', async () => {
    const api = await withGuests();
    expect(names((await api.get(`${ADMIN_API.guests}?q=stefan`)).json())).toEqual(['Ștefan Ionescu', 'Stefanie Weber']);
    expect(names((await api.get(`${ADMIN_API.guests}?q=ZOE`)).json())).toEqual(['Zoë Martin']);
    expect(names((await api.get(`${ADMIN_API.guests}?q=анна`)).json())).toEqual(['Анна Смирнова']);
  });

  it('finds a household by one of its members’ names: "olga" finds the Weber household', async () => {
    const api = await withGuests();
    const weber = ((await api.get(`${ADMIN_API.guests}?q=weber`)).json() as GuestPage).guests[0]!;
    const members = [
      { id: weber.members[0]!.id, name: 'Stefanie Weber', language: null, child: false },
      { name: 'Olga Weber', language: 'ru', child: false },
    ];
    expect((await api.send('PUT', INVITATION_API.householdMembers(weber.id), { members })).statusCode).toBe(200);
    const found = (await api.get(`${ADMIN_API.guests}?q=OLGA`)).json() as GuestPage;
    expect(names(found)).toEqual(['Stefanie Weber']);
    expect(found.matching).toBe(1);
  });

  it('sorts by name or last visit, filters never opened and revoked, and pages', async () => {
    const api = await withGuests();
    const all = (await api.get(ADMIN_API.guests)).json() as GuestPage;
    expect(all.total).toBe(5);
    const pop = all.guests.find((g) => g.name === 'Ana Pop')!;
    t.stores.visits.record({ guestId: pop.id }, Date.now());
    const byVisit = (await api.get(`${ADMIN_API.guests}?sort=lastVisit`)).json() as GuestPage;
    expect(byVisit.guests[0]!.name).toBe('Ana Pop');
    const never = (await api.get(`${ADMIN_API.guests}?filter=never`)).json() as GuestPage;
    expect(never.matching).toBe(4);
    expect(names(never)).not.toContain('Ana Pop');
    await api.send('POST', ADMIN_API.revoke(pop.id));
    expect(names((await api.get(`${ADMIN_API.guests}?filter=revoked`)).json())).toEqual(['Ana Pop']);
    const paged = (await api.get(`${ADMIN_API.guests}?limit=2&offset=2`)).json() as GuestPage;
    expect(paged.guests).toHaveLength(2);
    expect(paged.matching).toBe(5);
    // Nonsense in the query falls back to the defaults rather than failing.
    expect((await api.get(`${ADMIN_API.guests}?sort=drop+table&filter=%00&limit=-1&offset=x`)).statusCode).toBe(200);
  });

  it('shows each guest with language, note, visits and a working link', async () => {
    const api = await withGuests();
    const ana = ((await api.get(`${ADMIN_API.guests}?q=ana+pop`)).json() as GuestPage).guests[0]!;
    expect(ana).toMatchObject({ name: 'Ana Pop', language: null, note: '', visitCount: 0, revokedAt: null });
    const token = new URL(ana.link!).searchParams.get('token')!;
    expect(ana.link!.startsWith('https://wedding.example/login?token=')).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode).toBe(200);
    const after = ((await api.get(`${ADMIN_API.guests}?q=ana+pop`)).json() as GuestPage).guests[0]!;
    expect(after.visitCount).toBe(1);
    expect(after.firstVisitAt).not.toBeNull();
  });
});

describe('adding and editing a guest', () => {
  it('refuses what is no name, says which field and why, and writes nothing', async () => {
    const api = as(await signedInCouple());
    const refusals: Array<[unknown, string]> = [
      [{ name: '', language: null }, 'empty'],
      [{ name: '   \u200b ', language: null }, 'empty'],
      [{ name: 'x'.repeat(201), language: null }, 'too-long'],
      [{ name: 'Ana\nPop', language: null }, 'control'],
      [{ name: 'Ana \u202eroc', language: null }, 'direction'],
      [{ name: 'Ana', language: null, note: 'n'.repeat(501) }, 'too-long'],
    ];
    for (const [payload, code] of refusals) {
      const response = await api.send('POST', ADMIN_API.guests, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect((response.json() as InvalidAnswer).problems[0]!.code).toBe(code);
    }
    for (const payload of [{ name: 'x'.repeat(10_001), language: null }, { name: 'Ana', language: 'es' }, { name: 'Ana' }, { name: 7, language: null }]) {
      expect((await api.send('POST', ADMIN_API.guests, payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect(t.guests.list()).toEqual([]);
  });

  it('keeps names as typed, markup and formulas included, and never runs them', async () => {
    const api = as(await signedInCouple());
    for (const name of ['<script>alert(1)</script>', '=HYPERLINK("https://evil.example","x")', 'محمد علي', 'Zoë\u200b Martin']) {
      const response = await api.send('POST', ADMIN_API.guests, { name, language: null });
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toContain('application/json');
    }
    expect(t.guests.list().map((g) => g.name)).toEqual(['<script>alert(1)</script>', '=HYPERLINK("https://evil.example","x")', 'محمد علي', 'Zoë Martin']);
  });

  it('edits name, language and note, keeping the link', async () => {
    const api = as(await signedInCouple());
    const ana = (await api.send('POST', ADMIN_API.guests, { name: 'Ana', language: null, note: 'table 4' })).json() as AdminGuest;
    const edited = (await api.send('PATCH', ADMIN_API.guest(ana.id), { name: 'Ana Pop', language: 'ro', note: '' })).json() as AdminGuest;
    expect(edited).toMatchObject({ name: 'Ana Pop', language: 'ro', note: '' });
    expect(new URL(edited.link!).searchParams.get('token')).toBe(new URL(ana.link!).searchParams.get('token'));
    expect((await api.send('PATCH', ADMIN_API.guest(ana.id), { name: '' })).statusCode).toBe(422);
    expect((await api.send('PATCH', ADMIN_API.guest(999), { name: 'Nobody' })).statusCode).toBe(404);
    expect((await api.send('PATCH', '/api/admin/guests/abc', { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('removes a guest added by mistake, with the guest’s sessions', async () => {
    const api = as(await signedInCouple());
    const { guest, token } = t.guests.add('Mistake');
    const session = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
    expect((await api.send('DELETE', ADMIN_API.guest(guest.id))).statusCode).toBe(204);
    expect(t.guests.get(guest.id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session } })).statusCode).toBe(401);
    expect((await api.send('DELETE', ADMIN_API.guest(guest.id))).statusCode).toBe(404);
  });
});

describe('revoking and a new link', () => {
  it('revoking from the dashboard signs a guest out who is signed in right now', async () => {
    const api = as(await signedInCouple());
    const { guest, token } = t.guests.add('Signed In', 'de');
    const session = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session } })).statusCode).toBe(200);
    expect((await api.send('POST', ADMIN_API.revoke(guest.id))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.content, cookies: { session } })).statusCode).toBe(401);
  });

  it('revoke ends the guest’s sessions at once; a new link works and the old one stops', async () => {
    const api = as(await signedInCouple());
    const { guest, token } = t.guests.add('Leaky', 'fr');
    const session = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
    const renewed = (await api.send('POST', ADMIN_API.newLink(guest.id))).json() as AdminGuest;
    const newToken = new URL(renewed.link!).searchParams.get('token')!;
    expect(newToken).not.toBe(token);
    expect(renewed.link).toContain('lang=fr');
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ token: newToken }) })).statusCode).toBe(200);

    const revoked = (await api.send('POST', ADMIN_API.revoke(guest.id))).json() as AdminGuest;
    expect(revoked.link).toBeNull();
    expect(revoked.revokedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'POST', url: loginUrl({ token: newToken }) })).statusCode).toBe(401);
  });
});

describe('importing many guests', () => {
  it('adds pasted names in the chosen language, and skips those already on the list', async () => {
    const api = as(await signedInCouple());
    t.guests.add('Ana Pop');
    const response = await api.send('POST', ADMIN_API.guestImport, { format: 'lines', text: 'Ion Popescu\n\nana pop\nMaria Ionescu\n', language: 'ro' });
    const result = response.json() as ImportResult;
    expect(result.added.map((g) => [g.name, g.language])).toEqual([
      ['Ion Popescu', 'ro'],
      ['Maria Ionescu', 'ro'],
    ]);
    expect(result.skipped).toEqual([{ line: 3, name: 'ana pop', id: 1 }]);
  });

  it('refuses a CSV with one bad line, naming it, and adds nobody', async () => {
    const api = as(await signedInCouple());
    const response = await api.send('POST', ADMIN_API.guestImport, { format: 'csv', text: 'name,language\nAna,ro\nBob,xx\nCarl,de\n' });
    expect(response.statusCode).toBe(422);
    expect((response.json() as InvalidAnswer).problems).toEqual([{ field: 'language', line: 3, code: 'language', value: 'xx' }]);
    expect(t.guests.list()).toEqual([]);
  });

  it('answers a CSV with thousands of problems with the first ones and a count, not all of them', async () => {
    const api = as(await signedInCouple());
    const rows = Array.from({ length: 1_500 }, (_, i) => `Guest ${i},xx`).join('\n');
    const response = await api.send('POST', ADMIN_API.guestImport, { format: 'csv', text: `name,language\n${rows}\n` });
    expect(response.statusCode).toBe(422);
    const answer = response.json() as InvalidAnswer;
    expect(answer.problems).toHaveLength(MAX_PROBLEMS_LISTED);
    expect(answer.problems[0]).toEqual({ field: 'language', line: 2, code: 'language', value: 'xx' });
    expect(answer.more).toBe(1_500 - MAX_PROBLEMS_LISTED);
    expect(response.body.length).toBeLessThan(20_000);
    expect(t.guests.list()).toEqual([]);
  });

  it('refuses a body of the wrong shape or far too large', async () => {
    const api = as(await signedInCouple());
    for (const payload of [{ format: 'xml', text: 'x' }, { format: 'lines' }, { format: 'lines', text: 'x', language: 'es' }]) {
      expect((await api.send('POST', ADMIN_API.guestImport, payload)).statusCode).toBe(400);
    }
    const huge = await api.send('POST', ADMIN_API.guestImport, { format: 'lines', text: 'x'.repeat(3 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('QR codes, export, chart and cards', () => {
  it('serves a guest’s QR code as SVG and PNG, as a download when asked', async () => {
    const api = as(await signedInCouple());
    const { guest } = t.guests.add('Ana');
    const svg = await api.get(ADMIN_API.qr(guest.id, 'svg'));
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const png = await api.get(`${ADMIN_API.qr(guest.id, 'png')}?download=1`);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="guest-${guest.id}-qr.png"`);
    t.guests.revoke(guest.id);
    expect((await api.get(ADMIN_API.qr(guest.id, 'svg'))).statusCode).toBe(404);
  });

  it('exports the list as CSV with a BOM, formulas made text', async () => {
    const api = as(await signedInCouple());
    t.guests.add('=HYPERLINK("https://evil.example","Click")', 'ro', '+1 guest');
    const response = await api.get(ADMIN_API.export);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="guests-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, row] = parse(response.body, { bom: true }) as string[][];
    expect(header).toEqual(['household', 'household language', 'household email', 'household phone', 'name', 'language', 'child', 'email', 'phone', 'note', 'link', 'first visit', 'last visit', 'visits', 'revoked']);
    // One line per member; a household of one's member carries its name, made text in both columns.
    const formula = `'=HYPERLINK("https://evil.example","Click")`;
    expect(row!.slice(0, 10)).toEqual([formula, 'ro', '', '', formula, 'ro', 'no', '', '', "'+1 guest"]);
  });

  it('draws the password sign-ins per day as an SVG', async () => {
    const api = as(await signedInCouple());
    await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) });
    const svg = (await api.get(`${ADMIN_API.visitsChart}?locale=de`)).body;
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(': 1</title>');
    expect(svg).not.toContain('<style');
  });

  it('makes a page of cards in the background: progress, then the page with its own policy', async () => {
    const api = as(await signedInCouple());
    for (const name of ['Ana', 'Ion', '<b>Bold</b>']) t.guests.add(name, 'ro');
    const started = await api.send('POST', ADMIN_API.cards, { all: true });
    expect(started.statusCode).toBe(202);
    const { id, total } = started.json() as { id: string; total: number };
    expect(total).toBe(3);
    await expect.poll(async () => (await api.get(ADMIN_API.cardJob(id))).json().ready).toBe(true);
    const page = await api.get(ADMIN_API.cardPage(id));
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.body.match(/<article class="card"/g)).toHaveLength(3);
    expect(page.body).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    const one = await api.send('POST', ADMIN_API.cards, { ids: [2] });
    expect((one.json() as { total: number }).total).toBe(1);
    expect((await api.send('POST', ADMIN_API.cards, { ids: [999] })).statusCode).toBe(422);
    expect((await api.send('POST', ADMIN_API.cards, { ids: [] })).statusCode).toBe(400);
  });
});
