/**
 * Who may use each route of the dashboard's API (issue 38, docs/decisions/0059), in one table: the whole of the
 * roles' rights reads on one page, and a route nobody declared here stops the server at start (admin-api.ts), so a
 * new route cannot forget it. A route a helper reads whose answer holds contacts or health data names the view that
 * leaves them out for the helper (helper-views.ts).
 *
 * The couple may do everything; a planner everything but the people, the security (everyone's sessions and sign-ins,
 * the record of changes) and the purge; everyone sees and ends their own sessions and sees their own sign-ins; a helper for the day
 * reads the schedule, who comes to what, the households' names and links (no contacts, no health data) and the day's
 * photos, which they may also add, describe, order and remove; they export nothing and send no e-mail.
 */
import { ADMIN_API } from '#common/admin-api';
import { ADMIN_PHOTOS_API } from '#common/admin-photos-api';
import { ANSWER_NOTICES_API } from '#common/answer-notices-api';
import { CHANGE_RECORD_API } from '#common/change-record-api';
import { DASHBOARD_SESSIONS_API } from '#common/dashboard-sessions-api';
import { GUEST_LINKS_API } from '#common/guest-links-api';
import { HOUSEHOLD_MAIL_API } from '#common/household-mail-api';
import { INVITATION_API } from '#common/invitation-api';
import { INVITATION_HANDOFF_API } from '#common/invitation-handoff-api';
import { MAIL_SERVER_API } from '#common/mail-server-api';
import { OUTBOX_API } from '#common/outbox-api';
import { OVERVIEW_API } from '#common/overview-api';
import { PASSKEYS_API } from '#common/passkeys-api';
import { PEOPLE_API, ROLES, type Role } from '#common/people-api';
import { REMINDER_SCHEDULE_API } from '#common/reminder-schedule-api';
import { RSVP_API } from '#common/rsvp-api';
import { SECOND_FACTOR_API } from '#common/second-factor-api';
import { CONTENT_API } from '#common/site-content';
import { guestForHelper, guestPageForHelper, historyForHelper, householdRsvpForHelper, rsvpOverviewForHelper } from './helper-views';

export interface RouteAccess {
  roles: readonly Role[];
  /** What a helper reads of the answer (a route a helper may read that holds contacts or health data). */
  forHelper?: (payload: never) => unknown;
}

/** A route that needs no session: signing in and out, and setting up one's own sign-in with a set-up link. */
export const OPEN = 'open';

const EVERYONE: RouteAccess = { roles: ROLES };
/** Everything but the people, the security and the purge. */
const COUPLE_AND_PLANNER: RouteAccess = { roles: ['couple', 'planner'] };
const COUPLE: RouteAccess = { roles: ['couple'] };
const readByHelper = <T>(forHelper: (payload: T) => T): RouteAccess => ({ roles: ROLES, forHelper: forHelper as (payload: never) => unknown });

