/**
 * The invitation and the reminders by e-mail (issue 27): which households get one, to which addresses and in which
 * language, queued through the mailer (mailer.ts). A whole request is one transaction with the statements prepared
 * once, so 300 invitations answer the couple in milliseconds (npm run bench) and the sender only then takes them.
 * Nothing here waits for the mail server.
 *
 * Who gets what is the rule every household e-mail shares (household-recipients.ts): the household's address and
 * each member's own, each in its reader's language. Each carries the household's link, which signs the household
 * in, opening the site in the reader's language.
 *
 * A send is planned first (issue 36): the plan says who gets which message with which words, and who is skipped and
 * why. The preview renders one message of the plan per language with the mailer's own rendering, and the send queues
 * the plan's messages, so what the couple saw is what is sent (docs/decisions/0049).
 */
import {
  RECENT_INVITATION_MS,
  SKIP_REASONS,
  type InvitationMailState,
  type MailPreview,
  type MailSendRequest,
  type MailSendResult,
  type PreviewHousehold,
  type SkipReason,
} from '#common/household-mail-api';
import type { Locale } from '#common/locales';
import type { OutboxState } from '#common/outbox-api';
import { wallClockAt } from '#common/zoned-time';
import { guestLink, type Guest } from '../guests/guest-store';
import { invitedEvents } from '../invitation/invited-events';
import { deadlineOf } from '../rsvp/rsvp-form';
import type { Stores } from '../stores';
import { noteFor } from './couple-note';
import { householdRecipients, type HouseholdRecipient } from './household-recipients';
import type { MailEvent } from './kinds/invitation-facts';
import type { ReminderMailParams } from './kinds/reminder-mail';
import type { MailParams } from './mail-kinds';
import type { NoticeChoice } from './answer-notice-settings';
import type { Mailer } from './mailer';
import { oneLine } from './render-mail';

/** What the guest list says of a household's last invitation messages: the least advanced of them. */
export function invitationMailState(states: readonly OutboxState[] | undefined): InvitationMailState {
  if (!states || states.length === 0) return 'none';
  if (states.some((state) => state === 'failed' || state === 'interrupted')) return 'failed';
  if (states.some((state) => state === 'queued' || state === 'sending')) return 'queued';
  return states.includes('saved') ? 'saved' : 'sent';
}

export interface HouseholdMailOptions {
  stores: Pick<Stores, 'db' | 'guests' | 'members' | 'contacts' | 'invitation' | 'rsvp' | 'reminders' | 'outbox' | 'content' | 'handoffs'>;
  /** The couple's choice of notices, with its default: the preview offers its address for the copy. */
  noticeChoice: NoticeChoice;
  mailer: Mailer;
  publicUrl: string;
  now?: () => number;
}

type HouseholdKind = 'invitation' | 'reminder';

/** One message of a send: to whom, for which household, with which words. */
interface Planned<K extends HouseholdKind> {
  guest: Guest;
  recipient: HouseholdRecipient;
  params: MailParams<K>;
}

interface Plan<K extends HouseholdKind> {
  result: MailSendResult;
  skippedHouseholds: MailPreview['skippedHouseholds'];
  recentlyInvited: PreviewHousehold[];
  messages: Array<Planned<K>>;
}

/** Nothing queued yet, nobody skipped. */
const noResult = (mailServer: boolean): MailSendResult => ({
  households: 0,
  messages: 0,
  skipped: Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as Record<SkipReason, number>,
  mailServer,
});

/** The answer to a confirmed send: queued, or the send as it is now when it no longer reaches the households confirmed. */
export type ConfirmedSend = { sent: MailSendResult } | { changed: MailPreview };

