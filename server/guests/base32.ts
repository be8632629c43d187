/**
 * The one base32 encoder of the server: 5 bits a character, most significant first, no padding. Each token says
 * which alphabet it writes (a guest's link, a calendar's address), so the two kinds never look alike.
 */

/** Crockford's base32 in lower case, without i, l, o, u: no letter reads like a digit, so a link can be typed from a card. */
export const CROCKFORD_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** RFC 4648's base32 in lower case: a calendar client that changes a path's case cannot break the address. */
export const RFC4648_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function base32(bytes: Uint8Array, alphabet: string): string {
  if (alphabet.length !== 32) throw new Error(`base32: an alphabet of 32 characters, not ${alphabet.length}`);
  let bits = 0;
  // Never more than 12 bits are waiting: the mask keeps the value inside the 32 bits JavaScript shifts in.
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}
