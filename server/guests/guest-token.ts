import crypto from 'node:crypto';

// Crockford's base32 without i, l, o, u: no letters that read like digits, so a link can be typed from a card.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/**
 * A guest's link token: HMAC-SHA256(server secret, guest id and link version), cut to 130 bits (26 characters).
 * It can be computed again at any time to reprint a link, but only with the secret, which is not in the database.
 * Bumping the version gives the guest a new link and kills the old one.
 */
export function deriveGuestToken(secret: Buffer, guestId: number, version: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`guest-link:${guestId}:${version}`).digest();
  return base32(mac.subarray(0, 17)).slice(0, 26);
}

/** Tokens are read case-insensitively and with spaces or dashes ignored, as a guest may type them. */
export function normalizeToken(token: string): string {
  return token.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeGuestToken(token: string): boolean {
  return /^[0-9a-hjkmnp-tv-z]{26}$/.test(token);
}
