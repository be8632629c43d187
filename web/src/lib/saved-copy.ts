/**
 * Whether the page shown was drawn from the copy kept for offline (docs/decisions/0037-the-wedding-day-works-offline.md),
 * and since when: the worker marks each answer it gives from that copy with the time it was saved. Noted for the
 * texts (every signed-in page) and the invitation; the layout then says so above any page.
 */
import { SAVED_AT_HEADER } from '#common/offline';

/** The oldest saved copy an answer of this page load came from (ISO 8601); null while all came from the server. */
let savedAt: string | null = null;

export function noteSavedCopy(response: Response): void {
  const stamp = response.headers.get(SAVED_AT_HEADER);
  if (stamp && (savedAt === null || stamp < savedAt)) savedAt = stamp;
}

export function savedCopyTime(): string | null {
  return savedAt;
}
