/**
 * Builds the real app for server tests on a fresh temporary DATA_DIR, the repository's content, and a tiny
 * stand-in for the built web app, so server tests do not depend on `npm run build`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { syncPasswordHash } from '../auth/password-sync';
import { guessable } from '../auth/password-guessing';
import type { Photo } from '#common/api';
import { photoFiles, prepareContent } from '../content/content-seed';
import { DATABASE_FILE, openDatabase } from '../db/database';
import { REPO_ROOT } from '../paths';
import { openStores, type StoreOptions } from '../stores';
import { TEST_SCRYPT_COST } from './test-password-hashes';

export const TEST_PASSWORD = 'correct horse battery staple';
/** The couple's dashboard password in tests. */
export const TEST_ADMIN_PASSWORD = 'the couple, and only the couple';

export function makeTempDir(prefix = 'std-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

const APP_SCRIPT = 'console.log("app");';
/** Compressed once per test process: a brotli call costs about a millisecond, and every test app has this file. */
const APP_SCRIPT_BROTLI = zlib.brotliCompressSync(APP_SCRIPT);

/** A stand-in for dist/web: an index.html and one hashed asset with its precompressed copy. */
export function makeWebRoot(): string {
  const root = makeTempDir('std-web-');
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), APP_SCRIPT);
  fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js.br'), APP_SCRIPT_BROTLI);
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  fs.writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(root, 'assets', '.secret'), 'dotfile');
  return root;
}

/** A database with every migration run, made once per test process (templateDatabase). */
let migratedTemplate: string | undefined;

/**
 * A new DATA_DIR's database starts as a copy of one migrated once per process: running the migrations was a fifth of
 * what building a test app cost (about 19 of 70 ms), and a test process builds hundreds. The copy is what
 * `openDatabase` makes of an empty folder, so the app cannot tell; the migrations' own tests open empty folders.
 * A DATA_DIR that has a database already keeps it.
 */
function startFromMigratedDatabase(dataDir: string): void {
  const target = path.join(dataDir, DATABASE_FILE);
  if (fs.existsSync(target)) return;
  if (!migratedTemplate) {
    const templateDir = makeTempDir('std-migrated-');
    // Closed, its write-ahead log is folded into the file: the file alone is the whole database.
    openDatabase(templateDir).close();
    migratedTemplate = path.join(templateDir, DATABASE_FILE);
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.copyFileSync(migratedTemplate, target);
}

export interface TestAppOptions extends Partial<Omit<AppDeps, 'stores' | 'passwordHash'>> {
  dataDir?: string;
  password?: string;
  /** How long a sign-in lasts (SESSION_DAYS); 180 by default. */
  sessionDays?: number;
  /** The dashboard's password; null turns the dashboard off. TEST_ADMIN_PASSWORD by default. */
  adminPassword?: string | null;
  /** A stand-in for dist/admin (none by default: /admin then says it is not built). */
  adminRoot?: string;
  /**
   * Whether the dashboard's sessions end after the couple's idle time, as in production. Off by default: most tests move
   * their clocks by days with the couple signed in; the idle timeout's own tests turn it on.
   */
  dashboardIdleTimeout?: boolean;
  /** The "built" photos a new site is seeded with (stand-in files are written for them); one small photo by default. */
  photos?: Photo[];
}

const STAND_IN_PHOTO: Photo = { width: 480, height: 320, sources: [], src: '/photos/01-480-abc.jpg' };

export async function createTestApp(options: TestAppOptions = {}) {
  const {
    dataDir = makeTempDir(),
    password: plainPassword = TEST_PASSWORD,
    sessionDays,
    adminPassword = TEST_ADMIN_PASSWORD,
    photos = [STAND_IN_PHOTO],
    adminRoot = '/nonexistent-admin-build',
    dashboardIdleTimeout = false,
    ...appOptions
  } = options;
  const storeOptions: StoreOptions = { now: options.now, dashboardIdleTimeout, ...(sessionDays ? { sessionLifetimeMs: sessionDays * 86_400_000 } : {}) };
  startFromMigratedDatabase(dataDir);
  const stores = openStores(dataDir, storeOptions);
  const password = await syncPasswordHash(stores, plainPassword, { cost: TEST_SCRYPT_COST });
  const admin = adminPassword === null ? null : await syncPasswordHash(stores, adminPassword, { kind: 'admin', cost: TEST_SCRYPT_COST });
  // The repository's starting content, with stand-ins for the photos the build would have made.
  const { dirs: mediaDirs } = prepareContent(stores.content, dataDir, () => {
    const photosDir = makeTempDir('std-photos-');
    for (const file of photos.flatMap(photoFiles)) fs.writeFileSync(path.join(photosDir, file), `stand-in ${file}`);
    return { contentDir: path.join(REPO_ROOT, 'content'), builtPhotos: { dir: photosDir, list: photos } };
  });
  const app = await buildApp({
    mediaDirs,
    webRoot: makeWebRoot(),
    production: false,
    trustProxy: false,
    admin: { root: adminRoot, passwordHash: admin?.hash ?? null, sessionDays: 30, personHashCost: TEST_SCRYPT_COST },
    publicUrl: 'https://wedding.example',
    loginFailuresPerAddress: 10,
    loginFailuresTotal: 300,
    // The overview's warning reads the test's own shared password, as main.ts gives the server's.
    guestPasswordGuessable: (words) => guessable(plainPassword, words) !== undefined,
    ...appOptions,
    stores,
    passwordHash: password.hash,
  });
  return {
    app,
    db: stores.db,
    stores,
    dataDir,
    password,
    guests: stores.guests,
    async close() {
      await app.close();
      stores.db.close();
    },
  };
}

/** The value of the session cookie a response sets, if any. */
export function sessionCookieOf(response: LightMyRequestResponse, name = 'session'): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

export function loginUrl(params: Record<string, string>): string {
  return `/api/login?${new URLSearchParams(params)}`;
}
