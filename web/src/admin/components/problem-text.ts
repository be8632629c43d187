import type { FieldError } from '#common/api-problems';
import { formatLongDate } from '#common/wedding-time';
import type { ApiFailure } from '../api/admin-client';
import { adminLocale, type useT } from '../i18n/admin-i18n';
import { countryName } from './contact-words';
import { wallClockText } from './zoned-moment';

export type T = ReturnType<typeof useT>['t'];

/** The limits the server applies (server/guests/guest-fields.ts), for "at most … characters". */
const MAX_LENGTH: Partial<Record<FieldError['field'], number>> = { name: 200, note: 500, household: 200 };

const KEY: Record<FieldError['code'], string> = {
  empty: 'problems.empty',
  'too-long': 'problems.tooLong',
  control: 'problems.control',
  direction: 'problems.direction',
  language: 'problems.language',
  email: 'contacts.problems.email',
  phone: 'contacts.problems.phone',
  'empty-file': 'problems.emptyFile',
  'no-name-column': 'problems.noNameColumn',
  // The columns a CSV may have since households (issue 19).
  'unknown-column': 'households.problems.unknownColumn',
  'untitled-column': 'households.problems.untitledColumn',
  'duplicate-column': 'problems.duplicateColumn',
  'no-rows': 'problems.noRows',
  quote: 'problems.quote',
  'field-count': 'problems.fieldCount',
  'repeated-name': 'problems.repeatedName',
  'too-many': 'problems.tooMany',
  invalid: 'problems.invalid',
  'missing-placeholder': 'problems.missingPlaceholder',
  'unknown-placeholder': 'problems.unknownPlaceholder',
  'plural-forms': 'problems.pluralForms',
  'not-an-image': 'problems.notAnImage',
  damaged: 'problems.damaged',
  'not-a-video': 'problems.notAVideo',
  'too-large': 'problems.fileTooLarge',
  'too-many-pixels': 'problems.tooManyPixels',
  'progressive-too-many-pixels': 'problems.progressiveTooManyPixels',
  'too-many-photos': 'problems.tooManyPhotos',
  'last-photo': 'problems.lastPhoto',
  'deadline-repeated': 'facts.deadlineRepeated',
  'nonexistent-time': 'problems.nonexistentTime',
  'ambiguous-time': 'problems.ambiguousTime',
  'not-a-time': 'problems.notATime',
  'ends-before-start': 'problems.endsBeforeStart',
  'unknown-zone': 'problems.unknownZone',
  'not-a-link': 'problems.notALink',
  'unknown-id': 'problems.unknownId',
  'children-only': 'rsvp.problems.childrenOnly',
  child: 'households.problems.child',
  'household-differs': 'households.problems.householdDiffers',
  'no-members': 'households.problems.noMembers',
  'too-many-members': 'households.problems.tooManyMembers',
  'in-the-future': 'privacy.inTheFuture',
  'before-the-wedding': 'guestLinks.beforeTheWedding',
  noDeadline: 'reminders.schedule.noDeadline',
  past: 'reminders.schedule.past',
  // The couple's mail server (issue 36): a field of its form, or what the test e-mail's conversation ran into.
  'plain-over-network': 'mailServer.problems.plainOverNetwork',
  'password-again': 'mailServer.problems.passwordAgain',
  login: 'mailServer.connection.login',
  'cannot-connect': 'mailServer.connection.cannotConnect',
  'host-unknown': 'mailServer.connection.hostUnknown',
  timeout: 'mailServer.connection.timeout',
  tls: 'mailServer.connection.tls',
  refused: 'mailServer.connection.refused',
  failed: 'mailServer.connection.failed',
  // A person of the dashboard (issue 38): an address someone has; a password the password rule refuses.
  taken: 'people.taken',
  weak: 'setup.weak',
  // The day's photos' settings (issue 39): the window's end before its start; 'reveal later' without its moment.
  'before-opening': 'problems.closesBeforeOpening',
  missing: 'problems.revealAtMissing',
};

/**
 * Where one code means something else per field: an invalid fact says what to write in that field, an empty event
 * time which one to choose. Every screen's words for a server's problem are here (one function, issue 37): lint
 * refuses a second wording function or a `t('…problems.…')` of a code outside this file (eslint.config.js).
 */
