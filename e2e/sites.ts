/**
 * The servers the browser tests talk to: the guest site's, which Playwright's webServer starts (playwright.config.ts),
 * the editing specs' server, one per worker that runs them, and the ones a spec starts for itself when it changes what
 * every guest of a site sees (docs/testing.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { test as base, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_DATA_DIR, E2E_PASSWORD, E2E_PORT, E2E_SERVER_ENV, E2E_SIGN_IN_LIMITS, EDITING_PROJECT } from '../playwright.config';
import { REPO_ROOT, SERVER_ENTRY } from '../server/paths';
import { prepareTestPasswords } from '../server/testing/test-password-hashes';
import { anyFreePort } from '../test-support/free-port';

/** A running server of the tests: where it answers and the DATA_DIR it keeps. */
export interface TestSite {
  origin: string;
  dataDir: string;
}

/** The guest site's tests keep the demo content; the content tests change it on a server of their own. */
export const SHARED_SITE: TestSite = { origin: `http://127.0.0.1:${E2E_PORT}`, dataDir: E2E_DATA_DIR };

/** This worker's editing server, while it runs (the editing project's, below). */
let editingSite: OwnServer | undefined;

/** The site a test talks to by default: its worker's editing server, or the guest site (its project's baseURL). */
export function projectSite(): TestSite {
  if (editingSite) return editingSite;
  const baseURL = base.info().project.use.baseURL;
  if (baseURL !== SHARED_SITE.origin) throw new Error(`No test site answers at ${baseURL}: pass the site (an own server) explicitly`);
  return SHARED_SITE;
}

/** A server and a DATA_DIR of a spec's own, for a spec that changes what every guest of a site sees. */
export interface OwnServer extends TestSite {
  stop: () => Promise<void>;
}

/** A line the server logs at pino's error or fatal level. */
const LOGGED_ERROR = /"level":(50|60)[,}]/;

/**
 * Starts the build's server on a free port with the e2e passwords and a new DATA_DIR (`env` adds to or overrides
 * its environment: a PORT and DATA_DIR given there are kept, for a server started again on a site); stopped by its
 * own process id, its folder removed. `serverEntry`: another copy of the build (a release after this one).
 */
