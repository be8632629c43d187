/**
 * /api/admin/*: the couple's dashboard API. Every route but the sign-in and the set-up of one's own sign-in needs a
 * dashboard session (a guest's is not one: 401) whose role the route serves (403 otherwise, route-roles.ts: a route
 * that declares no roles stops the server at start); every request that changes data must come from the site itself
 * (403 cross-site). A helper reads the answers that hold contacts or health data without them (helper-views.ts).
 * Answers are JSON with the API's headers (no-store). Without ADMIN_PASSWORD in production the dashboard is off:
 * 503 everywhere.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '#common/locales';
import { enableCookieWriting, type SessionCookie } from '../auth/cookie-writing';
import { isCrossSiteRequest } from '../auth/cross-site';
import type { HashingGate } from '../auth/hashing-gate';
import type { ScryptCost } from '../auth/password';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { Stores } from '../stores';
import type { WeddingWords } from '../auth/wedding-words';
import { ADMIN_AUTHENTICATION } from '../auth/admin-authentication';
import type { CoupleSignInLimits } from '../auth/couple-sign-in-limits';
import { adminSessionRoutes } from '../auth/admin-session-routes';
import { dashboardSessionRoutes } from '../auth/dashboard-session-routes';
import { secondFactorRoutes } from '../auth/second-factor-routes';
import { createCardJobs } from './card-jobs';
import { cardRoutes } from './card-routes';
import { guestRoutes } from './guest-routes';
import { householdRoutes } from './household-routes';
import { mediaRoutes, type UploadLimits } from './media-routes';
import { overviewRoutes } from './overview-routes';
import { privacyRoutes } from './privacy-routes';
import { guestLinkRoutes } from './guest-link-routes';
import { siteEditingRoutes } from './site-editing-routes';
import { invitationAdminRoutes } from '../invitation/invitation-admin-routes';
import { reminderRoutes } from '../rsvp/reminder-routes';
import { rsvpAdminRoutes } from '../rsvp/rsvp-admin-routes';
import { rsvpSources } from '../rsvp/rsvp-sources';
import { createImageJobs } from '../content/image-jobs';
import type { ImageQueue } from '../content/image-queue';
import type { MediaDirs } from '../content/media-files';
import type { Mailer } from '../mail/mailer';
import { outboxRoutes } from '../mail/outbox-routes';
import { answerNoticeRoutes } from '../mail/answer-notice-routes';
import type { NoticeChoice } from '../mail/answer-notice-settings';
import { householdMailRoutes } from '../mail/household-mail-routes';
import { reminderScheduleRoutes } from '../mail/reminder-schedule-routes';
import { invitationHandoffRoutes } from './invitation-handoff-routes';
import { deadlineOf } from '../rsvp/rsvp-form';
import { mailServerRoutes } from '../mail/mail-server-routes';
import { changeRecordRoutes } from './change-record-routes';
import { CHANGES_DATA, recordChanges } from './change-recording';
import { newSignInNotice } from '../mail/new-sign-in-mail';
import { peopleRoutes } from './people-routes';
import { siteWeddingWords } from './site-wedding-words';
import { setupRoutes } from '../auth/setup-routes';
import { createPendingSignIns } from '../auth/pending-sign-ins';
import { passkeyRoutes } from '../auth/passkey-routes';
import { passkeySignInRoutes } from '../auth/passkey-sign-in-routes';
import { relyingPartyOf } from '../auth/relying-party';
import { accessOf, OPEN, type RouteAccess } from './route-roles';
import { dayPhotoRoutes } from './day-photo-routes';
import type { PhotoDirs } from '../photos/photo-files';
import type { PhotoRules } from '../photos/photo-settings';

export interface AdminApiOptions {
  stores: Stores;
  /** The scrypt hash of ADMIN_PASSWORD, or null when the dashboard is off. */
  passwordHash: string | null;
  /** The couple's own budgets of password attempts (couple-sign-in-limits.ts). */
  limits: CoupleSignInLimits;
  hashingGate: HashingGate;
  /** The scrypt cost of the people's own passwords (password.ts): OWASP's unless the tests ask for their cheap one. */
  personHashCost?: ScryptCost;
  cookie: SessionCookie;
  /** The cookie of a device the couple signed in on (known-devices.ts). */
  deviceCookie: SessionCookie;
  sessionLifetimeMs: number;
  publicUrl: string;
  facts: () => { coupleNames: string; defaultLocale: Locale };
  now: () => number;
  mediaDirs: MediaDirs;
  /** The one queue of image processes, shared with the guests' photos (server/content/image-queue.ts). */
  images: ImageQueue;
  uploadLimits: UploadLimits;
  /** E-mail through the outbox (server/mail/mailer.ts). */
  mailer: Mailer;
  /** The couple changed how they hear of answers: the morning summary's timer follows (server/mail/daily-summary.ts). */
  answerNoticesChanged: () => void;
  /** The couple's choice of notices, with its default (answer-notice-settings.ts). */
  noticeChoice: NoticeChoice;
  /** The couple changed the scheduled reminder: its timer looks again (server/mail/scheduled-reminder.ts). */
  reminderScheduleChanged: () => void;
  /** Whether the guests' password is guessable against the site's words (AppDeps.guestPasswordGuessable). */
  guestPasswordGuessable?: (words: WeddingWords) => boolean;
  /** The day's photos (server/photos): their folders, the couple's rules as they apply now, the disk's free bytes and floor. */
  dayPhotos: { dirs: PhotoDirs; rules: () => PhotoRules; freeDiskBytes: () => number; diskFloorBytes: number };
}

