/**
 * /api/admin/*: the couple's dashboard API. Every route but the sign-in needs the couple's session (a guest's is
 * not one: 401); every request that changes data must come from the site itself (403 cross-site). Answers are JSON
 * with the API's headers (no-store). Without ADMIN_PASSWORD in production the dashboard is off: 503 everywhere.
 */
import fp from 'fastify-plugin';
import { ADMIN_API } from '#common/admin-api';
import type { Locale } from '#common/locales';
import { enableCookieWriting, type SessionCookie } from '../auth/cookie-writing';
import { isCrossSiteRequest } from '../auth/cross-site';
import type { HashingGate } from '../auth/hashing-gate';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { Stores } from '../stores';
import type { WeddingWords } from '../auth/wedding-words';
import { ADMIN_AUTHENTICATION } from '../auth/admin-authentication';
import type { CoupleSignInLimits } from '../auth/couple-sign-in-limits';
import { adminSessionRoutes } from '../auth/admin-session-routes';
import { dashboardSessionRoutes } from '../auth/dashboard-session-routes';
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

export interface AdminApiOptions {
  stores: Stores;
  /** The scrypt hash of ADMIN_PASSWORD, or null when the dashboard is off. */
  passwordHash: string | null;
  /** The couple's own budgets of password attempts (couple-sign-in-limits.ts). */
  limits: CoupleSignInLimits;
  hashingGate: HashingGate;
  cookie: SessionCookie;
  /** The cookie of a device the couple signed in on (known-devices.ts). */
  deviceCookie: SessionCookie;
  sessionLifetimeMs: number;
  publicUrl: string;
  facts: () => { coupleNames: string; defaultLocale: Locale };
  now: () => number;
  mediaDirs: MediaDirs;
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
}

/** What the dashboard says when it is off, and the variable that turns it on. */
export const DASHBOARD_OFF = 'The dashboard is off: set ADMIN_PASSWORD (at least 12 characters) and restart the server.';

async function adminApi(app: SchemaCheckedApp, options: AdminApiOptions) {
  const { passwordHash } = options;
  if (passwordHash === null) {
    app.all('/api/admin/*', async (_request, reply) => reply.code(503).send({ error: DASHBOARD_OFF }));
    return;
  }
  await enableCookieWriting(app);

  app.addHook('onRequest', async (request, reply) => {
    if (CHANGES_DATA.has(request.method) && isCrossSiteRequest(request)) return reply.code(403).send({ error: 'Cross-site request refused' });
    if (request.routeOptions.url === ADMIN_API.login || request.routeOptions.url === ADMIN_API.logout) return;
    // A session ended elsewhere (signed out from another device, unused too long) is no session: the dashboard
    // shows its sign-in.
    if (!app.readAdminSession(request)) return reply.code(401).send({ error: 'Unauthorized' });
  });
  // Before any route: every data-changing route registered below declares what the record of changes keeps of it.
  recordChanges(app, { stores: options.stores, readSession: (request) => app.readAdminSession(request) });

  const { sessions, knownDevices, dashboardSessions, signIns } = options.stores;
  const onNewDevice = newSignInNotice({
    mailer: options.mailer,
    noticeChoice: options.noticeChoice,
    timeZone: () => options.stores.content.facts().facts.timeZone,
    publicUrl: options.publicUrl,
    now: options.now,
  });
  await adminSessionRoutes(app, { ...options, sessions, knownDevices, dashboardSessions, signIns, onNewDevice, passwordHash, lifetimeMs: options.sessionLifetimeMs });
  await dashboardSessionRoutes(app, { dashboardSessions, signIns, cookie: options.cookie, lifetimeMs: options.sessionLifetimeMs });
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
  await changeRecordRoutes(app, { changeRecord: options.stores.changeRecord });
  const imageJobs = createImageJobs(content, options.mediaDirs, app.log);
  // A photo being processed is finished before the database closes (within the graceful close's time).
  app.addHook('onClose', async () => imageJobs.idle());
  await mediaRoutes(app, { content, dirs: options.mediaDirs, jobs: imageJobs, limits: options.uploadLimits });
  // An unknown /api/admin path is a 404 for the couple too, but only after the session check above.
  app.all('/api/admin/*', async (_request, reply) => reply.code(404).send({ error: 'Not Found' }));
}

export default fp(adminApi, { name: 'admin-api', dependencies: [ADMIN_AUTHENTICATION], encapsulate: true });
