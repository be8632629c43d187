/**
 * The e-mails an answer brings (issue 27, docs/decisions/0039): the household's confirmation, to its address and to
 * each member with an address of their own, each in its reader's language, with a calendar file for each event
 * someone of the household comes to; and, when the couple chose to hear of each answer, the couple's notice. The
 * confirmation waits a little in the outbox and a later save replaces it while it waits, so a household that saves
 * three times in a minute gets one message with its last answer. No address: nothing is queued. Names and counts
 * only: no dietary, accessibility or other free-text answer is written into any of them.
 */
import { ADMIN_PATH } from '#common/admin-api';
import { textIn, type Locale } from '#common/locales';
import type { Guest, GuestStore } from '../guests/guest-store';
import { linkOfGuest } from '../guests/guest-rows';
import type { HouseholdContactStore } from '../guests/household-contacts';
import { calendarOf } from '../invitation/calendar/event-calendar';
import { calendarEventOf } from '../invitation/calendar/stored-event-calendar';
import { formOf } from '../rsvp/rsvp-form';
import { overviewOf, personLines, type OverviewSources, type PersonLine } from '../rsvp/rsvp-overview';
import type { AnswerNoticeSettings } from './answer-notice-settings';
import type { EventTally } from './kinds/answer-notices';
import type { ConfirmationParams } from './kinds/confirmation';
import type { Mailer, Recipient } from './mailer';
import type { MailAttachment } from './outbox-store';

/** How long a confirmation waits before it goes: a household still changing its answer gets one message. */
export const CONFIRMATION_DELAY_MS = 2 * 60_000;

export interface AnswerMailOptions {
  mailer: Mailer;
  sources: OverviewSources & { defaultLocale: () => Locale };
  guests: GuestStore;
  contacts: HouseholdContactStore;
  notices: AnswerNoticeSettings;
  coupleNames: () => string;
  publicUrl: string;
}

/** An instant as the reader's language writes a day and time, on the wall clock of `timeZone`. */
const writtenTime = (at: number, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(at);

/** Who of the household comes to each event: counted from the same lines as the couple's overview. */
function tally(title: string, lines: PersonLine[]): EventTally {
  return {
    title,
    coming: lines.filter((l) => l.attending === true).length,
    notComing: lines.filter((l) => l.attending === false).length,
    noAnswer: lines.filter((l) => l.attending === null).length,
  };
}

export function createAnswerMail({ mailer, sources, guests, contacts, notices, coupleNames, publicUrl }: AnswerMailOptions) {
  const siteLocale = () => sources.defaultLocale();
  const dashboard = new URL(`${ADMIN_PATH}/answers`, publicUrl).toString();

  /** The household's own address in its language, and each member's own in theirs (one message each, no repeats). */
  function recipientsOf(household: Guest): Array<{ to: Recipient; locale: Locale }> {
    const { own, members: memberContacts } = contacts.of(household.id);
    const householdLocale = household.language ?? siteLocale();
    const list: Array<{ to: Recipient; locale: Locale }> = [];
    const seen = new Set<string>();
    const add = (address: string, name: string, locale: Locale) => {
      if (address === '' || seen.has(address.toLowerCase())) return;
      seen.add(address.toLowerCase());
      list.push({ to: { address, name, guestId: household.id }, locale });
    };
    add(own.email, household.name, householdLocale);
    for (const member of sources.membersOf(household.id)) add(memberContacts.get(member.id)?.email ?? '', member.name, member.language ?? householdLocale);
    return list;
  }

  function confirmationOf(household: Guest, lines: PersonLine[], locale: Locale): { params: ConfirmationParams; attachments: MailAttachment[] } {
    const form = formOf(sources, household.id);
    const meals = sources.rsvp.meals();
    const events = sources.invitation.eventsFor(household.id);
    const attachments: MailAttachment[] = [];
    const written = events.flatMap((event) => {
      const people = lines.filter((line) => line.eventId === event.id);
      const [entry] = calendarEventOf(event, locale, siteLocale());
      if (!entry) return [];
      if (people.some((p) => p.attending === true)) {
        const content = calendarOf([entry], { name: coupleNames(), locale, now: sources.now(), publicUrl });
        attachments.push({ filename: `event-${event.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content });
      }
      const mealName = (id: number | null) => {
        const meal = id === null ? undefined : meals.get(event.id)?.find((m) => m.id === id);
        return meal ? textIn(meal.label, locale, siteLocale()) : null;
      };
      return [
        {
          title: entry.title,
          when: writtenTime(entry.start, event.timeZone, locale),
          people: people.map((p) => ({ name: p.person, attending: p.attending, meal: p.attending ? mealName(p.meal) : null })),
        },
      ];
    });
    const deadline = form?.deadline ? writtenTime(form.deadline.at, form.deadline.timeZone, locale) : null;
    return {
      params: { couple: coupleNames(), household: household.name, events: written, deadline, link: linkOfGuest(guests, publicUrl, household), calendars: attachments.length, siteUrl: publicUrl },
      attachments,
    };
  }

  function noticeCouple(household: Guest, lines: PersonLine[], changed: boolean) {
    const choice = notices.get(siteLocale());
    if (choice.mode !== 'each' || choice.to === '') return;
    const { locale } = choice;
    const invited = new Set(sources.invitation.eventsFor(household.id).map((event) => event.id));
    const overview = overviewOf(sources).events.filter((event) => invited.has(event.eventId));
    const title = (texts: Record<Locale, string>) => textIn(texts, locale, siteLocale());
    mailer.queue('answer-notice', { address: choice.to, name: '' }, locale, {
      household: household.name,
      changed,
      householdEvents: overview.map((event) => tally(title(event.title), lines.filter((l) => l.eventId === event.eventId))),
      totals: overview.map((event) => ({ title: title(event.title), ...event.people })),
      dashboard,
      siteUrl: publicUrl,
    });
  }

  return {
    /**
     * A household saved an answer that changed something (`changed`: it had answered before). Runs after the save
     * is written: whatever happens here, the answer stays saved.
     */
    answered(guestId: number, changed: boolean): void {
      const household = guests.get(guestId);
      if (!household || household.revokedAt !== null) return;
      const lines = personLines(sources).lines.filter((line) => line.guestId === guestId);
      for (const { to, locale } of recipientsOf(household)) {
        const { params, attachments } = confirmationOf(household, lines, locale);
        mailer.queue('confirmation', to, locale, params, { attachments, delayMs: CONFIRMATION_DELAY_MS, replaceQueued: true });
      }
      noticeCouple(household, lines, changed);
    },
    /** The couple's morning summary of the households that answered after `after` until `until`; false when none did. */
    summarize(after: number, until: number): boolean {
      const choice = notices.get(siteLocale());
      const answered = sources.rsvp.answeredBetween(after, until).flatMap(({ guestId, changed }) => {
        const household = guests.get(guestId);
        return household ? [{ name: household.name, changed }] : [];
      });
      if (choice.to === '' || answered.length === 0) return false;
      const { locale } = choice;
      const totals = overviewOf(sources).events.map((event) => ({ title: textIn(event.title, locale, siteLocale()), ...event.people }));
      mailer.queue('answer-summary', { address: choice.to, name: '' }, locale, { households: answered, totals, dashboard, siteUrl: publicUrl });
      return true;
    },
  };
}

export type AnswerMail = ReturnType<typeof createAnswerMail>;