/** `METHOD path` as the route is registered (HEAD goes with GET) → who may use it. */
export const ROUTE_ROLES: Readonly<Record<string, RouteAccess | typeof OPEN>> = {
  [`POST ${ADMIN_API.login}`]: OPEN,
  [`POST ${ADMIN_API.logout}`]: OPEN,
  [`POST ${PEOPLE_API.setup}`]: OPEN,
  [`POST ${PEOPLE_API.setupPassword}`]: OPEN,
  [`GET ${ADMIN_API.session}`]: EVERYONE,
  // Passkeys (docs/decisions/0063): signing in with one needs no session; each person keeps their own.
  [`POST ${PASSKEYS_API.signInOptions}`]: OPEN,
  [`POST ${PASSKEYS_API.signIn}`]: OPEN,
  [`GET ${PASSKEYS_API.passkeys}`]: EVERYONE,
  [`POST ${PASSKEYS_API.enrolOptions}`]: EVERYONE,
  [`POST ${PASSKEYS_API.passkeys}`]: EVERYONE,
  [`DELETE ${PASSKEYS_API.passkey.pattern}`]: EVERYONE,
  // A sign-in's second step (docs/decisions/0064): the pending token stands for the right password.
  [`POST ${SECOND_FACTOR_API.signIn}`]: OPEN,
  // Or the person's passkey answers it (docs/decisions/0065).
  [`POST ${PASSKEYS_API.secondStepOptions}`]: OPEN,
  [`POST ${PASSKEYS_API.secondStep}`]: OPEN,
  // Each person's own second factor: everyone's for themselves (the couple's shared password has none: 409).
  [`GET ${SECOND_FACTOR_API.status}`]: EVERYONE,
  [`POST ${SECOND_FACTOR_API.totpStart}`]: EVERYONE,
  [`POST ${SECOND_FACTOR_API.totpConfirm}`]: EVERYONE,
  [`POST ${SECOND_FACTOR_API.totpOff}`]: EVERYONE,
  [`POST ${SECOND_FACTOR_API.recoveryCodes}`]: EVERYONE,

  // The people who run the wedding.
  [`GET ${PEOPLE_API.people}`]: COUPLE,
  [`POST ${PEOPLE_API.people}`]: COUPLE,
  [`PATCH ${PEOPLE_API.person.pattern}`]: COUPLE,
  [`DELETE ${PEOPLE_API.person.pattern}`]: COUPLE,
  [`POST ${PEOPLE_API.link.pattern}`]: COUPLE,
  [`DELETE ${PEOPLE_API.link.pattern}`]: COUPLE,
  // Who changed what (docs/decisions/0062).
  [`GET ${CHANGE_RECORD_API.changes}`]: COUPLE,
  // The dashboard's sessions and sign-ins (docs/decisions/0061, 0065): everyone's own, the couple's everyone's (the
  // routes tell them apart); how long an unused session lasts is a setting for all, so the couple's.
  [`GET ${DASHBOARD_SESSIONS_API.sessions}`]: EVERYONE,
  [`POST ${DASHBOARD_SESSIONS_API.end.pattern}`]: EVERYONE,
  [`POST ${DASHBOARD_SESSIONS_API.endOthers}`]: EVERYONE,
  [`POST ${DASHBOARD_SESSIONS_API.endAll}`]: EVERYONE,
  [`PUT ${DASHBOARD_SESSIONS_API.idle}`]: COUPLE,
  [`GET ${DASHBOARD_SESSIONS_API.signIns}`]: EVERYONE,

  // The households: their names and links for everyone, their contacts not for a helper.
  [`GET ${ADMIN_API.guests}`]: readByHelper(guestPageForHelper),
  [`POST ${ADMIN_API.guests}`]: COUPLE_AND_PLANNER,
  [`POST ${ADMIN_API.guestImport}`]: COUPLE_AND_PLANNER,
  [`GET ${ADMIN_API.guest.pattern}`]: readByHelper(guestForHelper),
  [`PATCH ${ADMIN_API.guest.pattern}`]: COUPLE_AND_PLANNER,
  [`DELETE ${ADMIN_API.guest.pattern}`]: COUPLE_AND_PLANNER,
  [`POST ${ADMIN_API.revoke.pattern}`]: COUPLE_AND_PLANNER,
  [`POST ${ADMIN_API.newLink.pattern}`]: COUPLE_AND_PLANNER,
  [`GET ${ADMIN_API.qr.pattern}`]: EVERYONE,
  [`GET ${ADMIN_API.export}`]: COUPLE_AND_PLANNER,
  [`GET ${ADMIN_API.visitsChart}`]: EVERYONE,
  [`PUT ${INVITATION_API.householdInvitation.pattern}`]: COUPLE_AND_PLANNER,
  [`PUT ${INVITATION_API.householdMembers.pattern}`]: COUPLE_AND_PLANNER,
  [`POST ${INVITATION_HANDOFF_API.handoff.pattern}`]: COUPLE_AND_PLANNER,
  [`DELETE ${INVITATION_HANDOFF_API.handoff.pattern}`]: COUPLE_AND_PLANNER,
  // The households to send their links to by hand, with their phone numbers.
  [`GET ${INVITATION_HANDOFF_API.walk}`]: COUPLE_AND_PLANNER,
  // Printed cards carry every link at once: an export.
  [`POST ${ADMIN_API.cards}`]: COUPLE_AND_PLANNER,
  [`GET ${ADMIN_API.cardJob.pattern}`]: COUPLE_AND_PLANNER,
  [`GET ${ADMIN_API.cardPage.pattern}`]: COUPLE_AND_PLANNER,
  // Until when the households' links work (docs/decisions/0060): a setting.
  [`GET ${GUEST_LINKS_API.end}`]: COUPLE_AND_PLANNER,
  [`PUT ${GUEST_LINKS_API.end}`]: COUPLE_AND_PLANNER,
  [`GET ${ADMIN_API.purge}`]: COUPLE,
  [`POST ${ADMIN_API.purge}`]: COUPLE,
  [`GET ${OVERVIEW_API.overview}`]: EVERYONE,

  // The site's texts and settings; the photos are the day's, which a helper adds too.
  [`GET ${CONTENT_API.content}`]: EVERYONE,
  [`PUT ${CONTENT_API.facts}`]: COUPLE_AND_PLANNER,
  [`PUT ${CONTENT_API.text.pattern}`]: COUPLE_AND_PLANNER,
  [`POST ${CONTENT_API.faq}`]: COUPLE_AND_PLANNER,
  [`PUT ${CONTENT_API.faqOrder}`]: COUPLE_AND_PLANNER,
  [`PUT ${CONTENT_API.faqEntry.pattern}`]: COUPLE_AND_PLANNER,
  [`DELETE ${CONTENT_API.faqEntry.pattern}`]: COUPLE_AND_PLANNER,
  [`POST ${CONTENT_API.photos}`]: EVERYONE,
  [`GET ${CONTENT_API.photo.pattern}`]: EVERYONE,
  [`POST ${CONTENT_API.photoFile.pattern}`]: EVERYONE,
  [`PUT ${CONTENT_API.photoAlt.pattern}`]: EVERYONE,
  [`PUT ${CONTENT_API.photoOrder}`]: EVERYONE,
  [`DELETE ${CONTENT_API.photo.pattern}`]: EVERYONE,
  [`POST ${CONTENT_API.video}`]: COUPLE_AND_PLANNER,
  [`POST ${CONTENT_API.poster}`]: COUPLE_AND_PLANNER,

  // The photos guests add on the day (issue 39): reviewed by the day's helper too; the settings and links are the
  // couple's and the planner's; the originals (a location, a camera's serial) and their export the couple's only.
  [`GET ${ADMIN_PHOTOS_API.photos}`]: EVERYONE,
  [`POST ${ADMIN_PHOTOS_API.review}`]: EVERYONE,
  [`GET ${ADMIN_PHOTOS_API.settings}`]: COUPLE_AND_PLANNER,
  [`PUT ${ADMIN_PHOTOS_API.settings}`]: COUPLE_AND_PLANNER,
  [`POST ${ADMIN_PHOTOS_API.newDropLink}`]: COUPLE_AND_PLANNER,
  [`POST ${ADMIN_PHOTOS_API.newWallLink}`]: COUPLE_AND_PLANNER,
  [`GET ${ADMIN_PHOTOS_API.original.pattern}`]: COUPLE,
  [`GET ${ADMIN_PHOTOS_API.export}`]: COUPLE,
  // The drop link's table cards: on the same card page as the guests' cards, for those who see the link.
  [`POST ${ADMIN_PHOTOS_API.tableCards}`]: COUPLE_AND_PLANNER,

  // The schedule: read by everyone, changed by the couple and the planner.
  [`GET ${INVITATION_API.invitation}`]: EVERYONE,
  [`GET ${INVITATION_API.phase}`]: EVERYONE,
  [`PUT ${INVITATION_API.phase}`]: COUPLE_AND_PLANNER,
  [`POST ${INVITATION_API.events}`]: COUPLE_AND_PLANNER,
  [`PUT ${INVITATION_API.event.pattern}`]: COUPLE_AND_PLANNER,
  [`DELETE ${INVITATION_API.event.pattern}`]: COUPLE_AND_PLANNER,
  [`PUT ${INVITATION_API.eventOrder}`]: COUPLE_AND_PLANNER,
  [`PUT ${INVITATION_API.eventGuests.pattern}`]: COUPLE_AND_PLANNER,
  [`POST ${INVITATION_API.infoSections}`]: COUPLE_AND_PLANNER,
  [`PUT ${INVITATION_API.infoSection.pattern}`]: COUPLE_AND_PLANNER,
  [`DELETE ${INVITATION_API.infoSection.pattern}`]: COUPLE_AND_PLANNER,
  [`PUT ${INVITATION_API.infoSectionOrder}`]: COUPLE_AND_PLANNER,

  // Who comes to what: read by everyone, without the contacts and health data for a helper.
  [`GET ${RSVP_API.overview}`]: readByHelper(rsvpOverviewForHelper),
  // "Changed since you last looked" is the couple's and the planner's: a helper's look moves it for nobody.
  [`POST ${RSVP_API.seen}`]: COUPLE_AND_PLANNER,
  [`PUT ${RSVP_API.deadline}`]: COUPLE_AND_PLANNER,
  [`PUT ${RSVP_API.contact}`]: COUPLE_AND_PLANNER,
  [`PUT ${RSVP_API.meals.pattern}`]: COUPLE_AND_PLANNER,
  [`POST ${RSVP_API.questions}`]: COUPLE_AND_PLANNER,
  [`PUT ${RSVP_API.question.pattern}`]: COUPLE_AND_PLANNER,
  [`DELETE ${RSVP_API.question.pattern}`]: COUPLE_AND_PLANNER,
  [`GET ${RSVP_API.household.pattern}`]: readByHelper(householdRsvpForHelper),
  [`PUT ${RSVP_API.household.pattern}`]: COUPLE_AND_PLANNER,
  [`GET ${RSVP_API.householdHistory.pattern}`]: readByHelper(historyForHelper),
  [`POST ${RSVP_API.reminded.pattern}`]: COUPLE_AND_PLANNER,
  [`GET ${RSVP_API.answersCsv}`]: COUPLE_AND_PLANNER,
  [`GET ${RSVP_API.catererCsv.pattern}`]: COUPLE_AND_PLANNER,

  // E-mail: sending, the outbox and the mail server.
  [`GET ${REMINDER_SCHEDULE_API.schedule}`]: COUPLE_AND_PLANNER,
  [`PUT ${REMINDER_SCHEDULE_API.schedule}`]: COUPLE_AND_PLANNER,
  [`DELETE ${REMINDER_SCHEDULE_API.schedule}`]: COUPLE_AND_PLANNER,
  [`GET ${ANSWER_NOTICES_API.notices}`]: COUPLE_AND_PLANNER,
  [`PUT ${ANSWER_NOTICES_API.notices}`]: COUPLE_AND_PLANNER,
  [`POST ${HOUSEHOLD_MAIL_API.invitations}`]: COUPLE_AND_PLANNER,
  [`POST ${HOUSEHOLD_MAIL_API.invitationPreview}`]: COUPLE_AND_PLANNER,
  [`POST ${HOUSEHOLD_MAIL_API.invitationCopy}`]: COUPLE_AND_PLANNER,
  [`POST ${HOUSEHOLD_MAIL_API.reminders}`]: COUPLE_AND_PLANNER,
  [`POST ${HOUSEHOLD_MAIL_API.reminderPreview}`]: COUPLE_AND_PLANNER,
  [`POST ${HOUSEHOLD_MAIL_API.reminderCopy}`]: COUPLE_AND_PLANNER,
  [`GET ${OUTBOX_API.outbox}`]: COUPLE_AND_PLANNER,
  [`GET ${OUTBOX_API.message.pattern}`]: COUPLE_AND_PLANNER,
  [`POST ${OUTBOX_API.resend.pattern}`]: COUPLE_AND_PLANNER,
  [`POST ${OUTBOX_API.test}`]: COUPLE_AND_PLANNER,
  [`POST ${OUTBOX_API.cancel.pattern}`]: COUPLE_AND_PLANNER,
  [`POST ${OUTBOX_API.cancelBatch.pattern}`]: COUPLE_AND_PLANNER,
  [`GET ${OUTBOX_API.household.pattern}`]: COUPLE_AND_PLANNER,
  [`GET ${MAIL_SERVER_API.server}`]: COUPLE_AND_PLANNER,
  [`PUT ${MAIL_SERVER_API.server}`]: COUPLE_AND_PLANNER,
};

/** Any other path under /api/admin: 404 for anyone signed in (after the session check), whatever the method. */
const UNKNOWN_ADMIN_PATH = '/api/admin/*';

/** The table's key of a route or request. */
export const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

/** Who may use a route, or undefined when it declares nobody: the server must not start with it. */
export function accessOf(method: string, url: string): RouteAccess | typeof OPEN | undefined {
  return url === UNKNOWN_ADMIN_PATH ? EVERYONE : ROUTE_ROLES[routeKey(method, url)];
}
