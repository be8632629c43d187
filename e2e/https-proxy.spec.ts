/**
 * Issue 14: the site as it runs for real, behind Debian's Caddy with deploy/Caddyfile (the production file, only its
 * environment differs: `tls internal` on loopback ports), in front of the compiled server with NODE_ENV=production
 * and TRUST_PROXY=1. Everything goes through HTTPS: sign-in by password and by link with the __Host- cookie, HSTS,
 * the private video streamed with Range, the rate limit counting the address Caddy saw, and Caddy's access log
 * holding no secret. The spec starts both processes itself; the other projects' webServer is plain HTTP.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { test } from './sites';
import { GUEST_COMMAND_ENTRY, REPO_ROOT, SERVER_ENTRY } from '../server/paths';
import { anyFreePort as freePort } from '../test-support/free-port';

const CADDY = process.env.CADDY_PATH ?? 'caddy';
const caddyInstalled = !spawnSync(CADDY, ['version']).error;
const PASSWORD = 'violet-harbour-lantern-1987';
const ADMIN_PASSWORD = 'quiet-orchard-compass-2026';
// Wrong passwords of the rate-limit test: the access log must not hold them either.
const WRONG = (n: number) => `wrong-guess-${n}-kestrel`;

test.describe.configure({ mode: 'serial' });
test.skip(!caddyInstalled, 'caddy is not installed: apt-get install caddy');

let tmp = '';
let httpsPort = 0;
let origin = '';
let dataDir = '';
let accessLog = '';
const children: Array<{ name: string; child: ChildProcess; output: string[] }> = [];
/** Every secret the test hands out or receives, looked for in the access log at the end. */
const secrets = new Set<string>([PASSWORD]);

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  children.push({ name, child, output });
}

/** One HTTPS request to Caddy from a chosen local address (any 127.x.y.z is this machine), as a separate client. */
function request(
  pathAndQuery: string,
  { method = 'GET', from = '127.0.0.1', headers = {} }: { method?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      // No agent: every request a connection of its own, from its own address; Caddy's certificate is its own CA's.
      { host: '127.0.0.1', port: httpsPort, path: pathAndQuery, method, localAddress: from, headers, agent: false, rejectUnauthorized: false },
      (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)),
    );
    req.on('error', reject);
    req.end();
  });
}

async function waitUntilAnswering(): Promise<void> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const dead = children.find(({ child }) => child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} stopped:\n${dead.output.join('')}`);
    // Through Caddy: the app and the proxy both answer, with the certificate issued.
    if ((await request('/api/health').catch(() => 0)) === 200) return;
    if (Date.now() > deadline) throw new Error(`No answer on ${origin}:\n${children.map((c) => c.output.join('')).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'std-proxy-'));
  dataDir = path.join(tmp, 'data');
  accessLog = path.join(tmp, 'log', 'access.log');
  const [appPort, httpPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  httpsPort = await freePort();
  origin = `https://127.0.0.1:${httpsPort}`;
  start('the server', process.execPath, [SERVER_ENTRY], {
    ...process.env,
    NODE_ENV: 'production',
    TRUST_PROXY: '1',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    DATA_DIR: dataDir,
    WEDDING_PASSWORD: PASSWORD,
    ADMIN_PASSWORD,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    // Reached in three attempts, so the test is quick.
    LOGIN_FAILURES_PER_ADDRESS: '3',
  });
  // Caddy's internal CA, certificates and autosaved config stay in the temporary folder.
  start('caddy', CADDY, ['run', '--config', path.join(REPO_ROOT, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'], {
    PATH: process.env.PATH,
    HOME: tmp,
    XDG_DATA_HOME: path.join(tmp, 'xdg-data'),
    XDG_CONFIG_HOME: path.join(tmp, 'xdg-config'),
    SITE_ADDRESS: '127.0.0.1',
    CADDY_TLS: 'internal',
    APP_ADDRESS: `127.0.0.1:${appPort}`,
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    CADDY_ADMIN: `127.0.0.1:${adminPort}`,
    ACCESS_LOG: accessLog,
  });
  await waitUntilAnswering();
});

test.afterAll(async () => {
  // Each stopped by its own process id, then its exit awaited, before the folder goes.
  await Promise.all(
    children.map(({ child }) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
    ),
  );
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true, locale: 'en-US' });
}

async function expectHostCookie(context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).find((c) => c.name === '__Host-session');
  expect(cookie, 'the session cookie').toBeDefined();
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
  secrets.add(cookie!.value);
}

