/**
 * Passkeys of the people who run the wedding over the dashboard's API (docs/decisions/0063), with a software passkey
 * that signs for real (server/testing/soft-authenticator.ts): a person enrols, names, lists and removes their own; a
 * passkey signs its own person in, on record with method 'passkey'; refused without a session, with a guest's, from
 * another site, for ADMIN_PASSWORD's session (no person), with a replayed or unknown challenge, another origin or no
 * user verification; a passkey never opens another person's session, and a removed person's passkeys sign in nobody.
 * A passkey also answers the second step of a password's sign-in, its own person's only (docs/decisions/0065).
 */
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { SignIn } from '#common/dashboard-sessions-api';
import { DASHBOARD_SESSIONS_API } from '#common/dashboard-sessions-api';
import { PASSKEYS_API, type PasskeyItem } from '#common/passkeys-api';
import { PEOPLE_API, type AdminSessionInfo, type PersonWithLink } from '#common/people-api';
import { SECOND_FACTOR_API, type SecondFactorNeeded, type TotpEnrolment } from '#common/second-factor-api';
import { clientOf, coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { softPasskey } from '../testing/soft-authenticator';
import { CHALLENGE_LIFETIME_MS } from './passkeys';
import { sessionCookieOf } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => t?.close());

const PASSWORD = 'a long walk by the Danube';
const SITE = { rpId: 'wedding.example', origin: 'https://wedding.example' };
const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

async function withPeople() {
  const clock = { now: Date.parse('2027-04-01T09:00:00Z') };
  const both = await coupleAndGuest({ now: () => clock.now });
  t = both.t;
  const app = both.t.app;
  /** A person added by the couple, their password set through their link, and signed in. */
  const person = async (name: string, email: string) => {
    const added = (await both.admin.send('POST', PEOPLE_API.people, { name, email, role: 'helper' })).json() as PersonWithLink;
    const token = new URL(added.link).hash.slice(1);
    expect((await app.inject({ method: 'POST', url: PEOPLE_API.setupPassword, payload: { token, password: PASSWORD } })).statusCode).toBe(204);
    const signedIn = await app.inject({ method: 'POST', url: ADMIN_API.login, payload: { email, password: PASSWORD } });
    return { id: added.person.id, client: clientOf(both.t, { admin: sessionCookieOf(signedIn, 'admin')! }) };
  };
  const enrol = async (client: TestClient, passkey: ReturnType<typeof softPasskey>, name = 'Ana’s phone') => {
    const options = await client.send('POST', PASSKEYS_API.enrolOptions);
    expect(options.statusCode, options.body).toBe(200);
    return client.send('POST', PASSKEYS_API.passkeys, { name, response: passkey.create(options.json()) });
  };
  const signInWith = async (passkey: ReturnType<typeof softPasskey>) => {
    const options = (await app.inject({ method: 'POST', url: PASSKEYS_API.signInOptions })).json() as { challenge: string };
    const answer = passkey.get(options);
    return { answer, response: await app.inject({ method: 'POST', url: PASSKEYS_API.signIn, payload: { response: answer } }) };
  };
  const whoIs = async (response: Awaited<ReturnType<typeof app.inject>>) =>
    (await clientOf(both.t, { admin: sessionCookieOf(response, 'admin')! }).get<AdminSessionInfo>(ADMIN_API.session)).person;
  return { ...both, app, clock, person, enrol, signInWith, whoIs };
}

