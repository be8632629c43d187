/**
 * A household's calendar subscription token: `<guestId>-<mac>`, where mac is HMAC-SHA256 under the link secret of
 * a message that only this purpose uses, cut to 128 bits. It is not the sign-in token and does not lead to it: the
 * sign-in token is an HMAC of another message (server/guests/guest-token.ts), and one HMAC says nothing of another.
 * The message holds the guest's link material, so a new link (a new random key) changes the feed's address, and a
 * guest removed and their id given to someone new (with a new key) leaves the old address opening nothing.
 * The id in front lets the server find the guest without trying every household; it is checked by the MAC.
 */
import crypto from 'node:crypto';
import { base32, RFC4648_ALPHABET } from '../../guests/base32';

const MAC_BYTES = 16;
const MAC_CHARS = 26; // ceil(128 / 5)
const MAX_ID_DIGITS = 15; // below Number.MAX_SAFE_INTEGER
const TOKEN_RE = new RegExp(`^([1-9][0-9]{0,${MAX_ID_DIGITS - 1}})-([a-z2-7]{${MAC_CHARS}})$`);

/**
 * What a feed token is bound to besides the id: the guest's random link key, or for guests from before link keys
 * (link_key NULL) their link version, so that a new link changes the feed token for them too.
 */
export function feedLinkMaterial(linkKey: string | null, tokenVersion: number): string {
  return linkKey ?? `legacy:${tokenVersion}`;
}

function macOf(secret: Buffer, guestId: number, linkMaterial: string): string {
  const message = `calendar-feed\0${guestId}\0${linkMaterial}`;
  return base32(crypto.createHmac('sha256', secret).update(message).digest().subarray(0, MAC_BYTES), RFC4648_ALPHABET);
}

/** The subscription token of guest `guestId` (a household) under the site's link secret. */
export function feedTokenFor(secret: Buffer, guestId: number, linkMaterial: string): string {
  if (!Number.isSafeInteger(guestId) || guestId < 1) throw new Error(`feedTokenFor: not a guest id: ${guestId}`);
  return `${guestId}-${macOf(secret, guestId, linkMaterial)}`;
}

/** The parts of a well-formed feed token, or null: nothing else is looked up for a malformed one. */
export function parseFeedToken(token: string): { guestId: number; mac: string } | null {
  if (token.length > MAX_ID_DIGITS + 1 + MAC_CHARS) return null;
  const match = TOKEN_RE.exec(token);
  if (!match) return null;
  return { guestId: Number(match[1]), mac: match[2]! };
}

/** Whether `token` is guest `guestId`'s feed token for this link material, compared in constant time. */
export function feedTokenMatches(secret: Buffer, guestId: number, linkMaterial: string, token: string): boolean {
  const parsed = parseFeedToken(token);
  if (!parsed || parsed.guestId !== guestId) return false;
  const expected = Buffer.from(macOf(secret, guestId, linkMaterial));
  const given = Buffer.from(parsed.mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
