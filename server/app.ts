/**
 * Builds the Fastify app from its dependencies and never listens: tests call buildApp() and app.inject(),
 * main.ts adds the port. Cross-cutting concerns are plugins and hooks; route handlers stay thin.
 */
import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import adminApi from './admin/admin-api';
import adminAuthentication from './auth/admin-authentication';
import { createCoupleSignInLimits, DEFAULT_COUPLE_BUDGETS } from './auth/couple-sign-in-limits';
import adminPage from './admin/admin-page';
import type { UploadLimits } from './admin/media-routes';
import authentication from './auth/authentication';
import { createHashingGate } from './auth/hashing-gate';
import type { ScryptCost } from './auth/password';
import signInRoute from './auth/sign-in-route';
import { createSignInLimits } from './auth/sign-in-limits';
import signOutRoute from './auth/sign-out-route';
import statusRoute from './auth/status-route';
import contentRoutes from './content/content-routes';
import guestInvitationRoutes from './invitation/guest-invitation-routes';
import guestRsvpRoutes from './rsvp/guest-rsvp-routes';
import { rsvpSources } from './rsvp/rsvp-sources';
import type { MediaDirs } from './content/media-files';
import { createAnswerMail } from './mail/answer-mail';
import { createDailySummary } from './mail/daily-summary';
import { createMailer } from './mail/mailer';
import { createHouseholdMail } from './mail/household-mail';
import { createScheduledReminder } from './mail/scheduled-reminder';
import { deadlineOf } from './rsvp/rsvp-form';
import { REAL_CLOCK, type SenderClock } from './mail/mail-sender';
import { DEFAULT_MAIL_PER_MINUTE, type MailSettings } from './mail/mail-settings';
import { limitBodyTime, UPLOAD_DEADLINE_MS } from './http/body-deadline';
import { answerError } from './http/error-handler';
import { checkRequestsWithSchemas } from './http/request-schemas';
import { healthRoute } from './ops/health-route';
import { registerRequestLogging, limitConnections } from './request-logging';
import { createClientErrorHandler, createFrameworkErrorHandler, refuseMissingHost } from './security/request-errors';
import { inlineHashes, registerSecurityHeaders, type SecurityHeaderOptions } from './security/security-headers';
import type { Stores } from './stores';
import type { WeddingWords } from './auth/wedding-words';
import webRoutes, { readBuiltPage } from './static/web-routes';
import { dataDirOf } from './db/database';
import { createPhotoBudget, DEFAULT_PHOTO_BUDGETS, ZIP_BUDGETS, type PhotoBudgets } from './photos/photo-budget';
import { ensurePhotoDirs, freeBytesOf, photoDirs } from './photos/photo-files';
import { createPhotoProcessing, type PhotoProcessing } from './photos/photo-processing';
import { createImageQueue, type ImageTaskRunner } from './content/image-queue';
import photoRoutes from './photos/photo-routes';
import { addingOpen, photoRules } from './photos/photo-settings';
import uploadRoutes from './photos/upload-routes';

export interface AppDeps {
  /** The data of DATA_DIR (server/stores.ts). */
  stores: Stores;
  /** scrypt hash of the shared password (see auth/password-sync.ts). */
  passwordHash: string;
  /** Where the couple's photos and video live (DATA_DIR/media, content/media-files.ts). */
  mediaDirs: MediaDirs;
  /** The largest photo and video the dashboard takes (MAX_UPLOAD_MB, MAX_VIDEO_MB). */
  uploadLimits?: UploadLimits;
  /** The built web app (dist/web). */
  webRoot: string;
  /** The couple's dashboard: its built bundle (dist/admin), and its password's hash, or null when it is off. */
  admin?: { root: string; passwordHash: string | null; sessionDays: number; personHashCost?: ScryptCost };
  /** The address guests use, for the links the dashboard shares (PUBLIC_URL). */
  publicUrl?: string;
  production: boolean;
  trustProxy: boolean | number | string;
  loginFailuresPerAddress: number;
  loginFailuresTotal: number;
  /** Successful sign-ins per client address within the window (SIGN_INS_PER_ADDRESS); 60 by default. */
  signInsPerAddress?: number;
  /** The couple's own budgets (ADMIN_LOGIN_FAILURES_*, docs/decisions/0024); DEFAULT_COUPLE_BUDGETS by default. */
  adminLoginFailuresPerAddress?: number;
  adminLoginFailuresTotal?: number;
  adminLoginFailuresPerDevice?: number;
  /** How long a client may take to send a request, and how long a connection may sit idle (default 30 s). */
  requestTimeoutMs?: number;
  /** Open connections beyond which new ones are refused (MAX_CONNECTIONS, default 2,000). */
  maxConnections?: number;
  /** E-mail (SMTP_URL, MAIL_FROM, MAIL_PER_MINUTE); none by default: every message is saved as a file, not sent. */
  mail?: MailSettings;
  /**
   * Whether the guests' shared password is one a guesser tries first, against the site's words as they are now (the
   * overview says so to the couple; docs/decisions/0060). Undefined for the demo password, which is meant to be read.
   */
  guestPasswordGuessable?: (words: WeddingWords) => boolean;
  /**
   * The day's photos (server/photos): the budgets of tus requests, the free disk the uploads never go below (2 GB by
   * default), and how the free disk is read (tests pass a figure of their own).
   */
  dayPhotos?: { budgets?: PhotoBudgets; diskFloorBytes?: number; freeDiskBytes?: () => number };
  /** What runs an image process (content/image-jobs.ts runImageTask by default; a test wraps it to see how many run at once). */
  imageTaskRunner?: ImageTaskRunner;
  /** The outbox sender's clock; by default real timers on `now` (tests move a clock of their own). */
  mailClock?: SenderClock;
  logger?: FastifyServerOptions['logger'];
  now?: () => number;
  /** Told of every route as it is registered: the admin refusal test covers each one that exists. */
  onRoute?: (route: RouteOptions) => void;
}

