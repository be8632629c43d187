/**
 * The one way a screen or a form of the dashboard loads what it shows: the call when the component comes (again
 * when `key` changes, or when `reload` is called), a signed-out answer handed to onSignedOut (the dashboard asks for
 * the password again), any other failure kept for the screen to say in words (failureText, or LoadingSection for a
 * form), and an answer that comes after the component went, or after a newer call, ignored.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useGateHold } from '../components/load-gate';
import type { ApiFailure, ApiResult } from './admin-client';

interface LoadOptions<T> {
  /**
   * Runs with the value as it comes, before the screen shows it: a form fills its fields from it there, and shows
   * them only once `value` is set, so nothing typed before the saved values came is overwritten by them.
   */
  loaded?: (value: T) => void;
  /** Loads again when it changes (the household shown, a mail server kept). */
  key?: unknown;
  /** False while there is nothing to load (a planner without passkeys to list): nothing is asked. */
  when?: boolean;
}

export interface Loaded<T> {
  /** What the server answered, once it came. */
  value: T | undefined;
  /** Why it did not come (never 'signed-out', which onSignedOut has taken); null after an answer. */
  failure: ApiFailure | null;
  /**
   * An answer came, or a failure: what the screen draws from it will not change by itself. A screen that draws
   * several loads together waits for each to be settled. False while nothing is asked (`when` false).
   */
  settled: boolean;
  /** Puts what a save answered in place of what was loaded. */
  setValue: Dispatch<SetStateAction<T | undefined>>;
  /** Asks again (after a change elsewhere on the screen); resolves with the value, or null when none came. */
  reload: () => Promise<T | null>;
}

export function useLoad<T>(call: () => Promise<ApiResult<T>>, onSignedOut: () => void, { loaded, key, when = true }: LoadOptions<T> = {}): Loaded<T> {
  const [value, setValue] = useState<T>();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  // The render's call and callbacks, read when an answer comes: a new closure at each render does not load again.
  const latest = useRef({ call, loaded, onSignedOut });
  useLayoutEffect(() => {
    latest.current = { call, loaded, onSignedOut };
  });
  // Each call's number: only the newest one's answer is shown, and none once the component went.
  const calls = useRef(0);

  const reload = useCallback(async (): Promise<T | null> => {
    const mine = ++calls.current;
    const answer = await latest.current.call();
    if (mine !== calls.current) return null;
    if (answer.ok) {
      latest.current.loaded?.(answer.value);
      setValue(() => answer.value);
      setFailure(null);
      return answer.value;
    }
    if (answer.failure.kind === 'signed-out') latest.current.onSignedOut();
    else setFailure(answer.failure);
    return null;
  }, []);

  /** Makes the call under way stale: its answer is not shown (the component went, or asks for something else now). */
  const forget = useCallback(() => {
    calls.current++;
  }, []);

  useEffect(() => {
    if (!when) return;
    void reload();
    return forget;
  }, [reload, forget, key, when]);

  const settled = value !== undefined || failure !== null;
  // A screen drawn once its parts have loaded (LoadGate) waits for this load while it is asked.
  useGateHold(settled || !when);
  return { value, failure, settled, setValue, reload };
}
