/**
 * The e-mails an answer brings (issue 27, docs/decisions/0039): the household's confirmation, to the recipients
 * every household e-mail has (household-recipients.ts, docs/decisions/0042), each in its reader's language and with
 * the link opening the site in it, with a calendar file for each event someone of the household comes to; and, when the couple chose to hear of each answer, the couple's notice. Each
 * waits a little in the outbox and a later save replaces it while it waits, so a household that saves three times in
 * a minute gets one message with its last answer; and each is bounded per household and address (ANSWER_MAIL_BOUND).
 * No address: nothing is queued. Names, counts and, to the couple only, the household's message (issue 36): no
 * dietary, accessibility or question's answer is written into any of them.
 */
import { ADMIN_PATH } from '#common/admin-api';
import { textsFor, type Locale } from '#common/locales';
import type { Guest, GuestStore } from '../guests/guest-store';
import { linkOfGuest } from '../guests/guest-rows';
import { calendarOf } from '../invitation/calendar/event-calendar';
import { calendarEventOf } from '../invitation/calendar/stored-event-calendar';
import { invitedEvents } from '../invitation/invited-events';
import { formOf } from '../rsvp/rsvp-form';
import { overviewOf, personLines, type OverviewSources, type PersonLine } from '../rsvp/rsvp-overview';
import type { Stores } from '../stores';
import type { NoticeChoice } from './answer-notice-settings';
import { householdRecipients, type HouseholdRecipient } from './household-recipients';
import type { HouseholdAnswer } from './kinds/answer-notices';
import type { ConfirmationParams } from './kinds/confirmation';
import type { Mailer } from './mailer';
import type { MailAttachment } from './outbox-store';

/** How long a confirmation waits before it goes: a household still changing its answer gets one message. */
export const CONFIRMATION_DELAY_MS = 2 * 60_000;

/**
 * However often a household saves, each of its readers gets at most one confirmation an hour and four in any 24 hours,
 * and the couple at most as many notices of that household's answers; a save past the bound changes the message
 * that waits (docs/decisions/0048). A family that answers, then fixes a meal, hears of both; a link saving all day
 * costs the couple's mailbox four messages per address, not hundreds.
 */
export const ANSWER_MAIL_BOUND = { gapMs: 3_600_000, perDay: 4 } as const;

/** How every e-mail an answer brings joins the outbox: after a short wait, replacing the one still waiting, bounded. */
const COALESCED = { delayMs: CONFIRMATION_DELAY_MS, replaceQueued: true, bound: ANSWER_MAIL_BOUND } as const;

export interface AnswerMailOptions {
  mailer: Mailer;
  sources: OverviewSources;
  guests: GuestStore;
  /** Who of a household gets its e-mails is read from these (household-recipients.ts). */
  stores: Pick<Stores, 'members' | 'contacts' | 'content'>;
  /** The couple's choice of notices, with its default (answer-notice-settings.ts). */
  noticeChoice: NoticeChoice;
  coupleNames: () => string;
  publicUrl: string;
}

