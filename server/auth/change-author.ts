/**
 * Who made a change on the dashboard, as the record of changes keeps it (docs/decisions/0062): a person's id, or null
 * for the couple's shared ADMIN_PASSWORD. Today every dashboard session is the shared password's, so it is null; when
 * sessions carry the person who signed in (people and roles, issue 38), this is the one place that reads it, and the
 * record, its filter and its names follow without another change.
 */
import type { Session } from './session-store';

export function changeAuthorOf(_session: Session): number | null {
  return null;
}

/** A person's name for the record's filter, or null for the couple's shared password (and for now, anyone). */
export function authorName(_personId: number | null): string | null {
  return null;
}
