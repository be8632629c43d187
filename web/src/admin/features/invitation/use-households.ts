import { useEffect, useState } from 'react';
import { guestPage } from '../../api/admin-calls';
import type { ApiFailure } from '../../api/admin-client';

/** A household as the event's form lists it. */
export interface HouseholdChoice {
  id: number;
  name: string;
  /** Invited to every event already (its own page says so): nothing to tick here. */
  allEvents: boolean;
}

/** The guest list's largest page: a wedding's households fit in one or two. */
const PAGE = 500;

/**
 * Every household with a working link, by name, for inviting households from an event's form (issue 28); null
 * while loading. A refused call (signed out) is handed to `onFailure`, and the list stays empty.
 */
export function useHouseholds(onFailure: (failure: ApiFailure) => void): HouseholdChoice[] | null {
  const [households, setHouseholds] = useState<HouseholdChoice[] | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const found: HouseholdChoice[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const page = await guestPage({ sort: 'name', filter: 'all', offset, limit: PAGE });
        if (!live) return;
        if (!page.ok) {
          onFailure(page.failure);
          break;
        }
        for (const guest of page.value.guests) if (guest.revokedAt === null) found.push({ id: guest.id, name: guest.name, allEvents: guest.allEvents });
        if (offset + PAGE >= page.value.matching) break;
      }
      setHouseholds(found);
    })();
    return () => {
      live = false;
    };
  }, [onFailure]);
  return households;
}