/** What the dashboard says when it is off, and the variable that turns it on. */
export const DASHBOARD_OFF = 'The dashboard is off: set ADMIN_PASSWORD (at least 12 characters) and restart the server.';

/** Every route declares who may use it (route-roles.ts), or the server does not start: a new route cannot forget it. */
export function refuseUndeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (!accessOf(method, route.url)) throw new Error(`${method} ${route.url} declares no roles: add it to server/admin/route-roles.ts`);
    }
  });
}

async function adminApi(app: SchemaCheckedApp, options: AdminApiOptions) {
  const { passwordHash } = options;
  if (passwordHash === null) {
    app.all('/api/admin/*', async (_request, reply) => reply.code(503).send({ error: DASHBOARD_OFF }));
    return;
  }
  await enableCookieWriting(app);

  refuseUndeclaredRoutes(app);
  // What a helper may read of each answer, for the preSerialization hook below (set per request by onRequest).
  const helperView = new WeakMap<object, NonNullable<RouteAccess['forHelper']>>();

  app.addHook('onRequest', async (request, reply) => {
    if (CHANGES_DATA.has(request.method) && isCrossSiteRequest(request)) return reply.code(403).send({ error: 'Cross-site request refused' });
    const access = accessOf(request.method, request.routeOptions.url ?? '');
    if (access === OPEN) return;
    // A session ended elsewhere (signed out from another device, unused too long) or whose person was removed is no
    // session: the dashboard shows its sign-in.
    const signedIn = app.readAdminAccess(request);
    if (!signedIn) return reply.code(401).send({ error: 'Unauthorized' });
    if (!access?.roles.includes(signedIn.role)) return reply.code(403).send({ error: 'Forbidden' });
    if (signedIn.role === 'helper' && access.forHelper) helperView.set(request, access.forHelper);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const view = helperView.get(request);
    return view && reply.statusCode < 300 ? view(payload as never) : payload;
  });
  // Before any route: every data-changing route registered below declares what the record of changes keeps of it.
  recordChanges(app, { stores: options.stores, readSession: (request) => app.readAdminAccess(request)?.session });

  const { sessions, knownDevices, dashboardSessions, signIns } = options.stores;
  const onNewDevice = newSignInNotice({
    mailer: options.mailer,
    people: options.stores.people,
    noticeChoice: options.noticeChoice,
    timeZone: () => options.stores.content.facts().facts.timeZone,
    publicUrl: options.publicUrl,
    now: options.now,
  });
  // A password's sign-in waiting for its second step, which a code or a passkey completes (docs/decisions/0064, 0065).
  const pendingSignIns = createPendingSignIns(options.now);
  await adminSessionRoutes(app, { ...options, sessions, knownDevices, dashboardSessions, signIns, onNewDevice, people: options.stores.people, secondFactors: options.stores.secondFactors, pendingSignIns, passkeys: options.stores.passkeys, passwordHash, lifetimeMs: options.sessionLifetimeMs });
  const relyingParty = relyingPartyOf(options.publicUrl, () => options.facts().coupleNames);
  await passkeySignInRoutes(app, { ...options, sessions, knownDevices, dashboardSessions, signIns, onNewDevice, passkeys: options.stores.passkeys, pendingSignIns, relyingParty, lifetimeMs: options.sessionLifetimeMs });
  await passkeyRoutes(app, { passkeys: options.stores.passkeys, people: options.stores.people, relyingParty });
  await dashboardSessionRoutes(app, { dashboardSessions, signIns, cookie: options.cookie, lifetimeMs: options.sessionLifetimeMs });
  await secondFactorRoutes(app, { secondFactors: options.stores.secondFactors, people: options.stores.people, now: options.now });
  await peopleRoutes(app, { people: options.stores.people, publicUrl: options.publicUrl });
  await setupRoutes(app, {
    people: options.stores.people,
    sessions,
    knownDevices,
    hashingGate: options.hashingGate,
    personHashCost: options.personHashCost,
    weddingWords: () => siteWeddingWords(options.stores),
  });
  await guestRoutes(app, options);
  await householdRoutes(app, options);
  await cardRoutes(app, { ...options, jobs: createCardJobs(options.now) });
  await privacyRoutes(app, options);
  await guestLinkRoutes(app, { guestLinkEnd: options.stores.guestLinkEnd, weddingDate: () => options.stores.content.facts().facts.weddingDate });
  await overviewRoutes(app, options);
  const { content } = options.stores;
  await siteEditingRoutes(app, { stores: options.stores });
  await invitationAdminRoutes(app, { invitation: options.stores.invitation, timeZone: () => content.facts().facts.timeZone });
  await rsvpAdminRoutes(app, rsvpSources(options.stores, options.publicUrl, options.now));
  await reminderRoutes(app, options);
  await outboxRoutes(app, { outbox: options.stores.outbox, mailer: options.mailer, publicUrl: options.publicUrl, coupleNames: () => options.facts().coupleNames });
  await answerNoticeRoutes(app, {
    notices: options.stores.answerNotices,
    noticeChoice: options.noticeChoice,
    now: options.now,
    onChange: options.answerNoticesChanged,
  });
  await householdMailRoutes(app, { stores: options.stores, mailer: options.mailer, publicUrl: options.publicUrl, noticeChoice: options.noticeChoice, now: options.now });
  await invitationHandoffRoutes(app, { stores: options.stores, publicUrl: options.publicUrl });
  const timeZone = () => content.facts().facts.timeZone;
  await reminderScheduleRoutes(app, {
    schedule: options.stores.reminderSchedule,
    deadline: () => deadlineOf({ rsvp: options.stores.rsvp, timeZone }),
    timeZone,
    now: options.now,
    onChange: options.reminderScheduleChanged,
  });
  await mailServerRoutes(app, { mailServer: options.stores.mailServer, mailer: options.mailer, now: options.now });
  await changeRecordRoutes(app, { changeRecord: options.stores.changeRecord, people: options.stores.people });
  const imageJobs = createImageJobs(content, options.mediaDirs, options.images);
  // A photo being processed is finished before the database closes (within the graceful close's time).
  app.addHook('onClose', async () => imageJobs.idle());
  await mediaRoutes(app, { content, dirs: options.mediaDirs, jobs: imageJobs, limits: options.uploadLimits });
  await dayPhotoRoutes(app, {
    ...options.dayPhotos,
    photos: options.stores.photos,
    links: options.stores.photoLinks,
    invitation: options.stores.invitation,
    facts: () => content.facts().facts,
    publicUrl: options.publicUrl,
    now: options.now,
  });
  // An unknown /api/admin path is a 404 for the couple too, but only after the session check above.
  app.all('/api/admin/*', async (_request, reply) => reply.code(404).send({ error: 'Not Found' }));
}

export default fp(adminApi, { name: 'admin-api', dependencies: [ADMIN_AUTHENTICATION], encapsulate: true });