export function createAnswerMail({ mailer, sources, guests, stores, noticeChoice, coupleNames, publicUrl }: AnswerMailOptions) {
  const siteLocale = () => sources.defaultLocale();
  const dashboard = new URL(`${ADMIN_PATH}/answers`, publicUrl).toString();
  const settings = new URL(`${ADMIN_PATH}/settings`, publicUrl).toString();

  /**
   * Who of the household comes to each event it is invited to and who does not, and its message, for the couple:
   * from its person lines (the overview's), events titled in the couple's `locale`.
   */
  function answerOf(lines: PersonLine[], message: string, locale: Locale): HouseholdAnswer {
    const invited = new Set(lines.map((line) => line.eventId));
    const named = (eventId: number, attending: boolean) => lines.filter((l) => l.eventId === eventId && l.attending === attending).map((l) => l.person);
    const title = textsFor(locale, siteLocale());
    return {
      events: sources.invitation
        .events()
        .filter((event) => invited.has(event.id))
        .map((event) => ({ title: title(event.title), coming: named(event.id, true), notComing: named(event.id, false) })),
      message,
    };
  }

  function confirmationOf(household: Guest, lines: PersonLine[], { locale, linkLocale, people: readers, formatLocale }: HouseholdRecipient): { params: ConfirmationParams; attachments: MailAttachment[] } {
    const form = formOf(sources, household.id);
    const meals = sources.rsvp.meals();
    const events = invitedEvents(sources.invitation)(household.id);
    const attachments: MailAttachment[] = [];
    const pick = textsFor(locale, siteLocale());
    const written = events.flatMap((event) => {
      const people = lines.filter((line) => line.eventId === event.id);
      const [entry] = calendarEventOf(event, pick);
      if (!entry) return [];
      if (people.some((p) => p.attending === true)) {
        const content = calendarOf([entry], { name: coupleNames(), locale, now: sources.now(), publicUrl });
        attachments.push({ filename: `event-${event.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content });
      }
      const mealName = (id: number | null) => {
        const meal = id === null ? undefined : meals.get(event.id)?.find((m) => m.id === id);
        return meal ? pick(meal.label) : null;
      };
      return [
        {
          title: entry.title,
          start: entry.start,
          end: entry.end,
          timeZone: event.timeZone,
          people: people.map((p) => ({ name: p.person, attending: p.attending, meal: p.attending ? mealName(p.meal) : null })),
        },
      ];
    });
    const deadline = form?.deadline ? { at: form.deadline.at, timeZone: form.deadline.timeZone } : null;
    return {
      params: { couple: coupleNames(), household: household.name, people: readers, formatLocale, events: written, deadline, link: linkOfGuest(guests, publicUrl, household, linkLocale), calendars: attachments.length, siteUrl: publicUrl },
      attachments,
    };
  }

  function noticeCouple(household: Guest, lines: PersonLine[], changed: boolean) {
    const choice = noticeChoice();
    if (choice.mode !== 'each' || choice.to === '') return;
    const { locale } = choice;
    const invited = new Set(invitedEvents(sources.invitation)(household.id).map((event) => event.id));
    const overview = overviewOf(sources).events.filter((event) => invited.has(event.eventId));
    const title = textsFor(locale, siteLocale());
    // The household's: its notices are folded as its confirmations are, and go with it if it is removed.
    mailer.queue('answer-notice', { address: choice.to, name: '', guestId: household.id }, locale, {
      household: household.name,
      changed,
      answer: answerOf(lines, sources.rsvp.response(household.id)?.answer.message ?? '', locale),
      totals: overview.map((event) => ({ title: title(event.title), ...event.people })),
      dashboard,
      settings,
      siteUrl: publicUrl,
    }, COALESCED);
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
      // Who of the household gets its confirmation: the rule of every household e-mail (household-recipients.ts).
      for (const recipient of householdRecipients(stores)(household)) {
        const { params, attachments } = confirmationOf(household, lines, recipient);
        const to = { address: recipient.address, name: recipient.name, guestId: household.id };
        mailer.queue('confirmation', to, recipient.locale, params, { attachments, ...COALESCED });
      }
      noticeCouple(household, lines, changed);
    },
    /** The couple's morning summary of the households that answered after `after` until `until`; false when none did. */
    summarize(after: number, until: number): boolean {
      const choice = noticeChoice();
      const between = sources.rsvp.answeredBetween(after, until);
      if (choice.to === '' || between.length === 0) return false;
      const { locale } = choice;
      const { lines, responses } = personLines(sources);
      const answered = between.flatMap(({ guestId, changed }) => {
        const household = guests.get(guestId);
        const theirs = lines.filter((line) => line.guestId === guestId);
        return household ? [{ name: household.name, changed, answer: answerOf(theirs, responses.get(guestId)?.answer.message ?? '', locale) }] : [];
      });
      if (answered.length === 0) return false;
      const title = textsFor(locale, siteLocale());
      const totals = overviewOf(sources).events.map((event) => ({ title: title(event.title), ...event.people }));
      mailer.queue('answer-summary', { address: choice.to, name: '' }, locale, { households: answered, totals, dashboard, settings, siteUrl: publicUrl });
      return true;
    },
  };
}

export type AnswerMail = ReturnType<typeof createAnswerMail>;
