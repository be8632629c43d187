import { useCallback, useEffect, useRef, useState } from 'react';
import type { GuestListQuery, GuestPage } from '#common/guest-list-api';
import { guestPage } from '../../api/admin-calls';
import type { ApiFailure } from '../../api/admin-client';

const PAGE_SIZE = 50;
/** Typing pauses this long before the search goes to the server. */
const SEARCH_DELAY_MS = 250;

export type ListQuery = Required<Pick<GuestListQuery, 'q' | 'sort' | 'filter'>>;

/** The last query, kept while the dashboard is open: back from a guest, the list is as it was left. */
let remembered: ListQuery = { q: '', sort: 'name', filter: 'all' };

/** A page of the list; a search of spaces only is no search. */
const pageOf = (query: ListQuery, offset: number): GuestListQuery => ({ sort: query.sort, filter: query.filter, offset, limit: PAGE_SIZE, q: query.q.trim() || undefined });

/**
 * The guest list as the server sorts and filters it, 50 at a time: the first rows show at once even with 1,000
 * guests, and "show more" appends the next. A newer query wins over an older answer that comes late.
 */
export function useGuestList() {
  const [query, setQueryState] = useState<ListQuery>(remembered);
  const [page, setPage] = useState<GuestPage | undefined>();
  const [failure, setFailure] = useState<ApiFailure | undefined>();
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const load = useCallback(async (forQuery: ListQuery, offset: number) => {
    const id = ++latest.current;
    setLoading(true);
    const result = await guestPage(pageOf(forQuery, offset));
    if (id !== latest.current) return;
    setLoading(false);
    if (!result.ok) return setFailure(result.failure);
    setFailure(undefined);
    setPage((previous) => (offset > 0 && previous ? { ...result.value, guests: [...previous.guests, ...result.value.guests] } : result.value));
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void load(query, 0), query.q ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [query, load]);

  return {
    query,
    page,
    failure,
    loading,
    setQuery(change: Partial<ListQuery>) {
      remembered = { ...query, ...change };
      setQueryState(remembered);
    },
    showMore: () => page && void load(query, page.guests.length),
    reload: () => load(query, 0),
  };
}