describe('a person’s own passkeys', () => {
  it('are enrolled with user verification, named, listed, used to sign in as that person on record, and removed', async () => {
    const { person, enrol, signInWith, whoIs, admin, clock } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    const phone = softPasskey(SITE);
    const enrolled = await enrol(ana.client, phone);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const [item] = enrolled.json() as PasskeyItem[];
    expect(item).toMatchObject({ name: 'Ana’s phone', createdAt: clock.now, lastUsedAt: null });
    // A second one, on a laptop: several per person.
    expect((await enrol(ana.client, softPasskey(SITE), 'Laptop')).statusCode).toBe(201);
    expect((await ana.client.get<PasskeyItem[]>(PASSKEYS_API.passkeys)).map((one) => one.name)).toEqual(['Ana’s phone', 'Laptop']);

    clock.now += 60_000;
    const { response } = await signInWith(phone);
    expect(response.statusCode, response.body).toBe(200);
    expect(await whoIs(response)).toEqual({ id: ana.id, name: 'Ana Pop' });
    expect((await ana.client.get<PasskeyItem[]>(PASSKEYS_API.passkeys))[0]!.lastUsedAt).toBe(clock.now);
    const [latest] = await admin.get<SignIn[]>(DASHBOARD_SESSIONS_API.signIns);
    expect(latest).toMatchObject({ outcome: 'signed-in', method: 'passkey', personId: ana.id });

    const removed = await ana.client.send('DELETE', PASSKEYS_API.passkey(item!.id));
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as PasskeyItem[]).map((one) => one.name)).toEqual(['Laptop']);
    // A removed passkey signs in nobody, and the refusal is on record.
    expect((await signInWith(phone)).response.statusCode).toBe(401);
    expect((await admin.get<SignIn[]>(DASHBOARD_SESSIONS_API.signIns))[0]).toMatchObject({ outcome: 'refused', method: 'passkey' });
  });

  it('refuses a name that cannot be used, and keeps no passkey for it', async () => {
    const { person, enrol } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    const refused = await enrol(ana.client, softPasskey(SITE), '  ');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems).toEqual([{ field: 'name', code: 'empty' }]);
    expect(await ana.client.get<PasskeyItem[]>(PASSKEYS_API.passkeys)).toEqual([]);
  });

  it('cannot be enrolled for the dashboard password’s session, which has no person', async () => {
    const { admin } = await withPeople();
    const refused = await admin.send('POST', PASSKEYS_API.enrolOptions);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ problem: 'no-person' });
  });

  it('refuses every route of them without a session, with a guest’s session, and from another site', async () => {
    const { person, enrol, guest, app } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    await enrol(ana.client, softPasskey(SITE));
    const [item] = await ana.client.get<PasskeyItem[]>(PASSKEYS_API.passkeys);
    const routes = [
      { method: 'GET', url: PASSKEYS_API.passkeys },
      { method: 'POST', url: PASSKEYS_API.enrolOptions },
      { method: 'POST', url: PASSKEYS_API.passkeys, payload: { name: 'x', response: softPasskey(SITE).create({ challenge: 'x', user: { id: 'x' } }) } },
      { method: 'DELETE', url: PASSKEYS_API.passkey(item!.id) },
    ] as const;
    for (const route of routes) {
      expect((await app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await guest.inject(route)).statusCode, `${route.method} ${route.url} as a guest`).toBe(401);
      if (route.method !== 'GET') expect((await ana.client.inject({ ...route, headers: CROSS_SITE })).statusCode, `${route.method} ${route.url} cross-site`).toBe(403);
    }
    for (const url of [PASSKEYS_API.signInOptions, PASSKEYS_API.signIn]) {
      expect((await app.inject({ method: 'POST', url, payload: {}, headers: CROSS_SITE })).statusCode, url).toBe(403);
    }
    expect(await ana.client.get<PasskeyItem[]>(PASSKEYS_API.passkeys)).toHaveLength(1);
  });

  it('are the person’s own: another person can neither list nor remove them', async () => {
    const { person, enrol } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    const ion = await person('Ion Pop', 'ion@example.com');
    await enrol(ana.client, softPasskey(SITE));
    const [item] = await ana.client.get<PasskeyItem[]>(PASSKEYS_API.passkeys);
    expect(await ion.client.get<PasskeyItem[]>(PASSKEYS_API.passkeys)).toEqual([]);
    expect((await ion.client.send('DELETE', PASSKEYS_API.passkey(item!.id))).statusCode).toBe(404);
    expect(await ana.client.get<PasskeyItem[]>(PASSKEYS_API.passkeys)).toHaveLength(1);
  });
});

