/**
 * A person's second factor over the dashboard's API (docs/decisions/0064), with a clock the tests move: a person sets
 * up an authenticator app (a secret shown once, confirmed by a code), receives ten recovery codes; a password sign-in
 * on a device not seen before then waits for a code, a known device is not asked; a code is accepted once, a recovery
 * code once; wrong codes spend the sign-in budgets; every step is on record and in the log, never a code or secret.
 * The app's secret is kept sealed (docs/decisions/0065): no byte of DATA_DIR holds it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { SignIn } from '#common/dashboard-sessions-api';
import { DASHBOARD_SESSIONS_API } from '#common/dashboard-sessions-api';
import { PEOPLE_API, type PersonWithLink } from '#common/people-api';
import { SECOND_FACTOR_API, type RecoveryCodes, type SecondFactorNeeded, type SecondFactorStatus, type TotpEnrolment } from '#common/second-factor-api';
import { clientOf, coupleAndGuest, type TestApp } from '../testing/couple-client';
import { SEALING_KEY_FILE, sealingKeyFor } from '../security/sealed-secrets';
import { leakedSecrets } from '../testing/hostile-checks';
import { sessionCookieOf, TEST_ADMIN_PASSWORD, type TestAppOptions } from '../testing/test-app';
import { PENDING_SIGN_IN_MS } from './pending-sign-ins';

let t: TestApp | undefined;
afterEach(async () => t?.close());

const PASSWORD = 'a long walk by the Danube';
const EMAIL = 'ioana@example.com';

/** The code an app shows for `secret` at `at`, computed with the same library the server uses. */
const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** A site with a person (Ioana, a planner) who has chosen a password and is signed in on their first device. */
async function site(options: TestAppOptions = {}) {
  const clock = { now: Date.parse('2027-04-01T09:00:00Z') };
  const both = await coupleAndGuest({ now: () => clock.now, ...options });
  t = both.t;
  const app = both.t.app;
  const invited = (await both.admin.send('POST', PEOPLE_API.people, { name: 'Ioana Pop', email: EMAIL, role: 'planner' })).json() as PersonWithLink;
  const token = new URL(invited.link).hash.slice(1);
  expect((await app.inject({ method: 'POST', url: PEOPLE_API.setupPassword, payload: { token, password: PASSWORD } })).statusCode).toBe(204);
  const signIn = (cookies: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: ADMIN_API.login, payload: { email: EMAIL, password: PASSWORD }, cookies, remoteAddress });
  const secondStep = (pending: string, code: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: SECOND_FACTOR_API.signIn, payload: { pending, code }, remoteAddress });
  const first = await signIn();
  expect(first.statusCode).toBe(200);
  const device = sessionCookieOf(first, 'admin-device')!;
  const person = clientOf(both.t, { admin: sessionCookieOf(first, 'admin')! });
  /** Sets up the app for the person: the secret and the recovery codes. */
  const enrol = async () => {
    const enrolment = (await person.send('POST', SECOND_FACTOR_API.totpStart)).json() as TotpEnrolment;
    const confirmed = await person.send('POST', SECOND_FACTOR_API.totpConfirm, { code: codeAt(enrolment.secret, clock.now) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The code confirming is used: the sign-ins below come a step later.
    clock.now += 30_000;
    return { secret: enrolment.secret, recoveryCodes: (confirmed.json() as RecoveryCodes).recoveryCodes };
  };
  return { ...both, app, clock, signIn, secondStep, person, device, enrol };
}

const pendingOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as SecondFactorNeeded;
  expect(answer.secondFactor).toBe('needed');
  expect(sessionCookieOf(response, 'admin')).toBeUndefined();
  return answer.pending;
};

