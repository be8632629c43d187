/**
 * A guest as the couple gets one out of the site, the same from the guest command and the dashboard: the working
 * link (null once revoked), and the rows of the CSV export.
 */
import type { Locale } from '#common/locales';
import { csvDocument } from './guest-csv';
import { guestLink, type Guest, type GuestStore } from './guest-store';
import type { HouseholdContactStore } from './household-contacts';
import type { HouseholdMembers } from './household-members';

/**
 * The link a guest opens, computed again from the secret, opening the site in `language` (the household's unless
 * told); null for a revoked guest, whose link no longer works.
 */
export function linkOfGuest(guests: GuestStore, publicUrl: string, guest: Guest, language: Locale | null = guest.language): string | null {
  const token = guest.revokedAt === null ? guests.tokenFor(guest.id) : undefined;
  return token === undefined ? null : guestLink(publicUrl, token, language);
}

const EXPORT_HEADER = ['household', 'household language', 'household email', 'household phone', 'name', 'language', 'child', 'email', 'phone', 'note', 'link', 'first visit', 'last visit', 'visits', 'revoked'];
const iso = (epochMs: number | null) => (epochMs === null ? '' : new Date(epochMs).toISOString());

/**
 * Every guest as a CSV file (guest-csv.ts: formulas made text), one line per member of each household: the
 * household's name, language, e-mail address and phone number, the member's name, language (their own, else the
 * household's), child (yes/no), e-mail address and phone number, then the household's note, link, first and last
 * visit (ISO 8601, UTC), visits and revoked (yes/no). Importing it into an empty site gives the same households and
 * members with the same contacts (guest-import.ts); links are made anew. Members and contacts are read in one query
 * each.
 */
export function guestListCsv(
  guests: GuestStore,
  stores: { members: HouseholdMembers; contacts: HouseholdContactStore },
  publicUrl: string,
): { count: number; csv: string } {
  const all = guests.list();
  const membersOf = stores.members.all();
  const contactsOf = stores.contacts.all();
  const rows = all.flatMap((g) => {
    const household = [g.note, linkOfGuest(guests, publicUrl, g) ?? '', iso(g.firstVisitAt), iso(g.lastVisitAt), String(g.visitCount), g.revokedAt === null ? 'no' : 'yes'];
    const contactOf = (memberId: number) => contactsOf.get(g.id)?.members.get(memberId);
    // A household always has a member; should one have none, its line still carries the household.
    const people = membersOf.get(g.id) ?? [{ id: 0, name: g.name, language: null, child: false }];
    return people.map((member) => [
      g.name,
      g.language ?? '',
      g.email,
      g.phone,
      member.name,
      member.language ?? g.language ?? '',
      member.child ? 'yes' : 'no',
      contactOf(member.id)?.email ?? '',
      contactOf(member.id)?.phone ?? '',
      ...household,
    ]);
  });
  return { count: all.length, csv: csvDocument(EXPORT_HEADER, rows) };
}
