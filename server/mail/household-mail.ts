/**
 * The invitation and the reminders by e-mail (issue 27): which households get one, to which addresses and in which
 * language, queued through the mailer (mailer.ts). A whole request is one transaction with the statements prepared
 * once, so 300 invitations answer the couple in milliseconds (npm run bench) and the sender only then takes them.
 * Nothing here waits for the mail server.
 *
 * Who gets what is the rule every household e-mail shares (household-recipients.ts): the household's address and
 * each member's own, each in its reader's language. Each carries the household's link, which signs the household
 * in, opening the site in the reader's language.
 */
import { SKIP_REASONS, type InvitationMailState, type MailSendRequest, type MailSendResult, type SkipReason } from '#common/household-mail-api';
import type { OutboxState } from '#common/outbox-api';
import { guestLink, type Guest } from '../guests/guest-store';
import { instantsOf } from '../invitation/guest-view';
import { deadlineOf } from '../rsvp/rsvp-form';
import type { Stores } from '../stores';
import { householdRecipients, type HouseholdRecipient } from './household-recipients';
import type { MailEvent } from './kinds/invitation-facts';
import type { ReminderMailParams } from './kinds/reminder-mail';
import type { MailParams } from './mail-kinds';
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
  stores: Pick<Stores, 'db' | 'guests' | 'members' | 'contacts' | 'invitation' | 'rsvp' | 'reminders' | 'outbox' | 'content'>;
  mailer: Mailer;
  publicUrl: string;
}

/** Nothing queued yet, nobody skipped. */
const noResult = (mailServer: boolean): MailSendResult => ({
  households: 0,
  messages: 0,
  skipped: Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as Record<SkipReason, number>,
  mailServer,
});

export function createHouseholdMail({ stores, mailer, publicUrl }: HouseholdMailOptions) {
  const { db, guests, members, contacts, invitation, rsvp, reminders, outbox, content } = stores;

  /** Everything a batch is made from, read once per request. */
  function batch(request: MailSendRequest) {
    const facts = content.facts().facts;
    const all = guests.list();
    const byId = new Map(all.map((guest) => [guest.id, guest]));
    const chosen: Array<Guest | number> = 'all' in request ? all : [...new Set(request.ids)].map((id) => byId.get(id) ?? id);
    // Each event's instants once per batch, not once per household: reading a wall-clock time costs several Intl calls.
    const events = invitation.events().flatMap((event) => {
      const instants = instantsOf(event);
      const mailEvent: MailEvent | null = instants && { title: event.title, ...instants, timeZone: event.timeZone, place: event.place, address: event.address };
      return mailEvent ? [{ ...event, mailEvent }] : [];
    });
    const everywhere = new Set(invitation.allEventsGuestIds());
    const deadline = deadlineOf({ rsvp, timeZone: () => facts.timeZone });
    const membersOf = members.all();
    const contactsOf = contacts.all();
    const tokens = guests.activeTokens();
    return {
      facts,
      chosen,
      tokens,
      deadline: deadline?.at != null ? { at: deadline.at, timeZone: deadline.timeZone } : null,
      eventsOf: (guestId: number): MailEvent[] =>
        events.filter((event) => event.audience === 'everyone' || everywhere.has(guestId) || event.guestIds.includes(guestId)).map((event) => event.mailEvent),
      recipientsOf: (guest: Guest) =>
        householdRecipients(guest, contactsOf.get(guest.id)?.own ?? { email: '', phone: '' }, membersOf.get(guest.id) ?? [], contactsOf.get(guest.id)?.members, facts.defaultLocale),
    };
  }

  /**
   * Queues one message of `kind` per recipient, each with the household's link in the reader's language and the words
   * every such message shares (the couple's names and the reader's, one line each); returns how many.
   */
  function queueAll<K extends 'invitation' | 'reminder'>(
    kind: K,
    guest: Guest,
    { facts, tokens, deadline }: Pick<ReturnType<typeof batch>, 'facts' | 'tokens' | 'deadline'>,
    recipients: HouseholdRecipient[],
    more: (shared: ReminderMailParams) => MailParams<K>,
  ): number {
    const token = tokens.get(guest.id)!;
    for (const recipient of recipients) {
      const link = guestLink(publicUrl, token, recipient.linkLocale);
      const shared = { couple: oneLine(facts.coupleNames), name: oneLine(recipient.name), deadline, link, siteUrl: publicUrl };
      mailer.queue(kind, { address: recipient.address, name: recipient.name, guestId: guest.id }, recipient.locale, more(shared));
    }
    return recipients.length;
  }

  return {
    /**
     * The invitation to the chosen households; with `all`, to those not yet sent one (none queued, sent, or, while no
     * mail server is set, saved). A chosen household is sent it again unless one is still on its way.
     */
    sendInvitations: (request: MailSendRequest): MailSendResult =>
      db.transaction((): MailSendResult => {
        const read = batch(request);
        const { chosen, eventsOf, recipientsOf: to } = read;
        const states = outbox.lastOfKind('invitation');
        const done: InvitationMailState[] = 'all' in request ? ['queued', 'sent', ...(mailer.status().configured ? [] : ['saved' as const])] : ['queued'];
        const result = noResult(mailer.status().configured);
        for (const guest of chosen) {
          if (typeof guest === 'number') result.skipped.unknown++;
          else if (guest.revokedAt !== null) result.skipped.revoked++;
          else if (done.includes(invitationMailState(states.get(guest.id)))) result.skipped.alreadySent++;
          else {
            const events = eventsOf(guest.id);
            const recipients = to(guest);
            if (events.length === 0) result.skipped.noEvents++;
            else if (recipients.length === 0) result.skipped.noAddress++;
            else {
              result.households++;
              result.messages += queueAll('invitation', guest, read, recipients, (shared) => ({ ...shared, events, siteLocale: read.facts.defaultLocale }));
            }
          }
        }
        return result;
      })(),

    /**
     * A reminder to the chosen households (or all) that are invited to something and have not answered, at most one
     * a day each: the day is recorded in the reminder log, shared with the reminders the couple marks sent by hand.
     */
    sendReminders: (request: MailSendRequest): MailSendResult =>
      db.transaction((): MailSendResult => {
        const read = batch(request);
        const { facts, chosen, eventsOf, recipientsOf: to } = read;
        const answered = new Set(rsvp.responses().map((response) => response.guestId));
        const result = noResult(mailer.status().configured);
        for (const guest of chosen) {
          if (typeof guest === 'number') result.skipped.unknown++;
          else if (guest.revokedAt !== null) result.skipped.revoked++;
          else if (answered.has(guest.id)) result.skipped.answered++;
          else if (eventsOf(guest.id).length === 0) result.skipped.noEvents++;
          else {
            const recipients = to(guest);
            if (recipients.length === 0) result.skipped.noAddress++;
            else if (!reminders.markFirstToday(guest.id, facts.timeZone)) result.skipped.remindedToday++;
            else {
              result.households++;
              result.messages += queueAll('reminder', guest, read, recipients, (shared) => shared);
            }
          }
        }
        return result;
      })(),
  };
}