export function createHouseholdMail({ stores, mailer, publicUrl, noticeChoice, now = Date.now }: HouseholdMailOptions) {
  const { db, guests, invitation, rsvp, reminders, outbox, content, handoffs } = stores;

  /** Everything a batch is made from, read once per request. */
  function batch(request: MailSendRequest) {
    const facts = content.facts().facts;
    const all = guests.list();
    const byId = new Map(all.map((guest) => [guest.id, guest]));
    const chosen: Array<Guest | number> = 'all' in request ? all : [...new Set(request.ids)].map((id) => byId.get(id) ?? id);
    const invited = invitedEvents(invitation);
    const deadline = deadlineOf({ rsvp, timeZone: () => facts.timeZone });
    return {
      facts,
      chosen,
      tokens: guests.activeTokens(),
      deadline: deadline?.at != null ? { at: deadline.at, timeZone: deadline.timeZone } : null,
      // The rules every household e-mail shares, read once per batch (invited-events.ts, household-recipients.ts).
      eventsOf: (guestId: number): MailEvent[] =>
        invited(guestId).map(({ title, start, end, timeZone, place, address }) => ({ title, start, end, timeZone, place, address })),
      recipientsOf: householdRecipients(stores),
    };
  }

  /**
   * A plan's bookkeeping: each household counted once, as planned (with its messages) or skipped for a reason. The
   * words every message shares are made here: the couple's names and the reader's (one line each), the household's
   * link in the reader's language, and the couple's note in the reader's language.
   */
  function planner<K extends HouseholdKind>(request: MailSendRequest, read: ReturnType<typeof batch>) {
    const plan: Plan<K> = { result: noResult(mailer.status().configured), skippedHouseholds: [], recentlyInvited: [], messages: [] };
    return {
      plan,
      skip(guest: Guest | number, reason: SkipReason) {
        plan.result.skipped[reason]++;
        if (typeof guest !== 'number') plan.skippedHouseholds.push({ id: guest.id, name: guest.name, reason });
      },
      add(guest: Guest, recipients: HouseholdRecipient[], more: (shared: ReminderMailParams & { note: string[] }) => MailParams<K>) {
        const token = read.tokens.get(guest.id)!;
        plan.result.households++;
        plan.result.messages += recipients.length;
        for (const recipient of recipients) {
          const link = guestLink(publicUrl, token, recipient.linkLocale);
          const shared = {
            couple: oneLine(read.facts.coupleNames),
            name: oneLine(recipient.name),
            people: recipient.people.map(oneLine),
            formatLocale: recipient.formatLocale,
            deadline: read.deadline,
            link,
            siteUrl: publicUrl,
            note: noteFor(request.note, recipient.locale),
          };
          plan.messages.push({ guest, recipient, params: more(shared) });
        }
      },
    };
  }

  /**
   * The invitation to the chosen households; with `all`, to those not yet sent one (none queued, sent, or, while no
   * mail server is set, saved, nor given by hand). A chosen household is sent it again unless one is still on its way.
   */
  function planInvitations(request: MailSendRequest): Plan<'invitation'> {
    const read = batch(request);
    const { plan, skip, add } = planner<'invitation'>(request, read);
    const states = outbox.lastOfKind('invitation');
    const done: InvitationMailState[] = 'all' in request ? ['queued', 'sent', ...(mailer.status().configured ? [] : ['saved' as const])] : ['queued'];
    const byHand = 'all' in request ? handoffs.all() : new Map();
    for (const guest of read.chosen) {
      if (typeof guest === 'number') skip(guest, 'unknown');
      else if (guest.revokedAt !== null) skip(guest, 'revoked');
      else if (done.includes(invitationMailState(states.get(guest.id))) || byHand.has(guest.id)) skip(guest, 'alreadySent');
      else {
        const events = read.eventsOf(guest.id);
        const recipients = read.recipientsOf(guest);
        if (events.length === 0) skip(guest, 'noEvents');
        else if (recipients.length === 0) skip(guest, 'noAddress');
        else add(guest, recipients, (shared) => ({ ...shared, events, siteLocale: read.facts.defaultLocale }));
      }
    }
    return plan;
  }

  /**
   * A reminder to the chosen households (or all) that are invited to something and have not answered, at most one
   * a day each: the day is recorded in the reminder log, shared with the reminders the couple marks sent by hand. A
   * household sent the invitation in the last two days is named in the plan and skipped unless the couple includes it.
   */
  function planReminders(request: MailSendRequest): Plan<'reminder'> {
    const read = batch(request);
    const { plan, skip, add } = planner<'reminder'>(request, read);
    const answered = new Set(rsvp.responses().map((response) => response.guestId));
    const at = now();
    const today = wallClockAt(at, read.facts.timeZone).slice(0, 10);
    const remindedToday = new Set([...reminders.all()].filter(([, times]) => times.some((time) => wallClockAt(time, read.facts.timeZone).startsWith(today))).map(([id]) => id));
    const invitedRecently = outbox.householdsSentSince('invitation', at - RECENT_INVITATION_MS);
    for (const guest of read.chosen) {
      if (typeof guest === 'number') skip(guest, 'unknown');
      else if (guest.revokedAt !== null) skip(guest, 'revoked');
      else if (answered.has(guest.id)) skip(guest, 'answered');
      else if (read.eventsOf(guest.id).length === 0) skip(guest, 'noEvents');
      else {
        const recipients = read.recipientsOf(guest);
        if (recipients.length === 0) skip(guest, 'noAddress');
        else if (remindedToday.has(guest.id)) skip(guest, 'remindedToday');
        else {
          if (invitedRecently.has(guest.id)) plan.recentlyInvited.push({ id: guest.id, name: guest.name });
          if (invitedRecently.has(guest.id) && request.recent !== 'include') skip(guest, 'invitedRecently');
          else add(guest, recipients, (shared) => shared);
        }
      }
    }
    return plan;
  }

  const planOf = <K extends HouseholdKind>(kind: K, request: MailSendRequest) =>
    (kind === 'invitation' ? planInvitations(request) : planReminders(request)) as Plan<K>;

  /** The plan as the couple sees it: one message per language, rendered as the mailer renders what it sends. */
  function previewOf<K extends HouseholdKind>(kind: K, plan: Plan<K>): MailPreview {
    const languages = new Map<Locale, { messages: number; first: Planned<K> }>();
    for (const message of plan.messages) {
      const language = languages.get(message.recipient.locale);
      if (language) language.messages++;
      else languages.set(message.recipient.locale, { messages: 1, first: message });
    }
    return {
      ...plan.result,
      skippedHouseholds: plan.skippedHouseholds,
      recentlyInvited: plan.recentlyInvited,
      languages: [...languages].map(([locale, { messages, first }]) => ({
        locale,
        messages,
        mail: { to: { name: first.recipient.name, address: first.recipient.address }, ...mailer.render(kind, locale, first.params) },
      })),
      coupleAddress: noticeChoice().to,
    };
  }

  /** Queues a plan's messages as one batch (the first message's id names it), each reminded household's day recorded. */
  function queuePlan<K extends HouseholdKind>(kind: K, plan: Plan<K>): MailSendResult {
    const timeZone = content.facts().facts.timeZone;
    let batchId: number | undefined;
    const reminded = new Set<number>();
    for (const { guest, recipient, params } of plan.messages) {
      if (kind === 'reminder' && !reminded.has(guest.id)) {
        reminders.markFirstToday(guest.id, timeZone);
        reminded.add(guest.id);
      }
      const id = mailer.queue(kind, { address: recipient.address, name: recipient.name, guestId: guest.id }, recipient.locale, params, { batch: batchId ?? 'new' });
      batchId ??= id;
    }
    return plan.result;
  }

  return {
    /** What sending `kind` to `request`'s households would queue; nothing is queued. */
    preview: <K extends HouseholdKind>(kind: K, request: MailSendRequest): MailPreview => previewOf(kind, planOf(kind, request)),

    /**
     * The send the couple confirmed: queued when it still reaches the number of households they confirmed
     * (`request.households`, when given), else nothing queued and the send as it is now.
     */
    confirmedSend: <K extends HouseholdKind>(kind: K, request: MailSendRequest): ConfirmedSend =>
      db.transaction((): ConfirmedSend => {
        const plan = planOf(kind, request);
        if (request.households !== undefined && request.households !== plan.result.households) return { changed: previewOf(kind, plan) };
        return { sent: queuePlan(kind, plan) };
      })(),

    /**
     * "Send me a copy first": the message of `locale` as previewed, to the couple's address, outside any batch. Its
     * link opens the site without signing anyone in: a tap on it must not sign the couple in as the household, nor
     * count as the household's visit. Undefined when the send has no message in that language.
     */
    copy<K extends HouseholdKind>(kind: K, request: MailSendRequest, locale: Locale, to: string): number | undefined {
      const first = planOf(kind, request).messages.find((message) => message.recipient.locale === locale);
      if (!first) return undefined;
      return mailer.queue(kind, { address: to, name: '' }, locale, { ...first.params, link: publicUrl });
    },

  };
}
