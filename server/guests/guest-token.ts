import crypto from 'node:crypto';
import { base32, CROCKFORD_ALPHABET } from './base32';

/** A new link's key: 128 random bits, stored beside the guest (docs/decisions/0022-a-link-belongs-to-one-guest.md). */
export function newLinkKey(): string {
  return crypto.randomBytes(16).toString('base64url');
}

const tokenOf = (secret: Buffer, message: string) => base32(crypto.createHmac('sha256', secret).update(message).digest().subarray(0, 17), CROCKFORD_ALPHABET).slice(0, 26);

/**
 * A guest's link token: HMAC-SHA256(server secret, the link's random key), cut to 130 bits (26 characters). It can
 * be computed again to reprint a link, but only with both the key (in the database) and the secret (beside it).
 * A key is drawn afresh for every new guest and every new link, so no link can ever come back for someone else.
 */
export function deriveGuestToken(secret: Buffer, linkKey: string): string {
  return tokenOf(secret, `guest-link-key:${linkKey}`);
}

/**
 * The links of releases before the link key (guests whose link_key is NULL): derived from the guest's id and link
 * version. Kept only so that links already sent keep working; no new link is ever made this way, because an id
 * comes back after a removal and would hand the old link to a new guest.
 */
export function deriveLegacyGuestToken(secret: Buffer, guestId: number, version: number): string {
  return tokenOf(secret, `guest-link:${guestId}:${version}`);
}

/** Tokens are read case-insensitively and with spaces or dashes ignored, as a guest may type them. */
export function normalizeToken(token: string): string {
  return token.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeGuestToken(token: string): boolean {
  return /^[0-9a-hjkmnp-tv-z]{26}$/.test(token);
}