test('signs in with the password through HTTPS: __Host- cookie, HSTS, and the private video streamed with Range', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const response = await page.goto('/login');
  expect(response!.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  await expectHostCookie(context);

  // In the page, as the video element would ask: the content names the video, its first 100 bytes come back.
  const media = await page.evaluate(async () => {
    const content = (await (await fetch('/api/content')).json()) as { video: { src: string } };
    const part = await fetch(content.video.src, { headers: { Range: 'bytes=0-99' } });
    return { src: content.video.src, status: part.status, range: part.headers.get('content-range'), length: (await part.arrayBuffer()).byteLength };
  });
  expect(media.src).toMatch(/^\/media\//);
  expect(media).toMatchObject({ status: 206, length: 100 });
  expect(media.range).toMatch(/^bytes 0-99\/\d+$/);

  // Signed out, the same address answers 401.
  const stranger = await newContext(browser);
  const strangerPage = await stranger.newPage();
  await strangerPage.goto('/login');
  const status = await strangerPage.evaluate(async (src) => (await fetch(src, { headers: { Range: 'bytes=0-99' } })).status, media.src);
  expect(status).toBe(401);
  await stranger.close();
  await context.close();
});

test("a guest's link from the guest command signs in through HTTPS with the __Host- cookie", async ({ browser }) => {
  const { stdout } = await promisify(execFile)(process.execPath, [GUEST_COMMAND_ENTRY, 'add', 'Proxy Guest', '--json'], {
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: origin },
  });
  const link = new URL((JSON.parse(stdout) as { link: string }).link);
  secrets.add(link.searchParams.get('token')!);
  expect(link.origin).toBe(origin);

  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(link.href);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
  await expectHostCookie(context);
  await context.close();
});

test('the rate limit counts the address Caddy saw, not one a client claims in X-Forwarded-For', async () => {
  const wrong = (from: string, n: number, headers: Record<string, string> = {}) =>
    request(`/api/login?password=${WRONG(n)}`, { method: 'POST', from, headers });
  for (let n = 0; n < 3; n++) secrets.add(WRONG(n));
  secrets.add(WRONG(9));

  // LOGIN_FAILURES_PER_ADDRESS=3: the fourth attempt from 127.0.0.2 is refused before any hashing.
  for (let n = 0; n < 3; n++) expect(await wrong('127.0.0.2', n)).toBe(401);
  expect(await wrong('127.0.0.2', 9)).toBe(429);
  // Its own X-Forwarded-For does not make it someone else: Caddy replaces the header with the address it saw.
  expect(await wrong('127.0.0.2', 9, { 'X-Forwarded-For': '1.2.3.4' })).toBe(429);
  // Another client is not punished for the first one's guesses.
  expect(await wrong('127.0.0.3', 0)).toBe(401);
  // A client that claims a new address at every guess is still limited after three.
  for (let n = 0; n < 3; n++) expect(await wrong('127.0.0.4', n, { 'X-Forwarded-For': `1.2.3.${n + 10}` })).toBe(401);
  expect(await wrong('127.0.0.4', 9, { 'X-Forwarded-For': '1.2.3.99' })).toBe(429);
});

test('a calendar feed asked for however spelled: its token reaches no log line', async () => {
  // A token of the right shape (server/invitation/calendar/feed-token.ts); the server answers 404 to an unknown one,
  // and the log must not hold it whatever the answer. Each spelling is one a calendar app or a mangled link may send.
  const secretPart = 'kestrel2harbour3lantern4qq';
  const token = `7-${secretPart}`;
  for (const spelled of [`/calendar/${token}.ics`, `/calendar%2F${token}.ics`, `/%63alendar/${token}.ics`, `/calendar/7%2D${secretPart}.ics`]) {
    expect(await request(spelled)).toBeGreaterThanOrEqual(200);
  }
  secrets.add(secretPart);
});

test("Caddy's access log has the requests, without query strings, passwords, tokens or cookies", async () => {
  // Caddy writes each entry as the request ends; the last ones may be a moment behind.
  await expect.poll(() => fs.existsSync(accessLog) && fs.readFileSync(accessLog, 'utf8').includes('"status":429')).toBe(true);
  const log = fs.readFileSync(accessLog, 'utf8');
  const uris = log.trim().split('\n').map((line) => (JSON.parse(line) as { request: { uri: string } }).request.uri);
  expect(uris).toContain('/api/login');
  expect(uris).toContain('/login');
  expect(uris.filter((uri) => /\?|%3f/i.test(uri))).toEqual([]);
  expect(log).not.toMatch(/password=|token=/i);
  // Two cookies, a token, the password and the wrong guesses.
  expect(secrets.size).toBeGreaterThanOrEqual(8);
  for (const secret of secrets) expect(log.includes(secret), 'a secret in the access log').toBe(false);
});
