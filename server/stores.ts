/**
 * The data of DATA_DIR as the rest of the code sees it: one store per table family, each the only writer of its
 * tables (docs/decisions/0012). The server, the guest command and the tests all open it the same way.
 */
import { createChangeRecord } from './auth/change-record';
import { createDashboardSessions } from './auth/dashboard-sessions';
import { createKnownDevices } from './auth/known-devices';
import { createPeople } from './auth/people';
import { createPasskeys } from './auth/passkeys';
import { createSecondFactors } from './auth/second-factor';
import { createSignInRecord } from './auth/sign-in-record';
import { clientKeyer } from './auth/client-address';
import { createSessionStore } from './auth/session-store';
import { createGuestLinkEnd } from './auth/guest-link-end';
import { createContentStore } from './content/content-store';
import { showsShippedExample } from './content/shipped-example';
import { openDatabase, type Db } from './db/database';
import { createGuestStore } from './guests/guest-store';
import { createHouseholdContacts } from './guests/household-contacts';
import { createHouseholdMembers } from './guests/household-members';
import { createCalendarFeeds } from './invitation/calendar-feeds';
import { createInvitationStore } from './invitation/invitation-store';
import { createInvitationHandoffs } from './invitation/invitation-handoffs';
import { createReminderLog } from './rsvp/reminder-log';
import { createReminderSchedule } from './rsvp/reminder-schedule';
import { createRsvpStore } from './rsvp/rsvp-store';
import { loadLinkSecret } from './guests/link-secret';
import { createOutboxStore } from './mail/outbox-store';
import { createAnswerNoticeSettings } from './mail/answer-notice-settings';
import { createSavedMailServer } from './mail/saved-mail-server';
import { createVisitLog } from './visits/visit-log';
import { createPhotoLinks } from './photos/photo-links';
import { createPhotoStore } from './photos/photo-store';

/** How long a sign-in lasts when nothing else is said (SESSION_DAYS' default). */
const DEFAULT_SESSION_DAYS = 180;

export interface StoreOptions {
  sessionLifetimeMs?: number;
  sessionIdleMs?: number;
  /**
   * Whether the dashboard's sessions end when unused (the couple's setting, dashboard-sessions.ts); always in
   * production. Off only for tests whose clock jumps days with the couple signed in (server/testing/test-app.ts).
   */
  dashboardIdleTimeout?: boolean;
  now?: () => number;
}

export function createStores(db: Db, linkSecret: Buffer, { sessionLifetimeMs, sessionIdleMs, dashboardIdleTimeout = true, now = Date.now }: StoreOptions = {}) {
  const sessions = createSessionStore(db, {
    lifetimeMs: sessionLifetimeMs ?? DEFAULT_SESSION_DAYS * 86_400_000,
    idleMs: sessionIdleMs,
    now,
  });
  const visits = createVisitLog(db, now);
  /** A household's people (server/guests/household-members.ts); the guest store adds a new household's. */
  const members = createHouseholdMembers(db);
  /** Households' and members' e-mail addresses and phone numbers (server/guests/household-contacts.ts): personal data, purged after the wedding. */
  const contacts = createHouseholdContacts(db, now);
  const guests = createGuestStore(db, linkSecret, sessions, visits, members, contacts, now);
  /** The pseudonym of a client address that sessions keep (server/auth/client-address.ts). */
  const clientKeyOf = clientKeyer(linkSecret);
  const content = createContentStore(db, now);
  /** Until when the guests' personal links work (server/auth/guest-link-end.ts). */
  const guestLinkEnd = createGuestLinkEnd(db, { facts: () => content.facts().facts, isExample: showsShippedExample, now });
  /** The devices the couple signed in on (server/auth/known-devices.ts). */
  const knownDevices = createKnownDevices(db, now);
  /** The couple's sessions as the dashboard lists them, and how long an unused one lasts (server/auth/dashboard-sessions.ts). */
  const dashboardSessions = createDashboardSessions(db, sessions, { idleTimeout: dashboardIdleTimeout, now });
  /** Every sign-in to the dashboard, right or refused (server/auth/sign-in-record.ts): purged after the wedding. */
  const signIns = createSignInRecord(db, now);
  /** The people who run the wedding, each in a role, and their set-up links (server/auth/people.ts). */
  const people = createPeople(db, now);
  /** Their passkeys and the WebAuthn challenges waiting for an answer (server/auth/passkeys.ts). */
  const passkeys = createPasskeys(db, now);
  /** The people's second factors: an authenticator app and recovery codes (server/auth/second-factor.ts). */
  const secondFactors = createSecondFactors(db, now);
  /** The invitation: the phase, the events, who is invited where, the couple's pages (server/invitation/). */
  const invitation = createInvitationStore(db, now);
  /** The households' calendar subscriptions, each with a token of its own (server/invitation/calendar-feeds.ts). */
  const calendarFeeds = createCalendarFeeds(linkSecret, invitation);
  /** The households' answers and their history (server/rsvp/rsvp-store.ts): health data, purged after the wedding. */
  const rsvp = createRsvpStore(db, now);
  /** The days the couple marked a household reminded to answer (server/rsvp/reminder-log.ts). */
  const reminders = createReminderLog(db, now);
  /** Every e-mail, queued before it is sent (server/mail/outbox-store.ts): personal data, purged after the wedding. */
  const outbox = createOutboxStore(db, now);
  /** How the couple hears of answers, and when the last morning summary was made (server/mail/answer-notice-settings.ts). */
  const answerNotices = createAnswerNoticeSettings(db);
  /** The reminder the outbox sends by itself some days before the deadline (server/rsvp/reminder-schedule.ts). */
  const reminderSchedule = createReminderSchedule(db);
  /** The invitations the couple gave by hand, by WhatsApp or in person (server/invitation/invitation-handoffs.ts). */
  const handoffs = createInvitationHandoffs(db, now);
  /** The mail server the couple set in Settings, its password sealed with DATA_DIR/mail-key (server/mail/saved-mail-server.ts). */
  const mailServer = createSavedMailServer(db);
  /** Who changed what on the dashboard, and when (server/auth/change-record.ts): bounded, purged after the wedding. */
  const changeRecord = createChangeRecord(db, now);
  /** The day's photos guests added, the couple's settings for them and the drop link's sessions (server/photos/photo-store.ts). */
  const photos = createPhotoStore(db);
  /** The drop link's and the wall link's tokens (server/photos/photo-links.ts). */
  const photoLinks = createPhotoLinks(linkSecret, photos);
  return { db, sessions, visits, guests, members, contacts, content, guestLinkEnd, clientKeyOf, knownDevices, dashboardSessions, signIns, people, passkeys, secondFactors, invitation, calendarFeeds, rsvp, reminders, outbox, answerNotices, reminderSchedule, handoffs, mailServer, changeRecord, photos, photoLinks };
}

export type Stores = ReturnType<typeof createStores>;

/** Opens DATA_DIR's database and link secret (creating both for a new site); close `db` when done. */
export function openStores(dataDir: string, options?: StoreOptions): Stores {
  const db = openDatabase(dataDir);
  try {
    return createStores(db, loadLinkSecret(db, dataDir), options);
  } catch (error) {
    db.close();
    throw error;
  }
}