describe('setting up an authenticator app', () => {
  it('shows the secret once, as a QR code and as text, confirms it with a code, and gives ten recovery codes kept hashed', async () => {
    const { person, clock } = await site();
    expect(await person.get<SecondFactorStatus>(SECOND_FACTOR_API.status)).toEqual({ totp: false, recoveryCodesLeft: 0, noPerson: false });
    const enrolment = (await person.send('POST', SECOND_FACTOR_API.totpStart)).json() as TotpEnrolment;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toBe(`otpauth://totp/Save%20the%20Date:${encodeURIComponent(EMAIL)}?issuer=Save%20the%20Date&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Not on until a code confirms it; a wrong one does not.
    expect((await person.send('POST', SECOND_FACTOR_API.totpConfirm, { code: '000000' === codeAt(enrolment.secret, clock.now) ? '111111' : '000000' })).statusCode).toBe(422);
    expect((await person.get<SecondFactorStatus>(SECOND_FACTOR_API.status)).totp).toBe(false);
    const confirmed = (await person.send('POST', SECOND_FACTOR_API.totpConfirm, { code: codeAt(enrolment.secret, clock.now) })).json() as RecoveryCodes;
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^([a-km-z2-9]{4}-){5}[a-km-z2-9]{4}$/);
    expect(await person.get<SecondFactorStatus>(SECOND_FACTOR_API.status)).toEqual({ totp: true, recoveryCodesLeft: 10, noPerson: false });
    // Never again: a new secret needs the app turned off first; the database holds the codes only as hashes.
    expect((await person.send('POST', SECOND_FACTOR_API.totpStart)).statusCode).toBe(409);
    const stored = JSON.stringify(t!.db.prepare('SELECT * FROM person_recovery_codes').all());
    expect(leakedSecrets(stored, Object.fromEntries(confirmed.recoveryCodes.map((code, i) => [`code ${i}`, code])))).toEqual([]);
  });

  it('turns off and makes new recovery codes only with a current code, and wrong codes have a budget', async () => {
    const { person, enrol, clock } = await site();
    const { secret, recoveryCodes } = await enrol();
    const newCodes = await person.send('POST', SECOND_FACTOR_API.recoveryCodes, { code: codeAt(secret, clock.now) });
    expect(newCodes.statusCode).toBe(200);
    const fresh = (newCodes.json() as RecoveryCodes).recoveryCodes;
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    clock.now += 30_000;
    // The old recovery codes no longer work; five wrong codes, then 429 even with the right one.
    for (let i = 0; i < 5; i++) expect((await person.send('POST', SECOND_FACTOR_API.totpOff, { code: recoveryCodes[i] })).statusCode).toBe(422);
    expect((await person.send('POST', SECOND_FACTOR_API.totpOff, { code: codeAt(secret, clock.now) })).statusCode).toBe(429);
    clock.now += 15 * 60_000;
    const off = await person.send('POST', SECOND_FACTOR_API.totpOff, { code: fresh[0] });
    expect(off.json()).toEqual({ totp: false, recoveryCodesLeft: 0, noPerson: false });
  });

  it('has nothing to set up for the dashboard password, which has no person', async () => {
    const { admin } = await site();
    expect(await admin.get<SecondFactorStatus>(SECOND_FACTOR_API.status)).toEqual({ totp: false, recoveryCodesLeft: 0, noPerson: true });
    expect((await admin.send('POST', SECOND_FACTOR_API.totpStart)).statusCode).toBe(409);
  });

  it('refuses no session, a guest’s session and another site, on every route that changes it', async () => {
    const { app, guest, person } = await site();
    const writes = [SECOND_FACTOR_API.totpStart, SECOND_FACTOR_API.totpConfirm, SECOND_FACTOR_API.totpOff, SECOND_FACTOR_API.recoveryCodes];
    for (const url of writes) {
      const payload = { code: '123456' };
      expect((await app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(401);
      expect((await guest.send('POST', url, payload)).statusCode, url).toBe(401);
      expect((await person.inject({ method: 'POST', url, payload, headers: { origin: 'https://evil.example' } })).statusCode, url).toBe(403);
    }
    expect((await app.inject({ method: 'POST', url: SECOND_FACTOR_API.signIn, payload: { pending: 'x', code: '1' }, headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect((await person.get<SecondFactorStatus>(SECOND_FACTOR_API.status)).totp).toBe(false);
  });
});

describe('the authenticator app’s secret, as kept', () => {
  /** Every file of DATA_DIR but the sealing key itself, as bytes: the database, its write-ahead log, the rest. */
  const dataFiles = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .map((name) => path.join(dir, name))
      .filter((file) => fs.statSync(file).isFile() && path.basename(file) !== SEALING_KEY_FILE)
      .map((file) => ({ file, bytes: fs.readFileSync(file) }));

  it('is sealed: no byte of DATA_DIR holds it, and codes from the app are still accepted', async () => {
    const { enrol, signIn, secondStep, clock } = await site();
    const { secret } = await enrol();
    const files = dataFiles(t!.dataDir);
    expect(files.some(({ bytes }) => bytes.includes('person_totp'))).toBe(true);
    for (const { file, bytes } of files) {
      expect(bytes.includes(secret), file).toBe(false);
      expect(bytes.includes(Buffer.from(Secret.fromBase32(secret).bytes)), file).toBe(false);
    }
    expect(fs.statSync(path.join(t!.dataDir, SEALING_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect((await secondStep(pendingOf(await signIn()), codeAt(secret, clock.now))).statusCode).toBe(200);
  });

  it('kept in clear by an older version, is sealed at the next start and opens as before', async () => {
    const { enrol, clock } = await site();
    const { secret } = await enrol();
    const dataDir = t!.dataDir;
    // As the secret was kept before it was sealed (migration 20): in clear, in base32.
    t!.db.prepare('UPDATE person_totp SET secret = ?').run(secret);
    await t!.close();
    const restarted = await coupleAndGuest({ dataDir, now: () => clock.now });
    t = restarted.t;
    expect(t.db.prepare('SELECT secret FROM person_totp').pluck().get()).not.toContain(secret);
    const pending = pendingOf(await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { email: EMAIL, password: PASSWORD } }));
    const right = await t.app.inject({ method: 'POST', url: SECOND_FACTOR_API.signIn, payload: { pending, code: codeAt(secret, clock.now) } });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('sealed under another server’s key, accepts no app code, and a recovery code still signs in', async () => {
    const { enrol, signIn, secondStep, clock } = await site();
    const { secret, recoveryCodes } = await enrol();
    // A restore onto a new server: the database came, the key did not (it is never in a backup).
    fs.rmSync(path.join(t!.dataDir, SEALING_KEY_FILE));
    sealingKeyFor(t!.dataDir);
    expect((await secondStep(pendingOf(await signIn()), codeAt(secret, clock.now))).statusCode).toBe(401);
    expect((await secondStep(pendingOf(await signIn()), recoveryCodes[0]!)).statusCode).toBe(200);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code on a device not seen before, and a right code completes the sign-in and makes the device known', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    const { signIn, secondStep, enrol, clock, admin, app } = await site({ logger: { level: 'trace', stream } });
    const { secret } = await enrol();
    const pending = pendingOf(await signIn());
    const wrong = await secondStep(pending, codeAt(secret, clock.now - 5 * 60_000));
    expect(wrong.statusCode).toBe(401);
    const code = codeAt(secret, clock.now);
    const right = await secondStep(pending, code);
    expect(right.statusCode, right.body).toBe(200);
    const session = sessionCookieOf(right, 'admin')!;
    expect((await app.inject({ method: 'GET', url: ADMIN_API.session, cookies: { admin: session } })).json()).toMatchObject({ role: 'planner', person: { name: 'Ioana Pop' } });
    // The pending sign-in is used up; the device now known is not asked again.
    expect((await secondStep(pending, code)).statusCode).toBe(401);
    const again = await signIn({ 'admin-device': sessionCookieOf(right, 'admin-device')! });
    expect(again.json()).toEqual({ signedIn: true });
    const record = await admin.get<SignIn[]>(DASHBOARD_SESSIONS_API.signIns);
    expect(record.slice(0, 4).map((s) => [s.outcome, s.method, s.newDevice])).toEqual([
      ['signed-in', 'password', false],
      ['signed-in', 'authenticator', true],
      ['wrong-code', 'password', true],
      ['second-factor-needed', 'password', true],
    ]);
    expect(log).toContain('dashboard sign-in waits for a second factor');
    expect(leakedSecrets(log, { secret, code, pending, password: PASSWORD })).toEqual([]);
  });

  it('asks on a device only the couple signed in on: known to the site, new to the person', async () => {
    const { app, signIn, enrol } = await site();
    await enrol();
    const couples = await app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } });
    expect(couples.statusCode).toBe(200);
    pendingOf(await signIn({ 'admin-device': sessionCookieOf(couples, 'admin-device')! }));
  });

  it('does not ask on a device that signed in before', async () => {
    const { signIn, enrol, device } = await site();
    await enrol();
    const response = await signIn({ 'admin-device': device });
    expect(response.json()).toEqual({ signedIn: true });
    expect(sessionCookieOf(response, 'admin')).toBeDefined();
  });

  it('accepts a code once: the same code again, within its window, is refused', async () => {
    const { signIn, secondStep, enrol, clock } = await site();
    const { secret } = await enrol();
    const code = codeAt(secret, clock.now);
    expect((await secondStep(pendingOf(await signIn()), code)).statusCode).toBe(200);
    clock.now += 10_000;
    expect((await secondStep(pendingOf(await signIn()), code)).statusCode).toBe(401);
    clock.now += 30_000;
    expect((await secondStep(pendingOf(await signIn()), codeAt(secret, clock.now))).statusCode).toBe(200);
  });

  it('takes each recovery code once, typed in any case, with or without dashes', async () => {
    const { signIn, secondStep, enrol, person } = await site();
    const { recoveryCodes } = await enrol();
    const recoveryCode = recoveryCodes[3]!;
    const typed = recoveryCode.toUpperCase().replace(/-/g, ' ');
    expect((await secondStep(pendingOf(await signIn()), typed)).statusCode).toBe(200);
    expect((await secondStep(pendingOf(await signIn()), recoveryCode)).statusCode).toBe(401);
    expect((await person.get<SecondFactorStatus>(SECOND_FACTOR_API.status)).recoveryCodesLeft).toBe(9);
  });

  it('lets a pending sign-in last five minutes, and wrong codes spend the sign-in budgets', async () => {
    const { signIn, secondStep, enrol, clock } = await site();
    const { secret } = await enrol();
    const late = pendingOf(await signIn({}, '198.51.100.1'));
    clock.now += PENDING_SIGN_IN_MS;
    expect((await secondStep(late, codeAt(secret, clock.now), '198.51.100.1')).statusCode).toBe(401);
    // From one address, a right password and then wrong codes, again and again: the address's budget (ten attempts)
    // runs out, the codes counted with the passwords, and then a right code is refused too.
    const address = '203.0.113.9';
    const wrongCode = codeAt(secret, clock.now) === '000000' ? '111111' : '000000';
    const pending = pendingOf(await signIn({}, address));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await secondStep(pending, wrongCode, address)).statusCode);
    for (let i = 0; i < 2; i++) statuses.push((await secondStep(pendingOf(await signIn({}, address)), wrongCode, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    // Nine attempts so far (three passwords, six codes); the tenth, a password, is the last the budget lets through.
    const last = pendingOf(await signIn({}, address));
    expect((await secondStep(last, codeAt(secret, clock.now), address)).statusCode).toBe(429);
  });
});
