/**
 * The one "Show more" of the dashboard's long lists (the changes, the outbox, the guests' photos): the next page
 * asked for once at a time, its items added after the ones shown, and the focus given to the first one it brought
 * (the button may be gone, and a keyboard or screen reader user reads on from there). The screen keeps the list's
 * state (useLoad's value, or its own); this hook only adds to it.
 */
import { useEffect, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ApiFailure, ApiResult } from './admin-client';

interface MoreOptions<P, I> {
  /** The list as shown: undefined until its first page came. */
  shown: P | undefined;
  setShown: Dispatch<SetStateAction<P | undefined>>;
  /** The request for the page after `shown`, or null when `shown` holds all there is. */
  next: (shown: P) => (() => Promise<ApiResult<P>>) | null;
  /** A page's items, and a page with other items in their place. */
  items: (page: P) => readonly I[];
  withItems: (page: P, items: I[]) => P;
  idOf: (item: I) => number;
  /** The id of the element that takes the focus for an item: a control of it, or the item with tabIndex -1. */
  elementId: (id: number) => string;
  /** The list asked for (a filter): a page that comes after it changed is dropped. */
  key?: unknown;
  onSignedOut: () => void;
}

export interface More {
  /** There is more than is shown: the screen offers "Show more". */
  available: boolean;
  /** The next page is on its way: the button is busy, and a review of the list waits. */
  reading: boolean;
  /** Why the last page asked for did not come (never 'signed-out'); null once one came. */
  failure: ApiFailure | null;
  showMore: () => Promise<void>;
}

/**
 * The items of `page` that `shown` does not hold yet, after those it holds. A list read by its position (offset) may
 * bring again an item that newer ones pushed down meanwhile: it is shown once.
 */
export function withNew<I>(shown: readonly I[], page: readonly I[], idOf: (item: I) => number): { items: I[]; added: I[] } {
  const known = new Set(shown.map(idOf));
  const added = page.filter((item) => !known.has(idOf(item)));
  return { items: [...shown, ...added], added };
}

export function useMore<P, I>(options: MoreOptions<P, I>): More {
  const [reading, setReading] = useState(false);
  // Said for the list it was asked for: another filter's list does not show it.
  const [failed, setFailed] = useState<{ key: unknown; failure: ApiFailure } | null>(null);
  // A second press before the busy button is drawn asks nothing more.
  const asking = useRef(false);
  /** The first item the last page brought: focused once the list with it is drawn. */
  const toFocus = useRef<number | null>(null);
  // The render's options, read when a page comes: its key says whether the list asked for is still the one shown.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const { shown, next } = options;
  useEffect(() => {
    if (toFocus.current === null) return;
    document.getElementById(latest.current.elementId(toFocus.current))?.focus();
    toFocus.current = null;
  }, [shown]);

  const call = shown === undefined ? null : next(shown);

  async function showMore(): Promise<void> {
    if (!call || asking.current) return;
    const key = latest.current.key;
    asking.current = true;
    setReading(true);
    const answer = await call();
    asking.current = false;
    setReading(false);
    const { items, withItems, idOf, onSignedOut, setShown } = latest.current;
    if (latest.current.key !== key) return;
    if (!answer.ok) {
      if (answer.failure.kind === 'signed-out') onSignedOut();
      else setFailed({ key, failure: answer.failure });
      return;
    }
    setFailed(null);
    const shownNow = latest.current.shown;
    const [first] = shownNow === undefined ? [] : withNew(items(shownNow), items(answer.value), idOf).added;
    toFocus.current = first === undefined ? null : idOf(first);
    // Merged into the list as it is then (the outbox may have looked again at its first page meanwhile).
    setShown((before) => before && withItems(answer.value, withNew(items(before), items(answer.value), idOf).items));
  }

  const failure = failed && failed.key === options.key ? failed.failure : null;
  return { available: call !== null, reading, failure, showMore };
}
