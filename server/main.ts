/**
 * Starts the server: reads the configuration, opens the database, builds the app, listens, and closes cleanly
 * on SIGINT/SIGTERM so an in-flight write finishes before the process ends.
 */
import { buildApp } from './app';
import { requestSerializers } from './security/log-redaction';
import { syncPasswordHash } from './auth/password-sync';
import { ConfigError, loadServerConfig, type ServerConfig } from './config';
import { ContentError, loadWeddingContent } from './content/wedding-content';
import { openDatabase, type Db } from './db/database';
import { createGuestStore, guestLink } from './guests/guest-store';
import { loadLinkSecret, MissingSecretError } from './guests/link-secret';
import { MEDIA_BUILD_DIR, PHOTOS_BUILD_DIR, WEB_BUILD_DIR } from './paths';
import { loadPhotoCatalog } from './static/photo-catalog';

const DEMO_GUEST_NAME = 'Demo Guest';

/** Outside production without a password, a demo guest makes sure there is a link to try. */
function demoGuestLink(db: Db, secret: Buffer, config: ServerConfig): string {
  const guests = createGuestStore(db, secret);
  const existing = guests.list().find((g) => g.name === DEMO_GUEST_NAME && g.revokedAt === null);
  const token = existing ? guests.tokenFor(existing.id)! : guests.add(DEMO_GUEST_NAME).token;
  return guestLink(config.publicUrl, token, null);
}

async function start(): Promise<void> {
  const config = loadServerConfig();
  const content = loadWeddingContent(config.contentDir);
  const photos = loadPhotoCatalog(PHOTOS_BUILD_DIR);
  const db = openDatabase(config.dataDir);
  const secret = loadLinkSecret(db, config.dataDir);
  const password = await syncPasswordHash(db, config.password.value);

  const app = await buildApp({
    db,
    secret,
    passwordHash: password.hash,
    content,
    photos,
    mediaBuildDir: MEDIA_BUILD_DIR,
    webRoot: WEB_BUILD_DIR,
    production: config.production,
    sessionDays: config.sessionDays,
    trustProxy: config.trustProxy,
    loginFailuresPerAddress: config.loginFailuresPerAddress,
    loginFailuresTotal: config.loginFailuresTotal,
    requestTimeoutMs: config.requestTimeoutSeconds * 1000,
    logger: { level: config.logLevel, serializers: requestSerializers },
  });
  if (password.changed) app.log.info({ endedSessions: password.endedSessions }, 'password changed: old password sessions ended');

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  const lines = [``, `  Save the Date is running at ${config.publicUrl}`];
  if (config.password.demo) {
    lines.push(
      `  Demo password:   ${config.password.value}`,
      `  A guest link:    ${demoGuestLink(db, secret, config)}`,
      `  (Set WEDDING_PASSWORD to use your own password; add guests with: npm run guests -- add "Name")`,
    );
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
