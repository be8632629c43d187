/**
 * The site as WebAuthn knows it (docs/decisions/0063): its RP ID is PUBLIC_URL's host name and the only origin a
 * passkey's answer may come from is PUBLIC_URL's, so a passkey made for this site answers nowhere else and a page
 * elsewhere cannot use it here.
 */
export interface RelyingParty {
  /** PUBLIC_URL's host name ("wedding.example"). */
  id: string;
  /** PUBLIC_URL's origin ("https://wedding.example"). */
  origin: string;
  /** What the passkey's prompt calls the site: the couple's names as they are now. */
  name: () => string;
  /** The user handle kept in a person's passkeys: names them, holds nothing personal. */
  userHandleOf: (personId: number) => string;
}

export function relyingPartyOf(publicUrl: string, coupleNames: () => string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: () => coupleNames() || url.hostname, userHandleOf: (personId) => `person-${personId}` };
}

/** The answer to a passkey that is not accepted, whatever the reason (a stranger learns nothing of which). */
export const REFUSED = { error: 'Passkey refused' } as const;

/** The challenge a browser's answer names (its client data is base64url JSON), or undefined when it names none. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' && clientData.challenge.length <= 200 ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SimpleWebAuthn, loaded at the first passkey request rather than at every start of the server: its ASN.1 and COSE
 * parsers are about a fifth of a second of CPU, and most starts never see a passkey.
 */
export const webAuthn = () => import('@simplewebauthn/server');
