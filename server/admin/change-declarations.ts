/**
 * What each data-changing route of the couple's API records (docs/decisions/0062): a declaration per method and path,
 * in one table, so the record's coverage is read in one place. The admin API refuses to start with a POST, PUT,
 * PATCH or DELETE route that has none (change-recording.ts), so a new route cannot be forgotten: its author adds a line
 * here, a change to record or a reason it records nothing.
 *
 * A declaration names what changed (a word of CHANGE_WHATS) and, where there is one, the household, event, question…
 * it concerns: its id from the path, and its name, read before the route runs (a removed household still has its
 * name in the record) or, for something being added, from the request's body. Names are taken in the site's language,
 * as the answers' history keeps them (decision 0029). Never an answer's content, a contact or a secret: a target is
 * a name the couple gave a thing, nothing a guest wrote.
 */
import type { FastifyRequest } from 'fastify';
import type { ChangeWhat } from '#common/change-record-api';
import { ADMIN_API } from '#common/admin-api';
import { ADMIN_PHOTOS_API } from '#common/admin-photos-api';
import { ANSWER_NOTICES_API } from '#common/answer-notices-api';
import { GUEST_LINKS_API } from '#common/guest-links-api';
import { HOUSEHOLD_MAIL_API } from '#common/household-mail-api';
import { INVITATION_API } from '#common/invitation-api';
import { INVITATION_HANDOFF_API } from '#common/invitation-handoff-api';
import { textsFor, type LocaleTexts } from '#common/locales';
import { MAIL_SERVER_API } from '#common/mail-server-api';
import { OUTBOX_API } from '#common/outbox-api';
import { PASSKEYS_API } from '#common/passkeys-api';
import { PEOPLE_API } from '#common/people-api';
import { REMINDER_SCHEDULE_API } from '#common/reminder-schedule-api';
import { RSVP_API } from '#common/rsvp-api';
import { SECOND_FACTOR_API } from '#common/second-factor-api';
import { CONTENT_API } from '#common/site-content';
import { DASHBOARD_SESSIONS_API } from '#common/dashboard-sessions-api';
import type { Stores } from '../stores';

/** The thing a change concerns: its id and its name as they are when the change is made. */
export interface ChangeTarget {
  targetId: number | null;
  target: string | null;
}

type FindTarget = (request: FastifyRequest, stores: Stores) => ChangeTarget;

export type ChangeDeclaration = { what: ChangeWhat; target?: FindTarget } | { notRecorded: string };

// The route's schema has checked params and body before the declaration reads them (preHandler).
const idInPath = (request: FastifyRequest) => (request.params as { id: number }).id;
const bodyOf = <Body>(request: FastifyRequest) => request.body as Body;

/** A text of five languages in the site's language, or the first language that has one. */
function inSiteLanguage(stores: Stores, texts: LocaleTexts): string {
  const site = stores.content.facts().facts.defaultLocale;
  return textsFor(site, site)(texts);
}

const household: FindTarget = (request, stores) => {
  const id = idInPath(request);
  return { targetId: id, target: stores.guests.get(id)?.name ?? null };
};
const newHousehold: FindTarget = (request) => ({ targetId: null, target: bodyOf<{ name: string }>(request).name });
const event: FindTarget = (request, stores) => {
  const id = idInPath(request);
  const stored = stores.invitation.storedEvent(id);
  return { targetId: id, target: stored ? inSiteLanguage(stores, stored.title) : null };
};
const newEvent: FindTarget = (request, stores) => ({ targetId: null, target: inSiteLanguage(stores, bodyOf<{ title: LocaleTexts }>(request).title) });
const question: FindTarget = (request, stores) => {
  const id = idInPath(request);
  const stored = stores.rsvp.questions().find((one) => one.id === id);
  return { targetId: id, target: stored ? inSiteLanguage(stores, stored.label) : null };
};
const newQuestion: FindTarget = (request, stores) => ({ targetId: null, target: inSiteLanguage(stores, bodyOf<{ label: LocaleTexts }>(request).label) });
const page: FindTarget = (request, stores) => {
  const id = idInPath(request);
  const stored = stores.invitation.sections().find((one) => one.id === id);
  return { targetId: id, target: stored ? inSiteLanguage(stores, stored.heading) : null };
};
const newPage: FindTarget = (request, stores) => ({ targetId: null, target: inSiteLanguage(stores, bodyOf<{ heading: LocaleTexts }>(request).heading) });
/** A text of the site by its key (the dashboard names it as the Texts screen does). */
const text: FindTarget = (request) => ({ targetId: null, target: (request.params as { key: string }).key });
/** A photo, an e-mail of the outbox, a batch: its id; they have no name of the couple's. */
const byId: FindTarget = (request) => ({ targetId: idInPath(request), target: null });

