/**
 * Issue 18, "Nobody can lock the couple out", over real HTTP: the app listens on 127.0.0.1 and every client connects
 * from an address of its own in 127.0.0.0/8, so each counts as the address it is. Production cookies (__Host-),
 * the default budgets, and the tests' cheap scrypt, so that hundreds of wrong passwords take seconds.
 */
import type net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { API_PATHS } from '#common/api';
import { LOGIN_FAILURE_WINDOW_MS } from '../app';
import { sha256 } from '../secrets';
import { inBatches, rawRequest, type RawResponse } from '../testing/raw-http';
import { summary } from '../testing/hostile-checks';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_PASSWORD } from '../testing/test-app';
import { DEFAULT_COUPLE_BUDGETS } from './couple-sign-in-limits';
import { KNOWN_DEVICE_LIFETIME_MS } from './known-devices';

const SESSION = '__Host-session';
const ADMIN = '__Host-admin';
const DEVICE = '__Host-admin-device';
/** The guests' defaults (config.ts), which createTestApp uses. */
const GUEST_PER_ADDRESS = 10;
const GUEST_TOTAL = 300;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let port: number;
afterEach(async () => t?.close());

async function listening() {
  t = await createTestApp({ production: true });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
}

/** The value of the cookie `name` a response sets, if it sets one. */
function cookieOf(response: RawResponse, name: string): string | undefined {
  const line = response.headers['set-cookie']?.split('\n').find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

function coupleSignIn(password: string, from: string, device?: string): Promise<RawResponse> {
  const body = JSON.stringify({ password });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (device) headers.cookie = `${DEVICE}=${device}`;
  return rawRequest(port, { method: 'POST', target: ADMIN_API.login, headers, body }, { localAddress: from });
}

function guestSignIn(password: string, from: string): Promise<RawResponse> {
  return rawRequest(port, { method: 'POST', target: `${API_PATHS.login}?${new URLSearchParams({ password })}` }, { localAddress: from });
}

/** The couple signs in on a device and keeps its device cookie. */
async function knownDevice(from: string): Promise<string> {
  const response = await coupleSignIn(TEST_ADMIN_PASSWORD, from);
  expect(response.status, summary('the couple signs in', response)).toBe(200);
  return cookieOf(response, DEVICE)!;
}

/** `perAddress` wrong passwords from each of `addresses` addresses 127.0.<subnet>.n, in turn per address. */
async function guesses(signIn: typeof guestSignIn, subnet: number, addresses: number, perAddress: number): Promise<number[]> {
  const from = Array.from({ length: addresses }, (_, i) => `127.0.${subnet}.${i + 1}`);
  const statuses = await inBatches(from, 10, async (address) => {
    const answers: number[] = [];
    for (let i = 0; i < perAddress; i++) answers.push((await signIn(`guess ${address} ${i}`, address)).status);
    return answers;
  });
  return statuses.flat();
}

function expectRefused(response: RawResponse, label: string): void {
  expect(response.status, summary(label, response)).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter, label).toBeGreaterThanOrEqual(1);
  expect(retryAfter, label).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);
  expect(response.headers['set-cookie'], label).toBeUndefined();
}

