/**
 * A guest link's token on its way to the token sign-in. The page's first, inline script (web/index.html) moves it
 * from the address into sessionStorage before anything else is requested: Chromium sends the page's address as
 * Referer with the font requests of the inline stylesheet despite Referrer-Policy: no-referrer, which put the
 * token in every font request (issue 11). Kept until the server has answered: a 429 keeps it for a retry.
 */
const STORAGE_KEY = 'link-token';

/** The token to sign in with: still in the address (storage was refused), or moved out by the page's script. */
export function pendingLinkToken(url: URL): string | null {
  const inAddress = url.searchParams.get('token');
  if (inAddress !== null) return inAddress;
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The token has been used, or refused for good: it is not tried again. */
export function forgetLinkToken(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled: there is nothing kept.
  }
}
