/**
 * A guest as the couple gets one out of the site, the same from the guest command and the dashboard: the working
 * link (null once revoked), and the rows of the CSV export.
 */
import { csvDocument } from './guest-csv';
import { guestLink, type Guest, type GuestStore } from './guest-store';

/** The link a guest opens, computed again from the secret; null for a revoked guest, whose link no longer works. */
export function linkOfGuest(guests: GuestStore, publicUrl: string, guest: Guest): string | null {
  const token = guest.revokedAt === null ? guests.tokenFor(guest.id) : undefined;
  return token === undefined ? null : guestLink(publicUrl, token, guest.language);
}

const EXPORT_HEADER = ['name', 'language', 'note', 'link', 'first visit', 'last visit', 'visits', 'revoked'];
const iso = (epochMs: number | null) => (epochMs === null ? '' : new Date(epochMs).toISOString());

/**
 * Every guest as a CSV file (guest-csv.ts: formulas made text): name, language, note, link, first and last visit
 * (ISO 8601, UTC), visits, revoked (yes/no).
 */
export function guestListCsv(guests: GuestStore, publicUrl: string): { count: number; csv: string } {
  const all = guests.list();
  const rows = all.map((g) => [
    g.name,
    g.language ?? '',
    g.note,
    linkOfGuest(guests, publicUrl, g) ?? '',
    iso(g.firstVisitAt),
    iso(g.lastVisitAt),
    String(g.visitCount),
    g.revokedAt === null ? 'no' : 'yes',
  ]);
  return { count: all.length, csv: csvDocument(EXPORT_HEADER, rows) };
}