describe('signing in with a passkey', () => {
  it('never opens another person’s session, and a removed person’s passkey signs in nobody', async () => {
    const { person, enrol, signInWith, whoIs, admin, app } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    const ion = await person('Ion Pop', 'ion@example.com');
    const anas = softPasskey(SITE);
    const ions = softPasskey(SITE);
    await enrol(ana.client, anas);
    await enrol(ion.client, ions);
    expect(await whoIs((await signInWith(ions)).response)).toEqual({ id: ion.id, name: 'Ion Pop' });

    // Ion's passkey answering with Ana's user handle: refused, not Ana's session.
    const options = (await app.inject({ method: 'POST', url: PASSKEYS_API.signInOptions })).json() as { challenge: string };
    const answer = ions.get(options);
    const anasHandle = anas.get({ challenge: 'x' }).response.userHandle;
    const posing = await app.inject({ method: 'POST', url: PASSKEYS_API.signIn, payload: { response: { ...answer, response: { ...answer.response, userHandle: anasHandle } } } });
    expect(posing.statusCode).toBe(401);
    expect(sessionCookieOf(posing, 'admin')).toBeUndefined();

    expect((await admin.send('DELETE', PEOPLE_API.person(ana.id))).statusCode).toBe(204);
    expect((await signInWith(anas)).response.statusCode).toBe(401);
  });

  it('refuses a replayed answer, an unknown challenge, another origin and a passkey without user verification', async () => {
    const { person, enrol, signInWith, app } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    const phone = softPasskey(SITE);
    await enrol(ana.client, phone);
    const { answer, response } = await signInWith(phone);
    expect(response.statusCode).toBe(200);
    const replayed = await app.inject({ method: 'POST', url: PASSKEYS_API.signIn, payload: { response: answer } });
    expect(replayed.statusCode).toBe(401);
    const madeUp = await app.inject({ method: 'POST', url: PASSKEYS_API.signIn, payload: { response: phone.get({ challenge: 'made-up-challenge' }) } });
    expect(madeUp.statusCode).toBe(401);

    // The same key pair is needed for another origin's answer: a passkey enrolled elsewhere is unknown here anyway.
    const elsewhere = softPasskey({ ...SITE, origin: 'https://evil.example' });
    const elsewhereEnrolled = await enrol(ana.client, elsewhere);
    expect(elsewhereEnrolled.statusCode).toBe(400);
    const unverified = softPasskey({ ...SITE, userVerified: false });
    expect((await enrol(ana.client, unverified)).statusCode).toBe(400);
    expect(await ana.client.get<PasskeyItem[]>(PASSKEYS_API.passkeys)).toHaveLength(1);
  });

  it('refuses an answer to a challenge older than its lifetime', async () => {
    const { person, enrol, clock } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    const phone = softPasskey(SITE);
    await enrol(ana.client, phone);
    const options = (await t!.app.inject({ method: 'POST', url: PASSKEYS_API.signInOptions })).json() as { challenge: string };
    clock.now += CHALLENGE_LIFETIME_MS;
    expect((await t!.app.inject({ method: 'POST', url: PASSKEYS_API.signIn, payload: { response: phone.get(options) } })).statusCode).toBe(401);
    const fresh = (await t!.app.inject({ method: 'POST', url: PASSKEYS_API.signInOptions })).json() as { challenge: string };
    clock.now += CHALLENGE_LIFETIME_MS - 1;
    expect((await t!.app.inject({ method: 'POST', url: PASSKEYS_API.signIn, payload: { response: phone.get(fresh) } })).statusCode).toBe(200);
  });

  it('refuses a replayed enrolment', async () => {
    const { person } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    const options = (await ana.client.send('POST', PASSKEYS_API.enrolOptions)).json() as { challenge: string; user: { id: string } };
    const body = { name: 'Phone', response: softPasskey(SITE).create(options) };
    expect((await ana.client.send('POST', PASSKEYS_API.passkeys, body)).statusCode).toBe(201);
    const again = { name: 'Phone', response: softPasskey(SITE).create(options) };
    expect((await ana.client.send('POST', PASSKEYS_API.passkeys, again)).statusCode).toBe(400);
    expect(await ana.client.get<PasskeyItem[]>(PASSKEYS_API.passkeys)).toHaveLength(1);
  });

  it('spends the couple’s sign-in budget: refused answers past it are refused unchecked', async () => {
    const { app, admin } = await withPeople();
    const stranger = softPasskey(SITE);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const options = (await app.inject({ method: 'POST', url: PASSKEYS_API.signInOptions })).json() as { challenge: string };
      statuses.push((await app.inject({ method: 'POST', url: PASSKEYS_API.signIn, payload: { response: stranger.get(options) } })).statusCode);
    }
    // Ten attempts per address: the couple's own sign-in with the password was the first of them.
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual([429, 429]);
    expect((await admin.get<SignIn[]>(DASHBOARD_SESSIONS_API.signIns))[0]).toMatchObject({ outcome: 'too-many', method: 'passkey', personId: null });
  });
});

