import { API_PATHS } from '#common/api';
import { LOCALE_STORAGE_KEY } from '#common/locales';
import { statusOf, succeeded } from '../../api/http';

/**
 * A sign-out the server has not confirmed (no signal, or no answer): remembered on the device, so the session's
 * end is sent first at the next contact, and meanwhile the app counts the guest as signed out (session-status.ts).
 * The session's cookie is HttpOnly: only the server can end what it opens.
 */
const PENDING_KEY = 'sign-out-pending';

/** Local storage, which may be disabled (private mode): then nothing is remembered. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the sign-out is tried once, and the language holds for this visit.
  }
}

export const signOutPending = (): boolean => stored(PENDING_KEY) !== null;

/**
 * Ends the session on the server (POST /api/logout); false when the server could not be reached or did not end
 * it, in which case the sign-out is remembered and sent again by the next status check. The server's answer tells
 * the browser to forget the site's storage (Clear-Site-Data): the language the guest chose, which is no secret, is
 * kept again, so the sign-in page stays in it.
 */
export async function signOut(): Promise<boolean> {
  const language = stored(LOCALE_STORAGE_KEY);
  // No answer, or a refusal: remembered below.
  const ended = succeeded(await statusOf(API_PATHS.logout, { method: 'POST' }));
  store(PENDING_KEY, ended ? null : '1');
  if (ended && language !== null) store(LOCALE_STORAGE_KEY, language);
  return ended;
}