const FIELD_KEY: Partial<Record<`${FieldError['field']}:${FieldError['code']}`, string>> = {
  'coupleNames:invalid': 'problems.invalidNames',
  'weddingDate:invalid': 'problems.invalidDate',
  'timeZone:invalid': 'problems.invalidTimeZone',
  'storyBeganYear:invalid': 'problems.invalidYear',
  'copyrightYear:invalid': 'problems.invalidYear',
  'defaultLocale:invalid': 'problems.invalidLanguage',
  'question:empty': 'problems.emptyQuestion',
  // A one-line text or paragraphs (common/text-fields.ts) keeps or folds tabs and line breaks: only a character that
  // cannot be shown is left to refuse. ('problems.control' asks for one line without tabs: a name's rule.)
  'question:control': 'rsvp.problems.control',
  'answer:control': 'rsvp.problems.control',
  'alt:control': 'rsvp.problems.control',
  'text:control': 'rsvp.problems.control',
  'before:invalid': 'problems.invalidDate',
  'until:invalid': 'problems.invalidDate',
  'title:empty': 'problems.emptyTitle',
  'note:household-differs': 'households.problems.noteDiffers',
  'householdLanguage:household-differs': 'households.problems.languageDiffers',
  'householdEmail:household-differs': 'contacts.problems.emailDiffers',
  'householdPhone:household-differs': 'contacts.problems.phoneDiffers',
  'address:empty': 'mailServer.problems.addressEmpty',
  'address:invalid': 'mail.test.invalidAddress',
  'host:empty': 'mailServer.problems.hostEmpty',
  'host:invalid': 'mailServer.problems.hostInvalid',
  'port:empty': 'mailServer.problems.portInvalid',
  'port:invalid': 'mailServer.problems.portInvalid',
  'password:empty': 'mailServer.problems.passwordEmpty',
  // The guests' photos' settings (issue 39): a moment of the window not chosen, a limit that is not a size.
  'opensAt:empty': 'guestPhotos.problems.empty',
  'closesAt:empty': 'guestPhotos.problems.empty',
  'limits.fileBytes:invalid': 'guestPhotos.problems.limit',
  'limits.householdBytes:invalid': 'guestPhotos.problems.limit',
  'limits.siteBytes:invalid': 'guestPhotos.problems.limit',
  // How many of the drop link's table cards to print: a whole number up to the most (value).
  'count:invalid': 'guestPhotos.problems.cardCount',
  // An event's start or end not chosen, a section with nothing in it: not the guest list's missing name.
  'startsAt:empty': 'invitation.problems.noStart',
  'endsAt:empty': 'invitation.problems.noEnd',
  'heading:empty': 'invitation.problems.noHeading',
  // The answers' settings (a meal, a question and its choices, the contact line) and a household's answer (issue 20):
  // texts on one line or of paragraphs, lists with a limit, an event gone meanwhile.
  'label:empty': 'rsvp.problems.empty',
  'choices:empty': 'rsvp.problems.empty',
  'label:control': 'rsvp.problems.control',
  'choices:control': 'rsvp.problems.control',
  'contact:control': 'rsvp.problems.control',
  'dietaryNote:control': 'rsvp.problems.control',
  'accessibility:control': 'rsvp.problems.control',
  'message:control': 'rsvp.problems.control',
  'meal:too-many': 'rsvp.problems.tooMany',
  'extras:too-many': 'rsvp.problems.tooMany',
  'choices:too-many': 'rsvp.problems.choicesCount',
  'question:too-many': 'rsvp.questions.full',
  'eventIds:unknown-id': 'rsvp.problems.eventGone',
};

/**
 * The problem's value as the couple reads it: a placeholder quoted as it is written in the text ({{date}}), a phone
 * number's country by its name, a time the clocks skip or repeat as a date and time (not 2027-03-28T03:30), the
 * wedding's day before which the links cannot end as a day in words.
 */
function valueText({ code, value = '' }: FieldError): string {
  if (code.endsWith('-placeholder')) return `{{${value}}}`;
  if (code === 'phone') return countryName(value, adminLocale());
  if (code === 'nonexistent-time' || code === 'ambiguous-time') return wallClockText(value, adminLocale());
  if (code === 'before-the-wedding' && value) return formatLongDate(value, 'UTC', adminLocale());
  return value;
}

/** A problem the server found, in the couple's words: "Line 3: “xx” is not one of the site’s languages". */
export function problemText(t: T, problem: FieldError): string {
  const key = FIELD_KEY[`${problem.field}:${problem.code}`] ?? KEY[problem.code];
  const value = valueText(problem);
  // A text's limit comes with the problem (value, common/text-fields.ts checkText); the guest list's are known here.
  const max = problem.code === 'too-long' && problem.value ? problem.value : (MAX_LENGTH[problem.field] ?? '');
  const text = t(key, { value, earlierLine: problem.earlierLine ?? '', max });
  return problem.line === undefined ? text : t('problems.onLine', { line: problem.line, problem: text });
}

/** A problem of one text of five, with the language it concerns: "French: This is too long: at most 500 characters." */
export function problemInLanguage(t: T, problem: FieldError): string {
  const words = problemText(t, problem);
  return problem.locale ? t('rsvp.problems.inLanguage', { language: t(`languages.${problem.locale}`), problem: words }) : words;
}

/** What a failed request means for the couple; null for 'invalid', whose problems are shown by their fields. */
export function failureText(t: T, failure: ApiFailure): string | null {
  switch (failure.kind) {
    case 'invalid':
      return null;
    case 'signed-out':
      return t('errors.signedOut');
    case 'off':
      return t('signIn.off');
    case 'too-many':
      return t('errors.tooMany');
    case 'not-found':
      return t('errors.notFound');
    case 'conflict':
      return t('errors.conflict');
    case 'no-events':
      return t('invitation.phase.noEvents');
    case 'has-invitations':
      return t('invitation.events.stillInvited', { count: failure.households });
    case 'refused':
      return t('errors.refused');
    case 'too-large':
      return t('errors.tooLarge');
    case 'network':
      return t('errors.network');
    case 'server':
      return t('errors.server');
  }
}