describe('a passkey as the second step after a password (docs/decisions/0065)', () => {
  /** The person's authenticator app turned on, so a password on a device new to them asks a second step. */
  async function turnOnApp(client: TestClient, clock: { now: number }) {
    const { secret } = (await client.send('POST', SECOND_FACTOR_API.totpStart)).json() as TotpEnrolment;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now });
    expect((await client.send('POST', SECOND_FACTOR_API.totpConfirm, { code })).statusCode).toBe(200);
  }
  const pendingOf = async (app: TestApp['app'], email: string) => {
    const answer = (await app.inject({ method: 'POST', url: ADMIN_API.login, payload: { email, password: PASSWORD } })).json() as SecondFactorNeeded;
    expect(answer.secondFactor).toBe('needed');
    return answer;
  };
  const stepOptions = async (app: TestApp['app'], pending: string) =>
    app.inject({ method: 'POST', url: PASSKEYS_API.secondStepOptions, payload: { pending } });
  const step = (app: TestApp['app'], pending: string, response: unknown) =>
    app.inject({ method: 'POST', url: PASSKEYS_API.secondStep, payload: { pending, response: response as object } });

  it('completes a pending sign-in with its person’s passkey, never another’s, once, on record as a passkey', async () => {
    const { person, enrol, app, clock, admin, whoIs } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    const phone = softPasskey(SITE);
    expect((await enrol(ana.client, phone)).statusCode).toBe(201);
    await turnOnApp(ana.client, clock);
    const bob = await person('Bob Ionescu', 'bob@example.com');
    const bobsPhone = softPasskey(SITE);
    expect((await enrol(bob.client, bobsPhone)).statusCode).toBe(201);

    const { pending, passkey } = await pendingOf(app, 'ana@example.com');
    expect(passkey).toBe(true);
    const options = (await stepOptions(app, pending)).json() as { challenge: string; allowCredentials: Array<{ id: string }> };
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([phone.id]);
    // Bob's passkey, signing the very challenge: not Ana's, so it completes nothing.
    expect((await step(app, pending, bobsPhone.get(options))).statusCode).toBe(401);
    // That challenge is used up; new options, and Ana's passkey.
    const again = (await stepOptions(app, pending)).json() as { challenge: string };
    const done = await step(app, pending, phone.get(again));
    expect(done.statusCode, done.body).toBe(200);
    expect(await whoIs(done)).toEqual({ id: ana.id, name: 'Ana Pop' });
    // The pending sign-in is used: the same step again finds nothing.
    expect((await step(app, pending, phone.get(again))).statusCode).toBe(401);
    const record = await admin.get<SignIn[]>(DASHBOARD_SESSIONS_API.signIns);
    expect(record.slice(0, 3).map((s) => [s.outcome, s.method, s.personId])).toEqual([
      ['signed-in', 'passkey', ana.id],
      ['refused', 'passkey', ana.id],
      ['second-factor-needed', 'password', ana.id],
    ]);
  });

  it('is not offered to a person without a passkey, and a plain sign-in’s challenge does not answer it', async () => {
    const { person, enrol, app, clock } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    await turnOnApp(ana.client, clock);
    const first = await pendingOf(app, 'ana@example.com');
    expect(first.passkey).toBe(false);
    expect((await stepOptions(app, first.pending)).statusCode).toBe(404);
    const phone = softPasskey(SITE);
    expect((await enrol(ana.client, phone)).statusCode).toBe(201);
    const { pending } = await pendingOf(app, 'ana@example.com');
    // A challenge kept for anyone's sign-in is not the second step's, kept for Ana.
    const anyones = (await app.inject({ method: 'POST', url: PASSKEYS_API.signInOptions })).json() as { challenge: string };
    expect((await step(app, pending, phone.get(anyones))).statusCode).toBe(401);
  });

  it('refuses a pending sign-in that is not there, and another site', async () => {
    const { person, enrol, app, clock } = await withPeople();
    const ana = await person('Ana Pop', 'ana@example.com');
    const phone = softPasskey(SITE);
    await enrol(ana.client, phone);
    await turnOnApp(ana.client, clock);
    expect((await stepOptions(app, 'made-up')).statusCode).toBe(401);
    const { pending } = await pendingOf(app, 'ana@example.com');
    const options = (await stepOptions(app, pending)).json() as { challenge: string };
    const crossSite = await app.inject({ method: 'POST', url: PASSKEYS_API.secondStep, payload: { pending, response: phone.get(options) }, headers: CROSS_SITE });
    expect(crossSite.statusCode).toBe(403);
    expect((await step(app, 'made-up', phone.get(options))).statusCode).toBe(401);
  });
});