/** The window of every sign-in budget (LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_TOTAL, SIGN_INS_PER_ADDRESS, ADMIN_LOGIN_FAILURES_*). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;


/** The free disk the guests' uploads never take DATA_DIR's disk below: the database, backups and logs need room too. */
const DEFAULT_DISK_FLOOR_BYTES = 2 * 1024 ** 3;

/** At most this many scrypt hashes run at once, and this many sign-ins wait for one; the rest get 429. */
export const HASHING_CONCURRENCY = 2;
export const HASHING_QUEUE = 32;
/**
 * The share of the request timeout a sign-in may wait for its hash (10 s of the default 30): one that starts at the
 * last moment still has 20 s to hash and answer before the idle timeout would close the connection unanswered.
 */
const HASHING_WAIT_SHARE = 1 / 3;

/** A hop count becomes "trust the nearest n proxies"; addresses and false pass through. */
function toFastifyTrustProxy(setting: AppDeps['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(deps: AppDeps) {
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.requestTimeoutMs ?? 30_000;
  const builtPage = readBuiltPage(deps.webRoot);
  const security: SecurityHeaderOptions = {
    production: deps.production,
    inlineHashes: builtPage ? inlineHashes(builtPage) : undefined,
  };
  const app = Fastify({
    logger: deps.logger ?? false,
    // Fastify's two lines per request cost more than the status check itself; onResponse below logs one.
    logController: new LogController({ disableRequestLogging: true }),
    // One logger for every request instead of a pino child each (its bindings serialised per request, ~3% of the
    // status check): the request lines carry the request id through the req serializer instead.
    childLoggerFactory: (logger) => logger,
    trustProxy: toFastifyTrustProxy(deps.trustProxy),
    bodyLimit: 1024,
    // Slow clients cannot hold a connection open for long: the whole request (headers and body) must arrive
    // within the timeout, and an idle connection is closed after it.
    connectionTimeout: timeoutMs,
    // The couple's uploads may take longer; every other body gets timeoutMs (http/body-deadline.ts).
    requestTimeout: Math.max(timeoutMs, UPLOAD_DEADLINE_MS),
    keepAliveTimeout: Math.min(5_000, timeoutMs),
    http: {
      maxHeaderSize: 8192,
      // Security fix: Node's default headersTimeout (60 s) outlived requestTimeout, and its deadline check ran
      // only every 30 s, so a client trickling header bytes could hold a socket for up to 90 s.
      headersTimeout: timeoutMs,
      requestTimeout: Math.max(timeoutMs, UPLOAD_DEADLINE_MS),
      connectionsCheckingInterval: Math.min(1_000, timeoutMs),
      // Node answers an HTTP/1.1 request without Host with a bare 400 of its own, without the security headers;
      // refuseMissingHost (request-errors.ts) answers it instead.
      requireHostHeader: false,
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Security fix: Fastify's own answers to an undecodable URL and to a request the HTTP parser refuses echoed
    // the URL with its query string (a password or token) and lacked the security headers; the parser error was
    // logged with the raw request bytes at trace level.
    frameworkErrors: createFrameworkErrorHandler(security),
    clientErrorHandler: createClientErrorHandler(security),
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  checkRequestsWithSchemas(app);

  app.setErrorHandler(answerError);

  registerRequestLogging(app);
  limitConnections(app, deps.maxConnections ?? 2_000);
  limitBodyTime(app, timeoutMs);
  registerSecurityHeaders(app, security);
  refuseMissingHost(app);

  const { sessions, guests, visits, clientKeyOf } = deps.stores;
  // The guests' budgets; the couple's are their own (below), and one hashing gate serves every password.
  const limits = createSignInLimits({
    attemptsPerAddress: deps.loginFailuresPerAddress,
    passwordFailuresTotal: deps.loginFailuresTotal,
    successesPerAddress: deps.signInsPerAddress ?? 60,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    now,
  });
  const hashingGate = createHashingGate({ maxConcurrent: HASHING_CONCURRENCY, maxQueued: HASHING_QUEUE, maxWaitMs: timeoutMs * HASHING_WAIT_SHARE });
  // The __Host- prefix makes the browser insist on Secure, Path=/ and no Domain: only possible over HTTPS.
  const cookie = { name: deps.production ? '__Host-session' : 'session', secure: deps.production, sameSite: 'lax' } as const;
  const { guestLinkEnd } = deps.stores;
  await app.register(authentication, { sessions, visits, cookieName: cookie.name, now, linksEnded: guestLinkEnd.ended });
  await app.register(signInRoute, { sessions, guests, visits, passwordHash: deps.passwordHash, limits, hashingGate, cookie, clientKeyOf, linksEnded: () => guestLinkEnd.ended(now()) });
  await app.register(signOutRoute, { sessions, cookie });
  await app.register(healthRoute, { db: deps.stores.db });
  await app.register(statusRoute);
  // The couple's side: SameSite=Strict, since nothing outside the site ever needs to open it signed in.
  const admin = deps.admin ?? { root: '', passwordHash: null, sessionDays: 30 };
  const adminCookie = { name: deps.production ? '__Host-admin' : 'admin', secure: deps.production, sameSite: 'strict' } as const;
  // The device the couple signed in on: its attempts count against its own budget (docs/decisions/0024).
  const deviceCookie = { name: deps.production ? '__Host-admin-device' : 'admin-device', secure: deps.production, sameSite: 'strict' } as const;
  const coupleLimits = createCoupleSignInLimits({
    attemptsPerAddress: deps.adminLoginFailuresPerAddress ?? DEFAULT_COUPLE_BUDGETS.attemptsPerAddress,
    failuresTotal: deps.adminLoginFailuresTotal ?? DEFAULT_COUPLE_BUDGETS.failuresTotal,
    attemptsPerDevice: deps.adminLoginFailuresPerDevice ?? DEFAULT_COUPLE_BUDGETS.attemptsPerDevice,
    successesPerAddress: deps.signInsPerAddress ?? 60,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    now,
  });
  await app.register(adminAuthentication, { sessions, people: deps.stores.people, cookieName: adminCookie.name, idleMs: deps.stores.dashboardSessions.idleMs, now });

  const { content } = deps.stores;
  const { invitation } = deps.stores;
  await app.register(contentRoutes, {
    content,
    dirs: deps.mediaDirs,
    invitationOpen: () => invitation.phase() === 'invitation',
    // The day's photos' window (issue 39): the home page and the menu offer adding photos while it is open.
    photosOpen: () => addingOpen(photoRules(deps.stores.photos.settings(), content.facts().facts), now()),
  });
  await app.register(guestInvitationRoutes, {
    invitation,
    feeds: deps.stores.calendarFeeds,
    limits,
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    facts: () => content.facts().facts,
    now,
  });
  // The outbox's sender works in the background from start to close; the routes only queue (server/mail/).
  const mailClock = deps.mailClock ?? { ...REAL_CLOCK, now };
  const mailer = createMailer({
    outbox: deps.stores.outbox,
    settings: deps.mail ?? { smtpUrl: null, from: null, perMinute: DEFAULT_MAIL_PER_MINUTE },
    savedServer: deps.stores.mailServer,
    coupleNames: () => content.facts().facts.coupleNames,
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    log: app.log,
    clock: mailClock,
  });
  // A message being handed over is finished, and its outcome written, before the database closes.
  app.addHook('onClose', async () => mailer.stop());
  // An answer's e-mails: the household's confirmation, the couple's notice or their morning summary.
  const answerSources = rsvpSources(deps.stores, deps.publicUrl ?? 'http://localhost:8080', now);
  // The couple's choice of notices as every reader sees it: until they choose, each answer to their own address (the
  // mail server's), in the site's language. Made here once, so no reader can forget the default.
  const noticeChoice = () => deps.stores.answerNotices.get(content.facts().facts.defaultLocale, mailer.coupleAddress());
  const answerMail = createAnswerMail({
    mailer,
    sources: answerSources,
    guests,
    stores: deps.stores,
    noticeChoice,
    coupleNames: () => content.facts().facts.coupleNames,
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
  });
  const dailySummary = createDailySummary({
    db: deps.stores.db,
    answerMail,
    notices: deps.stores.answerNotices,
    timeZone: () => content.facts().facts.timeZone,
    clock: mailClock,
    log: app.log,
  });
  app.addHook('onClose', async () => dailySummary.stop());
  // The reminder the couple scheduled some days before the deadline (issue 36).
  const scheduledReminder = createScheduledReminder({
    db: deps.stores.db,
    schedule: deps.stores.reminderSchedule,
    deadline: () => deadlineOf({ rsvp: deps.stores.rsvp, timeZone: () => content.facts().facts.timeZone }),
    // No count to confirm: the couple set it up knowing it goes to everyone who has not answered by then.
    remindAll: () => {
      const done = createHouseholdMail({ stores: deps.stores, mailer, publicUrl: deps.publicUrl ?? 'http://localhost:8080', noticeChoice }).confirmedSend('reminder', { all: true });
      if (!('sent' in done)) throw new Error('A send without a confirmed count is never refused');
      return done.sent;
    },
    clock: mailClock,
    log: app.log,
  });
  app.addHook('onClose', async () => scheduledReminder.stop());

  await app.register(guestRsvpRoutes, { ...answerSources, onAnswered: answerMail.answered });

  // The day's photos (issue 39): the tus endpoint, then the guests' reads; processing one photo at a time.
  const dayPhotoDirs = photoDirs(dataDirOf(deps.stores.db));
  ensurePhotoDirs(dayPhotoDirs);
  const { photos, photoLinks } = deps.stores;
  const rulesNow = () => photoRules(photos.settings(), content.facts().facts);
  // One image process at a time for the couple's photos and the guests' alike (content/image-queue.ts).
  const images = createImageQueue(app.log, deps.imageTaskRunner);
  const photoProcessing = createPhotoProcessing({ photos, dirs: dayPhotoDirs, mode: () => photos.settings().mode, timeZone: () => content.facts().facts.timeZone, now, images, log: app.log });
  app.decorate('photoProcessing', photoProcessing);
  photoProcessing.resume();
  // A photo being processed is finished before the database closes (within the graceful close's time).
  app.addHook('onClose', async () => photoProcessing.idle());
  const disk = { freeDiskBytes: deps.dayPhotos?.freeDiskBytes ?? freeBytesOf(dayPhotoDirs.root), diskFloorBytes: deps.dayPhotos?.diskFloorBytes ?? DEFAULT_DISK_FLOOR_BYTES };
  const photoBudget = createPhotoBudget(deps.dayPhotos?.budgets ?? DEFAULT_PHOTO_BUDGETS, now);
  const zipBudget = createPhotoBudget(ZIP_BUDGETS, now);
  await app.register(uploadRoutes, { photos, dirs: dayPhotoDirs, rules: rulesNow, processing: photoProcessing, budget: photoBudget, ...disk, now });
  await app.register(photoRoutes, { photos, links: photoLinks, invitation, dirs: dayPhotoDirs, rules: rulesNow, facts: () => content.facts().facts, production: deps.production, budget: photoBudget, zipBudget, images, now });
  await app.register(webRoutes, { webRoot: deps.webRoot, builtPage, content });

  await app.register(adminApi, {
    stores: deps.stores,
    passwordHash: admin.passwordHash,
    limits: coupleLimits,
    hashingGate,
    cookie: adminCookie,
    deviceCookie,
    sessionLifetimeMs: admin.sessionDays * 86_400_000,
    personHashCost: admin.personHashCost,
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    facts: () => content.facts().facts,
    noticeChoice,
    now,
    mediaDirs: deps.mediaDirs,
    images,
    uploadLimits: deps.uploadLimits ?? { imageBytes: 25 * 1024 * 1024, videoBytes: 200 * 1024 * 1024 },
    mailer,
    answerNoticesChanged: () => dailySummary.wake(),
    reminderScheduleChanged: () => scheduledReminder.wake(),
    guestPasswordGuessable: deps.guestPasswordGuessable,
    dayPhotos: { dirs: dayPhotoDirs, rules: rulesNow, ...disk },
  });
  await app.register(adminPage, { adminRoot: admin.root, enabled: admin.passwordHash !== null });

  // Expired sessions (and the dashboard's unused too long) are removed at start and then hourly; the timer must not
  // keep the process alive.
  sessions.purgeExpired();
  deps.stores.dashboardSessions.endIdle();
  mailer.start();
  dailySummary.start();
  scheduledReminder.start();
  const purge = setInterval(() => {
    sessions.purgeExpired();
    deps.stores.dashboardSessions.endIdle();
  }, 3_600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The day's photos' processing queue: tests wait on its idle() for the renditions. */
    photoProcessing: PhotoProcessing;
  }
}