describe('the couple’s sign-in has budgets of its own', () => {
  it('after 300 wrong guest passwords from 30 addresses, the couple still signs in, with and without a device cookie', async () => {
    await listening();
    const device = await knownDevice('127.0.1.1');
    const statuses = await guesses(guestSignIn, 2, GUEST_TOTAL / GUEST_PER_ADDRESS, GUEST_PER_ADDRESS);
    expect(statuses).toEqual(Array(GUEST_TOTAL).fill(401));
    // The control: the guests' budget is spent, even the right password is refused to a new address.
    expectRefused(await guestSignIn(TEST_PASSWORD, '127.0.1.2'), 'the guests’ password after the attack');

    expect((await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.1.3')).status).toBe(200);
    // An address that spent its own guests' budget (the couple's Wi-Fi, where guests mistyped) is no matter.
    expect((await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.2.1')).status).toBe(200);
    expect((await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.1.4', device)).status).toBe(200);
  });

  it('after 100 wrong couple passwords from many addresses, a known device signs in; another is refused with 429', async () => {
    await listening();
    const device = await knownDevice('127.0.1.1');
    const otherDevice = await knownDevice('127.0.1.2');
    const statuses = await guesses(coupleSignIn, 3, 20, DEFAULT_COUPLE_BUDGETS.failuresTotal / 20);
    expect(statuses).toEqual(Array(DEFAULT_COUPLE_BUDGETS.failuresTotal).fill(401));

    expectRefused(await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.1.5'), 'the right password, no device cookie');
    expectRefused(await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.1.5', 'made-up-device-cookie'), 'a made-up device cookie');
    const known = await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.1.5', device);
    expect(known.status, summary('a known device', known)).toBe(200);
    const session = cookieOf(known, ADMIN)!;
    expect((await rawRequest(port, { target: ADMIN_API.session, headers: { cookie: `${ADMIN}=${session}` } })).status).toBe(200);
    // The device got a new cookie; the one it presented is no longer a known device's.
    const renewed = cookieOf(known, DEVICE)!;
    expect(renewed).not.toBe(device);
    expectRefused(await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.1.5', device), 'the replaced device cookie');
    expect((await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.1.6', renewed)).status).toBe(200);
    expect((await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.1.6', otherDevice)).status).toBe(200);
    // The guests' budget was never touched: their password still signs in from an address the attack used.
    expect((await guestSignIn(TEST_PASSWORD, '127.0.3.1')).status).toBe(200);
  });

  it('locks a device that failed too often: its attempts then count as a stranger’s, and other devices still sign in', async () => {
    await listening();
    const stolen = await knownDevice('127.0.1.1');
    const couples = await knownDevice('127.0.1.2');
    const perDevice = DEFAULT_COUPLE_BUDGETS.attemptsPerDevice;
    // A thief of a device cookie guesses with it from one address after another: its own budget, not theirs.
    const withStolen = await inBatches(Array.from({ length: perDevice }, (_, i) => i), 1, (i) => coupleSignIn(`guess ${i}`, `127.0.4.${i + 1}`, stolen));
    expect(withStolen.map((r) => r.status)).toEqual(Array(perDevice).fill(401));
    // Locked, the device is a stranger at a fresh address: that address's budget lets it in.
    expect((await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.4.200', stolen)).status).toBe(200);

    // Once strangers have spent the total, the locked device is refused like them; the couple's other device is not.
    const locked = await knownDevice('127.0.1.3');
    for (let i = 0; i < perDevice; i++) expect((await coupleSignIn(`again ${i}`, '127.0.5.1', locked)).status).toBe(401);
    await guesses(coupleSignIn, 6, 20, DEFAULT_COUPLE_BUDGETS.failuresTotal / 20);
    expectRefused(await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.5.2', locked), 'a locked device');
    expect((await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.5.3', couples)).status).toBe(200);
  });

  it('never counts a guest’s wrong password against the couple, nor the couple’s against the guests, per address', async () => {
    await listening();
    for (let i = 0; i < GUEST_PER_ADDRESS; i++) expect((await guestSignIn(`typo ${i}`, '127.0.7.1')).status).toBe(401);
    expectRefused(await guestSignIn(TEST_PASSWORD, '127.0.7.1'), 'the guests’ budget of the address');
    expect((await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.7.1')).status).toBe(200);

    const perAddress = DEFAULT_COUPLE_BUDGETS.attemptsPerAddress;
    for (let i = 0; i < perAddress; i++) expect((await coupleSignIn(`typo ${i}`, '127.0.7.2')).status).toBe(401);
    expectRefused(await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.7.2'), 'the couple’s budget of the address');
    expect((await guestSignIn(TEST_PASSWORD, '127.0.7.2')).status).toBe(200);
  });
});

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Strict, Secure and __Host- for a year, and kept only as its SHA-256', async () => {
    await listening();
    const response = await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.8.1');
    const line = response.headers['set-cookie']!.split('\n').find((cookie) => cookie.startsWith(`${DEVICE}=`))!;
    const attributes = line.split(';').slice(1).map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining([`max-age=${KNOWN_DEVICE_LIFETIME_MS / 1000}`, 'path=/', 'httponly', 'secure', 'samesite=strict']),
    );
    expect(attributes.some((part) => part.startsWith('domain'))).toBe(false);
    // The session's cookie comes first: scripts that sign in take the first Set-Cookie.
    expect(response.headers['set-cookie']!.startsWith(`${ADMIN}=`)).toBe(true);
    const value = cookieOf(response, DEVICE)!;
    expect(Buffer.from(value, 'base64url')).toHaveLength(32);
    expect(t.db.prepare('SELECT id_hash AS idHash FROM admin_devices').all()).toEqual([{ idHash: sha256(value) }]);
  });
});

describe('the dashboard’s sign-out', () => {
  it('ends only a couple’s session: a guest’s session id sent to it leaves the guest signed in', async () => {
    await listening();
    const guest = cookieOf(await guestSignIn(TEST_PASSWORD, '127.0.9.1'), SESSION)!;
    const out = await rawRequest(port, { method: 'POST', target: ADMIN_API.logout, headers: { cookie: `${ADMIN}=${guest}` } });
    expect(out.status).toBe(204);
    expect((await rawRequest(port, { target: API_PATHS.status, headers: { cookie: `${SESSION}=${guest}` } })).status).toBe(200);

    // The control: the couple's own session does end.
    const couple = cookieOf(await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.9.2'), ADMIN)!;
    expect((await rawRequest(port, { method: 'POST', target: ADMIN_API.logout, headers: { cookie: `${ADMIN}=${couple}` } })).status).toBe(204);
    expect((await rawRequest(port, { target: ADMIN_API.session, headers: { cookie: `${ADMIN}=${couple}` } })).status).toBe(401);
  });

  it('the guests’ sign-out and sign-in, given the couple’s session id in the guests’ cookie, leave the couple signed in', async () => {
    await listening();
    const couple = cookieOf(await coupleSignIn(TEST_ADMIN_PASSWORD, '127.0.9.3'), ADMIN)!;
    expect((await rawRequest(port, { method: 'POST', target: API_PATHS.logout, headers: { cookie: `${SESSION}=${couple}` } })).status).toBe(204);
    const signIn = await rawRequest(
      port,
      { method: 'POST', target: `${API_PATHS.login}?password=${encodeURIComponent(TEST_PASSWORD)}`, headers: { cookie: `${SESSION}=${couple}` } },
      { localAddress: '127.0.9.3' },
    );
    expect(signIn.status).toBe(200);
    expect((await rawRequest(port, { target: ADMIN_API.session, headers: { cookie: `${ADMIN}=${couple}` } })).status).toBe(200);
  });
});
