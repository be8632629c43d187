/**
 * Starts the server: reads the configuration, opens the database, builds the app, listens, and closes cleanly on
 * SIGINT/SIGTERM (or an uncaught error) with close-with-grace: requests under way are answered and an in-flight
 * write finishes before the process ends; past GRACEFUL_CLOSE_MS it exits anyway.
 */
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { startBackupSchedule } from './backup/backup-schedule';
import sharp from 'sharp';
import { buildApp } from './app';
import { requestSerializers } from './security/log-redaction';
import { syncPasswordHash } from './auth/password-sync';
import { ConfigError, loadServerConfig, passwordsAgainstTheWedding, type ServerConfig } from './config';
import { guessable } from './auth/password-guessing';
import { siteWeddingWords } from './admin/site-wedding-words';
import { prepareContent } from './content/content-seed';
import { ContentError, POSTER_FILE } from './content/wedding-content';
import { guestLink } from './guests/guest-store';
import { lockDataDir } from './db/data-dir-lock';
import { privateFiles } from './db/database';
import { MissingSecretError } from './guests/link-secret';
import { ADMIN_PATH } from '#common/admin-api';
import { ADMIN_BUILD_DIR, MEDIA_BUILD_DIR, PHOTOS_BUILD_DIR, WEB_BUILD_DIR } from './paths';
import { loadPhotoCatalog } from './static/photo-catalog';
import { openStores, type Stores } from './stores';

/** How long a graceful close may take before the process exits regardless. */
const GRACEFUL_CLOSE_MS = 10_000;
const DEMO_GUEST_NAME = 'Demo Guest';

/** Outside production without a password, a demo guest makes sure there is a link to try. */
function demoGuestLink({ guests }: Stores, config: ServerConfig): string {
  const existing = guests.list().find((g) => g.name === DEMO_GUEST_NAME && g.revokedAt === null);
  const token = existing ? guests.tokenFor(existing.id)! : guests.add(DEMO_GUEST_NAME).token;
  return guestLink(config.publicUrl, token, null);
}

async function start(): Promise<void> {
  privateFiles();
  // One libvips thread: a photo the couple uploads is processed a little slower, and guests' requests are never
  // kept waiting for a core (a small server has two).
  sharp.concurrency(1);
  // libvips keeps recent images for reuse; a server that processes a photo now and then has nothing to reuse.
  sharp.cache(false);
  const config = loadServerConfig();
  // Held until the process ends: a restore refuses to run meanwhile, and a second server on DATA_DIR refuses to start.
  lockDataDir(config.dataDir);
  const stores = openStores(config.dataDir, {
    sessionLifetimeMs: config.sessionDays * 86_400_000,
    sessionIdleMs: config.sessionIdleDays * 86_400_000,
  });
  // The first start copies the starting content into DATA_DIR; later starts add only the texts a release brings.
  const { dirs: mediaDirs, addedTexts } = prepareContent(stores.content, config.dataDir, () => ({
    contentDir: config.contentDir,
    builtPhotos: loadPhotoCatalog(PHOTOS_BUILD_DIR),
    builtPoster: path.join(MEDIA_BUILD_DIR, POSTER_FILE),
  }));
  // The passwords against the couple's names, place and date: a guessable ADMIN_PASSWORD stops here in production.
  const { warning: guestPasswordWarning } = passwordsAgainstTheWedding(config, siteWeddingWords(stores));
  const password = await syncPasswordHash(stores, config.password.value);
  const admin = config.admin && (await syncPasswordHash(stores, config.admin.password, { kind: 'admin' }));
  const app = await buildApp({
    stores,
    passwordHash: password.hash,
    mediaDirs,
    webRoot: WEB_BUILD_DIR,
    admin: { root: ADMIN_BUILD_DIR, passwordHash: admin?.hash ?? null, sessionDays: config.admin?.sessionDays ?? 30 },
    publicUrl: config.publicUrl,
    production: config.production,
    trustProxy: config.trustProxy,
    loginFailuresPerAddress: config.loginFailuresPerAddress,
    loginFailuresTotal: config.loginFailuresTotal,
    signInsPerAddress: config.signInsPerAddress,
    adminLoginFailuresPerAddress: config.adminLoginFailures.perAddress,
    adminLoginFailuresTotal: config.adminLoginFailures.total,
    adminLoginFailuresPerDevice: config.adminLoginFailures.perDevice,
    requestTimeoutMs: config.requestTimeoutSeconds * 1000,
    maxConnections: config.maxConnections,
    uploadLimits: config.uploadLimits,
    mail: config.mail,
    guestPasswordGuessable: config.password.demo ? undefined : (words) => guessable(config.password.value, words) !== undefined,
    logger: { level: config.logLevel, serializers: requestSerializers },
  });
  if (password.changed) app.log.info({ endedSessions: password.endedSessions }, 'password changed: old password sessions ended');
  if (admin?.changed) app.log.info({ endedSessions: admin.endedSessions }, 'dashboard password changed: the couple was signed out');
  if (guestPasswordWarning) app.log.warn(guestPasswordWarning);
  if (!config.admin) app.log.warn('the dashboard is off: set ADMIN_PASSWORD to use it');
  if (addedTexts > 0) app.log.info({ addedTexts }, 'texts new in this release added to the site, in every language');

  const backups = startBackupSchedule({ dataDir: config.dataDir, db: stores.db, ...config.backup, log: app.log });

  closeWithGrace({ delay: GRACEFUL_CLOSE_MS, logger: { error: (message) => app.log.error(message) } }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await backups.stop();
    stores.db.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const lines = [``, `  Save the Date is running at ${config.publicUrl}`];
  if (config.password.demo) {
    lines.push(`  Demo password:      ${config.password.value}`, `  A guest link:       ${demoGuestLink(stores, config)}`);
  }
  if (config.admin) lines.push(`  The dashboard:      ${config.publicUrl}${ADMIN_PATH}`);
  if (config.admin?.demo) lines.push(`  Dashboard password: ${config.admin.password}`);
  if (config.password.demo || config.admin?.demo) {
    lines.push(`  (Set WEDDING_PASSWORD and ADMIN_PASSWORD to use your own passwords.)`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ContentError || error instanceof MissingSecretError) {
    process.stderr.write(`\n${error.message}\n\nSee .env.example and the README for the settings.\n`);
  } else {
    process.stderr.write(`\nThe server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