/** A person who runs the wedding, by their name (docs/decisions/0059). */
const person: FindTarget = (request, stores) => {
  const id = idInPath(request);
  return { targetId: id, target: stores.people.find(id)?.name ?? null };
};
const newPerson: FindTarget = (request) => ({ targetId: null, target: bodyOf<{ name: string }>(request).name.trim() });

/** One of the signed-in person's passkeys, by the name they gave it. */
const passkey: FindTarget = (request, stores) => {
  const id = idInPath(request);
  return { targetId: id, target: stores.passkeys.nameOf(id) ?? null };
};
const newPasskey: FindTarget = (request) => ({ targetId: null, target: bodyOf<{ name: string }>(request).name.trim() });

const SIGN_IN = 'A sign-in or sign-out, not a change of data: the record of sign-ins has it.';
const OWN_SIGN_IN = "A person's own way of signing in, not the wedding's data: the log has it at info.";

/** Every data-changing route of the couple's API, by `METHOD path` as the route is registered. */
export const CHANGE_DECLARATIONS: Readonly<Record<string, ChangeDeclaration>> = {
  [`POST ${ADMIN_API.login}`]: { notRecorded: SIGN_IN },
  [`POST ${ADMIN_API.logout}`]: { notRecorded: SIGN_IN },
  // Passkeys (docs/decisions/0063): a person's own, added and removed on record; asking for a challenge changes nothing of theirs.
  [`POST ${PASSKEYS_API.signInOptions}`]: { notRecorded: 'A challenge for a sign-in, before any session: the record of sign-ins has the sign-in.' },
  [`POST ${PASSKEYS_API.signIn}`]: { notRecorded: SIGN_IN },
  [`POST ${PASSKEYS_API.enrolOptions}`]: { notRecorded: 'A challenge for a passkey about to be made: the passkey, once made, is recorded.' },
  [`POST ${PASSKEYS_API.passkeys}`]: { what: 'passkeyAdded', target: newPasskey },
  [`DELETE ${PASSKEYS_API.passkey.pattern}`]: { what: 'passkeyRemoved', target: passkey },
  [`POST ${SECOND_FACTOR_API.signIn}`]: { notRecorded: SIGN_IN },
  [`POST ${PASSKEYS_API.secondStepOptions}`]: { notRecorded: 'A challenge for a sign-in’s second step, before any session: the record of sign-ins has the sign-in.' },
  [`POST ${PASSKEYS_API.secondStep}`]: { notRecorded: SIGN_IN },
  // A person's own second factor (docs/decisions/0064): their own sign-in's, never the wedding's data; logged at info.
  [`POST ${SECOND_FACTOR_API.totpStart}`]: { notRecorded: OWN_SIGN_IN },
  [`POST ${SECOND_FACTOR_API.totpConfirm}`]: { notRecorded: OWN_SIGN_IN },
  [`POST ${SECOND_FACTOR_API.totpOff}`]: { notRecorded: OWN_SIGN_IN },
  [`POST ${SECOND_FACTOR_API.recoveryCodes}`]: { notRecorded: OWN_SIGN_IN },
  // The people who run the wedding, and the set-up of one's own sign-in (no session: nobody to name as its author).
  [`POST ${PEOPLE_API.people}`]: { what: 'personAdded', target: newPerson },
  [`PATCH ${PEOPLE_API.person.pattern}`]: { what: 'personRole', target: person },
  [`DELETE ${PEOPLE_API.person.pattern}`]: { what: 'personRemoved', target: person },
  [`POST ${PEOPLE_API.link.pattern}`]: { what: 'personLink', target: person },
  [`DELETE ${PEOPLE_API.link.pattern}`]: { what: 'personLinkCancelled', target: person },
  [`POST ${PEOPLE_API.setup}`]: { notRecorded: 'Reads whose set-up link it is: nothing changes.' },
  [`POST ${PEOPLE_API.setupPassword}`]: { notRecorded: 'A person chooses their own password, before any session: a sign-in matter, never a secret in the record.' },
  // The guest list.
  [`POST ${ADMIN_API.guests}`]: { what: 'householdAdded', target: newHousehold },
  [`POST ${ADMIN_API.guestImport}`]: { what: 'householdsImported' },
  [`PATCH ${ADMIN_API.guest.pattern}`]: { what: 'householdChanged', target: household },
  [`DELETE ${ADMIN_API.guest.pattern}`]: { what: 'householdRemoved', target: household },
  [`POST ${ADMIN_API.revoke.pattern}`]: { what: 'linkRevoked', target: household },
  [`POST ${ADMIN_API.newLink.pattern}`]: { what: 'linkRenewed', target: household },
  [`PUT ${INVITATION_API.householdMembers.pattern}`]: { what: 'householdPeople', target: household },
  [`PUT ${INVITATION_API.householdInvitation.pattern}`]: { what: 'householdEvents', target: household },
  [`POST ${INVITATION_HANDOFF_API.handoff.pattern}`]: { what: 'handoff', target: household },
  [`DELETE ${INVITATION_HANDOFF_API.handoff.pattern}`]: { what: 'handoff', target: household },
  [`POST ${ADMIN_API.cards}`]: { notRecorded: 'Makes a page of cards to print: nothing stored changes.' },
  [`POST ${ADMIN_API.purge}`]: { what: 'purge' },
  [`PUT ${GUEST_LINKS_API.end}`]: { what: 'linksEnd' },
  // The answers.
  [`PUT ${RSVP_API.household.pattern}`]: { what: 'answerChanged', target: household },
  [`POST ${RSVP_API.reminded.pattern}`]: { what: 'reminded', target: household },
  [`POST ${RSVP_API.seen}`]: { notRecorded: 'Where the couple last looked at the answers: their own reading, which changes nothing guests see.' },
  [`PUT ${RSVP_API.deadline}`]: { what: 'deadline' },
  [`PUT ${RSVP_API.contact}`]: { what: 'contactLine' },
  [`PUT ${RSVP_API.meals.pattern}`]: { what: 'meals', target: event },
  [`POST ${RSVP_API.questions}`]: { what: 'questionAdded', target: newQuestion },
  [`PUT ${RSVP_API.question.pattern}`]: { what: 'questionChanged', target: question },
  [`DELETE ${RSVP_API.question.pattern}`]: { what: 'questionRemoved', target: question },
  // The invitation.
  [`PUT ${INVITATION_API.phase}`]: { what: 'phase' },
  [`POST ${INVITATION_API.events}`]: { what: 'eventAdded', target: newEvent },
  [`PUT ${INVITATION_API.event.pattern}`]: { what: 'eventChanged', target: event },
  [`DELETE ${INVITATION_API.event.pattern}`]: { what: 'eventRemoved', target: event },
  [`PUT ${INVITATION_API.eventOrder}`]: { what: 'eventsOrdered' },
  [`PUT ${INVITATION_API.eventGuests.pattern}`]: { what: 'eventGuests', target: event },
  [`POST ${INVITATION_API.infoSections}`]: { what: 'pageAdded', target: newPage },
  [`PUT ${INVITATION_API.infoSection.pattern}`]: { what: 'pageChanged', target: page },
  [`DELETE ${INVITATION_API.infoSection.pattern}`]: { what: 'pageRemoved', target: page },
  [`PUT ${INVITATION_API.infoSectionOrder}`]: { what: 'pagesOrdered' },
  // The site's texts, facts and media.
  [`PUT ${CONTENT_API.facts}`]: { what: 'facts' },
  [`PUT ${CONTENT_API.text.pattern}`]: { what: 'text', target: text },
  [`POST ${CONTENT_API.faq}`]: { what: 'faq' },
  [`PUT ${CONTENT_API.faqOrder}`]: { what: 'faq' },
  [`PUT ${CONTENT_API.faqEntry.pattern}`]: { what: 'faq' },
  [`DELETE ${CONTENT_API.faqEntry.pattern}`]: { what: 'faq' },
  [`POST ${CONTENT_API.photos}`]: { what: 'photoAdded' },
  [`POST ${CONTENT_API.photoFile.pattern}`]: { what: 'photoChanged', target: byId },
  [`PUT ${CONTENT_API.photoAlt.pattern}`]: { what: 'photoChanged', target: byId },
  [`PUT ${CONTENT_API.photoOrder}`]: { what: 'photosOrdered' },
  [`DELETE ${CONTENT_API.photo.pattern}`]: { what: 'photoRemoved', target: byId },
  [`POST ${CONTENT_API.video}`]: { what: 'video' },
  [`POST ${CONTENT_API.poster}`]: { what: 'video' },
  // The photos guests add on the day (issue 39).
  [`POST ${ADMIN_PHOTOS_API.review}`]: { what: 'guestPhotosReviewed' },
  [`PUT ${ADMIN_PHOTOS_API.settings}`]: { what: 'guestPhotoSettings' },
  [`POST ${ADMIN_PHOTOS_API.newDropLink}`]: { what: 'dropLinkRenewed' },
  [`POST ${ADMIN_PHOTOS_API.newWallLink}`]: { what: 'wallLinkRenewed' },
  [`POST ${ADMIN_PHOTOS_API.tableCards}`]: { notRecorded: 'Makes a page of table cards to print: nothing stored changes.' },
  // E-mail.
  [`POST ${HOUSEHOLD_MAIL_API.invitationPreview}`]: { notRecorded: 'A preview: nothing is queued or stored.' },
  [`POST ${HOUSEHOLD_MAIL_API.reminderPreview}`]: { notRecorded: 'A preview: nothing is queued or stored.' },
  [`POST ${HOUSEHOLD_MAIL_API.invitations}`]: { what: 'invitationsSent' },
  [`POST ${HOUSEHOLD_MAIL_API.reminders}`]: { what: 'remindersSent' },
  [`POST ${HOUSEHOLD_MAIL_API.invitationCopy}`]: { what: 'mailCopy' },
  [`POST ${HOUSEHOLD_MAIL_API.reminderCopy}`]: { what: 'mailCopy' },
  [`POST ${OUTBOX_API.test}`]: { what: 'mailTest' },
  [`POST ${OUTBOX_API.resend.pattern}`]: { what: 'mailResent', target: byId },
  [`POST ${OUTBOX_API.cancel.pattern}`]: { what: 'mailCancelled', target: byId },
  [`POST ${OUTBOX_API.cancelBatch.pattern}`]: { what: 'mailCancelled', target: byId },
  [`PUT ${REMINDER_SCHEDULE_API.schedule}`]: { what: 'reminderSchedule' },
  [`DELETE ${REMINDER_SCHEDULE_API.schedule}`]: { what: 'reminderSchedule' },
  [`PUT ${ANSWER_NOTICES_API.notices}`]: { what: 'notices' },
  [`PUT ${MAIL_SERVER_API.server}`]: { what: 'mailServer' },
  // The dashboard's sessions (docs/decisions/0061): a device is named by its session's listed id.
  [`POST ${DASHBOARD_SESSIONS_API.end.pattern}`]: { what: 'sessionEnded', target: byId },
  [`POST ${DASHBOARD_SESSIONS_API.endOthers}`]: { what: 'othersSignedOut' },
  [`POST ${DASHBOARD_SESSIONS_API.endAll}`]: { what: 'everyoneSignedOut' },
  [`PUT ${DASHBOARD_SESSIONS_API.idle}`]: { what: 'sessionIdle' },
};
