/**
 * The guests' personal links end when the couple says (docs/decisions/0060), over app.inject() with a fake clock:
 * by default 90 days after the wedding day, at the start of the next day in the wedding's time zone. From then a
 * link signs in nobody (410, whatever the token), the sessions links made end, and the shared password is untouched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { CONTENT_API, type AdminContent } from '#common/site-content';
import { GUEST_LINKS_API, type GuestLinksEnd } from '#common/guest-links-api';
import { coupleAndGuest, type TestApp } from '../testing/couple-client';
import { loginUrl, sessionCookieOf, TEST_PASSWORD } from '../testing/test-app';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

// The demo's wedding: 24 May 2026 in Europe/Bucharest (UTC+3 in summer).
const WEDDING_DAY = Date.parse('2026-05-24T12:00:00Z');
/** The start of 23 August 2026 in Bucharest: the 90th day after the wedding, 22 August, is the last a link works. */
const DEFAULT_END = Date.parse('2026-08-22T21:00:00Z');

/** A site with the couple's own names (the shipped example's links never end by default) and a household. */
async function site({ ownNames = true } = {}) {
  let clock = WEDDING_DAY;
  const { t, admin } = await coupleAndGuest({ now: () => clock });
  apps.push(t);
  if (ownNames) {
    const { facts, factsRevision } = await admin.get<AdminContent>(CONTENT_API.content);
    expect((await admin.send('PUT', CONTENT_API.facts, { facts: { ...facts, coupleNames: 'Ana & Mihai' }, revision: factsRevision })).statusCode).toBe(200);
  }
  const { token } = t.guests.add('Familia Popescu');
  const signIn = (query: Record<string, string>) => t.app.inject({ method: 'POST', url: loginUrl(query) });
  const status = async (session: string) => (await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session } })).statusCode;
  return {
    t,
    admin,
    token,
    signIn,
    status,
    at: (moment: number) => (clock = moment),
    end: () => admin.get<GuestLinksEnd>(GUEST_LINKS_API.end),
    setEnd: (until: string | null) => admin.send('PUT', GUEST_LINKS_API.end, { until }),
  };
}

describe("the guests' links", () => {
  it('work until 90 days after the wedding by default, then sign in nobody, and the shared password still does', async () => {
    const s = await site();
    expect(await s.end()).toEqual({ until: '2026-08-22', defaultUntil: '2026-08-22', isDefault: true, example: false });

    s.at(DEFAULT_END - 1000);
    const byLink = await s.signIn({ token: s.token });
    expect(byLink.statusCode).toBe(200);
    const linkSession = sessionCookieOf(byLink)!;
    const passwordSession = sessionCookieOf(await s.signIn({ password: TEST_PASSWORD }))!;
    expect(await s.status(linkSession)).toBe(200);

    s.at(DEFAULT_END);
    const refused = await s.signIn({ token: s.token });
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ error: 'Links ended' });
    expect(sessionCookieOf(refused)).toBeUndefined();
    // A made-up token gets the same answer: it tells nothing of the token, and no token can be guessed into a session.
    expect((await s.signIn({ token: 'A'.repeat(26) })).statusCode).toBe(410);
    // The session the link made ends with it: no status, no private content; the password's goes on.
    expect(await s.status(linkSession)).toBe(401);
    expect((await s.t.app.inject({ method: 'GET', url: `${API_PATHS.content}?locale=en`, cookies: { session: linkSession } })).statusCode).toBe(401);
    expect(await s.status(passwordSession)).toBe(200);
    expect((await s.signIn({ password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('end on the day the couple chooses, and go back to the default, which follows the wedding day', async () => {
    const s = await site();
    const saved = await s.setEnd('2026-06-30');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ until: '2026-06-30', defaultUntil: '2026-08-22', isDefault: false, example: false });
    s.at(Date.parse('2026-06-30T20:59:59Z'));
    expect((await s.signIn({ token: s.token })).statusCode).toBe(200);
    s.at(Date.parse('2026-06-30T21:00:00Z'));
    expect((await s.signIn({ token: s.token })).statusCode).toBe(410);

    // Back to the default (said within the couple's session, which lasts 30 days): the links work again until 90
    // days after the wedding.
    s.at(WEDDING_DAY);
    expect((await s.setEnd(null)).json()).toMatchObject({ until: '2026-08-22', isDefault: true });
    s.at(Date.parse('2026-06-30T21:00:00Z'));
    expect((await s.signIn({ token: s.token })).statusCode).toBe(200);
    s.at(WEDDING_DAY);

    // The wedding moves a week later: so does the default.
    const { facts, factsRevision } = await s.admin.get<AdminContent>(CONTENT_API.content);
    expect((await s.admin.send('PUT', CONTENT_API.facts, { facts: { ...facts, weddingDate: '2026-05-31' }, revision: factsRevision })).statusCode).toBe(200);
    expect(await s.end()).toEqual({ until: '2026-08-29', defaultUntil: '2026-08-29', isDefault: true, example: false });
  });

  it("of the shipped example never end by default, so the demo works whatever the date; a day chosen counts", async () => {
    const s = await site({ ownNames: false });
    expect(await s.end()).toMatchObject({ until: '2026-08-22', isDefault: true, example: true });
    s.at(DEFAULT_END + 365 * 86_400_000);
    expect((await s.signIn({ token: s.token })).statusCode).toBe(200);
    s.at(WEDDING_DAY);
    expect((await s.setEnd('2026-06-30')).json()).toMatchObject({ isDefault: false, example: false });
    s.at(DEFAULT_END);
    expect((await s.signIn({ token: s.token })).statusCode).toBe(410);
  });

  it('may not end before the wedding day; a day that is no day is refused as malformed', async () => {
    const s = await site();
    const early = await s.setEnd('2026-05-23');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ error: 'Invalid', problems: [{ field: 'until', code: 'before-the-wedding', value: '2026-05-24' }] });
    expect((await s.setEnd('2026-05-24')).statusCode).toBe(200);
    for (const until of ['2026-02-30', '30.06.2026', '']) expect((await s.setEnd(until)).statusCode, until).toBe(400);
    expect((await s.end()).until).toBe('2026-05-24');
    // The record of changes (decision 0062) has the one save that changed something, and no refusal.
    const recorded = s.t.stores.changeRecord.page(undefined, 0, 50).changes.filter((change) => change.what === 'linksEnd');
    expect(recorded).toHaveLength(1);
  });

  it("are changed by nobody but the couple: no session, a guest's session and another site are refused", async () => {
    const s = await site();
    const guest = sessionCookieOf(await s.signIn({ token: s.token }))!;
    const put = (options: { cookies?: Record<string, string>; headers?: Record<string, string> }) =>
      s.t.app.inject({ method: 'PUT', url: GUEST_LINKS_API.end, payload: { until: '2026-06-01' }, ...options });
    expect((await put({})).statusCode).toBe(401);
    expect((await put({ cookies: { session: guest } })).statusCode).toBe(401);
    expect((await put({ cookies: { admin: guest } })).statusCode).toBe(401);
    expect((await put({ cookies: s.admin.cookies, headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect((await put({ cookies: s.admin.cookies, headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
    expect(await s.end()).toMatchObject({ until: '2026-08-22', isDefault: true });
    expect((await put({ cookies: s.admin.cookies })).statusCode).toBe(200);
  });
});

