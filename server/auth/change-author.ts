/**
 * Who made a change on the dashboard, as the record of changes keeps it (docs/decisions/0062): the person whose
 * session it was (docs/decisions/0059), or null for the couple's shared ADMIN_PASSWORD. The one place that reads it:
 * the record, its filter and its names follow.
 */
import type { People } from './people';
import type { Session } from './session-store';

export function changeAuthorOf(session: Session): number | null {
  return session.personId;
}

/** A person's name for the record's filter; null for the couple's shared password and for a person since removed. */
export function authorName(people: People, personId: number | null): string | null {
  return personId === null ? null : (people.find(personId)?.name ?? null);
}
