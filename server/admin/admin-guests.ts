/**
 * The guest list as the dashboard sees it: searched (accents and case ignored), filtered and sorted on the server,
 * a page at a time, with each guest's working link.
 */
import * as z from 'zod/mini';
import { NO_CONTACTS } from '#common/contacts';
import { foldForSearch, GUEST_FILTERS, GUEST_SORTS, type AdminGuest, type GuestPage } from '#common/guest-list-api';
import type { Member } from '#common/invitation-api';
import { LOCALES } from '#common/locales';
import type { OutboxState } from '#common/outbox-api';
import { linkOfGuest } from '../guests/guest-rows';
import type { Guest, GuestStore } from '../guests/guest-store';
import type { HouseholdContacts, HouseholdContactStore } from '../guests/household-contacts';
import type { HouseholdMembers } from '../guests/household-members';
import type { InvitationHandoffs } from '../invitation/invitation-handoffs';
import { invitationMailState } from '../mail/household-mail';
import type { OutboxStore } from '../mail/outbox-store';
import type { ReminderLog } from '../rsvp/reminder-log';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

/** What a guest as the dashboard shows one is read from. */
export interface AdminGuestStores {
  guests: GuestStore;
  members: HouseholdMembers;
  contacts: HouseholdContactStore;
  outbox: OutboxStore;
  reminders: ReminderLog;
  handoffs: InvitationHandoffs;
}

/** What the dashboard shows of the e-mails to households: the invitation's state, the reminders' days, the invitations given by hand. */
interface MailSeen {
  invitations: Map<number, OutboxState[]>;
  reminders: Map<number, number[]>;
  handoffs: ReturnType<InvitationHandoffs['all']>;
}

/** A guest with the link the dashboard shares (null once revoked), the household's members with their contacts, and its e-mails. */
function adminGuestOf(guest: Guest, stores: AdminGuestStores, publicUrl: string, members: Member[], contacts: HouseholdContacts | undefined, mail: MailSeen): AdminGuest {
  const withContacts = members.map((member) => ({ ...member, ...(contacts?.members.get(member.id) ?? NO_CONTACTS) }));
  return {
    ...guest,
    link: linkOfGuest(stores.guests, publicUrl, guest),
    members: withContacts,
    invitationMail: invitationMailState(mail.invitations.get(guest.id)),
    reminders: mail.reminders.get(guest.id) ?? [],
    invitationByHand: mail.handoffs.get(guest.id) ?? null,
  };
}

const mailSeen = (stores: AdminGuestStores): MailSeen => ({
  invitations: stores.outbox.lastOfKind('invitation'),
  reminders: stores.reminders.all(),
  handoffs: stores.handoffs.all(),
});

/** One guest as the dashboard shows it. */
export function toAdminGuest(guest: Guest, stores: AdminGuestStores, publicUrl: string): AdminGuest {
  return adminGuestOf(guest, stores, publicUrl, stores.members.list(guest.id), stores.contacts.of(guest.id), mailSeen(stores));
}

/** Guests as the dashboard shows them, their members, contacts and e-mails read in one query each whatever their number (a page of the list). */
export function toAdminGuests(list: readonly Guest[], stores: AdminGuestStores, publicUrl: string): AdminGuest[] {
  const ids = list.map((guest) => guest.id);
  const members = stores.members.ofHouseholds(ids);
  const contacts = stores.contacts.ofHouseholds(ids);
  const mail = mailSeen(stores);
  return list.map((guest) => adminGuestOf(guest, stores, publicUrl, members.get(guest.id) ?? [], contacts.get(guest.id), mail));
}

/** A whole number of at most nine digits, kept between `min` and `max`; anything else is `fallback`. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  z.catch(z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform((n) => Math.max(min, Math.min(Number(n), max)))), fallback);

/** The list query from the address; anything unknown or malformed falls back to the default, never an error. */
export const guestListQuerySchema = z.object({
  q: z.catch(z.pipe(z.string(), z.transform((q) => q.slice(0, 200))), ''),
  sort: z.catch(z.enum(GUEST_SORTS), 'name'),
  filter: z.catch(z.enum(GUEST_FILTERS), 'all'),
  language: z.catch(z.optional(z.enum(LOCALES)), undefined),
  offset: wholeNumber(0, 0, 1_000_000),
  limit: wholeNumber(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
});

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * `toLinked` turns the page's guests into the dashboard's, all at once (one query for their members). A search finds
 * a household by its name, its note or one of its members' names ("Olga" finds Familia Popescu); `membersOf` is
 * read only when there is a search.
 */
export function guestPage(
  all: Guest[],
  query: z.output<typeof guestListQuerySchema>,
  toLinked: (page: Guest[]) => AdminGuest[],
  passwordVisits: number,
  membersOf: () => Map<number, ReadonlyArray<{ name: string }>>,
): Omit<GuestPage, 'timeZone' | 'counts'> {
  const needle = foldForSearch(query.q.trim());
  const members = needle === '' ? new Map<number, ReadonlyArray<{ name: string }>>() : membersOf();
  const found = (guest: Guest) =>
    needle === '' || [guest.name, guest.note, ...(members.get(guest.id) ?? []).map((member) => member.name)].some((text) => foldForSearch(text).includes(needle));
  const matching = all.filter(
    (guest) =>
      found(guest) &&
      (query.filter === 'all' ||
        (query.filter === 'never' && guest.visitCount === 0 && guest.revokedAt === null) ||
        (query.filter === 'revoked' && guest.revokedAt !== null)) &&
      (query.language === undefined || guest.language === query.language),
  );
  const sorted =
    query.sort === 'name'
      ? matching.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id)
      : query.sort === 'added'
        ? matching.sort((a, b) => b.id - a.id)
        : // The most recent visit first; guests who never came last, by name.
          matching.sort((a, b) => (b.lastVisitAt ?? -1) - (a.lastVisitAt ?? -1) || byName.compare(a.name, b.name));
  return {
    total: all.length,
    matching: sorted.length,
    guests: toLinked(sorted.slice(query.offset, query.offset + query.limit)),
    passwordVisits,
  };
}