export async function startOwnServer(name: string, env: NodeJS.ProcessEnv = {}, serverEntry = SERVER_ENTRY): Promise<OwnServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `std-e2e-${name}-`));
  const dataDir = env.DATA_DIR ?? path.join(tmp, 'data');
  const port = env.PORT ? Number(env.PORT) : await anyFreePort();
  const origin = `http://127.0.0.1:${port}`;
  // A new site of this build gets the passwords' hashes at the tests' cost: the server then hashes at neither its
  // start nor a sign-in. A site given (a restart) keeps its own, and another build (an older release) makes its own
  // database, which this build's migrations must not get ahead of.
  if (!env.DATA_DIR && serverEntry === SERVER_ENTRY) {
    await prepareTestPasswords(dataDir, env.WEDDING_PASSWORD ?? E2E_PASSWORD, env.ADMIN_PASSWORD ?? E2E_ADMIN_PASSWORD);
  }
  const output: string[] = [];
  const server: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEDDING_PASSWORD: E2E_PASSWORD,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      ...E2E_SERVER_ENV,
      ...env,
    },
  });
  // Kept for a start that fails; an error the server logs meanwhile (what a 500 came from) is said at once.
  for (const stream of [server.stdout!, server.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      output.push(`${line}\n`);
      if (LOGGED_ERROR.test(line)) process.stderr.write(`[${name} server] ${line}\n`);
    });
  }
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  // Listening once the status answers 401 to a visitor without a session: polled, as Playwright's webServer does.
  const deadline = Date.now() + 45_000;
  for (;;) {
    if ((await fetch(`${origin}/api/status`).catch(() => undefined))?.status === 401) return { origin, dataDir, stop };
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The server on ${origin} ${server.exitCode !== null ? 'stopped' : 'did not answer'}:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Set on the request contexts' prototype once its `fetch` retries a reset connection. */
const RETRIES_RESETS = Symbol('retries reset connections');

/**
 * Every request a test sends through a request context (`page.request`, `context.request`, `playwright.request`)
 * retries a reset connection, as a browser does. Playwright keeps its connections alive and does not read the
 * server's `Keep-Alive: timeout=5` hint, so after a few seconds of steps in the page it may send on a connection the
 * server is closing just then (ECONNRESET on loaded runs); it retries only when asked (`maxRetries`). All of a
 * context's methods send through `fetch`, patched once per worker on the class they share.
 */
function retryResetConnections(request: APIRequestContext): void {
  const shared = Object.getPrototypeOf(request) as APIRequestContext & { [RETRIES_RESETS]?: true };
  if (shared[RETRIES_RESETS]) return;
  const fetch = shared.fetch;
  shared.fetch = function (this: APIRequestContext, urlOrRequest: Parameters<APIRequestContext['fetch']>[0], options: Parameters<APIRequestContext['fetch']>[1] = {}) {
    return fetch.call(this, urlOrRequest, { maxRetries: 2, ...options });
  } as APIRequestContext['fetch'];
  shared[RETRIES_RESETS] = true;
}

/**
 * The `test` of every spec (e2e/fixtures.ts passes it on). In the editing project (the specs that change what every
 * guest of a site sees, one test at a time or side by side: playwright.config.ts), each worker starts an editing
 * server of its own at its first test that asks for the site (port E2E_PORT + 1 + the worker's parallel index, a new
 * DATA_DIR) and stops it at its end: no two tests that run at the same time share the data they change, and
 * `projectSite()`, `page` and `request` go to it. Workers of the other projects start none. Every worker's request
 * contexts retry a reset connection (`retryResets`: retryResetConnections, above). All specs share this one
 * `test` (and a spec's own server is started by a hook, below), so that a worker can run any spec of its project:
 * a `test` with worker fixtures of its own needs workers, and browsers, of its own.
 */
export const test = base.extend<object, { editingServer: OwnServer | undefined; retryResets: void }>({
  retryResets: [
    async ({ playwright }, use) => {
      const probe = await playwright.request.newContext();
      retryResetConnections(probe);
      await probe.dispose();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  editingServer: [
    // A fixture's first parameter must be an object pattern, even an empty one (Playwright reads its names).
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      if (workerInfo.project.name !== EDITING_PROJECT) return use(undefined);
      const port = E2E_PORT + 1 + workerInfo.parallelIndex;
      editingSite = await startOwnServer(`editing-${workerInfo.parallelIndex}`, { PORT: String(port), ...E2E_SIGN_IN_LIMITS });
      await use(editingSite);
      await editingSite.stop();
      editingSite = undefined;
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ baseURL, editingServer }, use) => use(editingServer?.origin ?? baseURL),
});

/**
 * The `test` of a spec that runs on a server of its own, started before its first test and stopped after its last
 * (the spec runs its tests one after another, in one worker): the `page`, `request` and `ownServer` fixtures (and the
 * contexts its tests open) go there, and `site()` names it in hooks. For a spec whose tests build on each other and
 * on the whole site's state (the phase, the events, the deadline), which another spec must not change meanwhile.
 *
 * The spec's mode is set here, so that no spec can leave it out: in the config's fully parallel mode each worker that
 * ran one of its tests would start a server of its own (a spec of two tests started two). `serial` skips the tests
 * after a failed one, which build on it; `default` runs them all, for tests that only share the server.
 */
export function testOnOwnServer(name: string, { mode = 'serial' }: { mode?: 'serial' | 'default' } = {}) {
  let current: OwnServer | undefined;
  const site = () => {
    if (!current) throw new Error(`The server of ${name} is not running: site() is for this spec's tests and hooks`);
    return current;
  };
  const onOwnServer = test.extend<{ ownServer: OwnServer }>({
    // eslint-disable-next-line no-empty-pattern
    ownServer: async ({}, use) => use(site()),
    // Hooks get test fixtures too (Playwright sets up the browser context's options for each): the hook that starts
    // the server sees none yet, and asks for no other site (an editing server) meanwhile.
    // eslint-disable-next-line no-empty-pattern
    baseURL: async ({}, use) => use(current?.origin),
  });
  onOwnServer.describe.configure({ mode });
  onOwnServer.beforeAll(async () => {
    current = await startOwnServer(name);
  });
  onOwnServer.afterAll(async () => {
    await current?.stop();
    current = undefined;
  });
  return { test: onOwnServer, site };
}
