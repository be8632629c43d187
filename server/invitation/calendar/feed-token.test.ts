import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveGuestToken, deriveLegacyGuestToken, newLinkKey } from '../../guests/guest-token';
import { feedLinkMaterial, feedTokenFor, feedTokenMatches, parseFeedToken } from './feed-token';

describe('calendar feed tokens', () => {
  const secret = crypto.randomBytes(32);
  const key = newLinkKey();

  it('are the guest id and 26 lowercase base32 characters (128 bits), the same each time they are derived', () => {
    const token = feedTokenFor(secret, 42, key);
    expect(token).toMatch(/^42-[a-z2-7]{26}$/);
    expect(feedTokenFor(secret, 42, key)).toBe(token);
    expect(parseFeedToken(token)).toEqual({ guestId: 42, mac: token.slice(3) });
  });

  it('differ per guest, per link material and per secret', () => {
    const token = feedTokenFor(secret, 42, key);
    const mac = (t: string) => parseFeedToken(t)!.mac;
    expect(mac(feedTokenFor(secret, 43, key))).not.toBe(mac(token));
    expect(feedTokenFor(secret, 42, newLinkKey())).not.toBe(token);
    expect(feedTokenFor(crypto.randomBytes(32), 42, key)).not.toBe(token);
    expect(feedTokenFor(secret, 42, feedLinkMaterial(null, 1))).not.toBe(feedTokenFor(secret, 42, feedLinkMaterial(null, 2)));
  });

  it('are not the sign-in token and do not contain it', () => {
    const token = feedTokenFor(secret, 42, key);
    const signIn = deriveGuestToken(secret, key);
    expect(token).not.toContain(signIn);
    expect(signIn).not.toContain(parseFeedToken(token)!.mac);
    const legacy = feedTokenFor(secret, 7, feedLinkMaterial(null, 1));
    expect(legacy).not.toContain(deriveLegacyGuestToken(secret, 7, 1));
  });

  it('take the link key, or for a guest from before link keys the link version', () => {
    expect(feedLinkMaterial(key, 3)).toBe(key);
    expect(feedLinkMaterial(null, 3)).toBe('legacy:3');
  });

  it('match only their own guest and link', () => {
    const token = feedTokenFor(secret, 42, key);
    expect(feedTokenMatches(secret, 42, key, token)).toBe(true);
    // A new link for the same household: the old feed address stops working.
    expect(feedTokenMatches(secret, 42, newLinkKey(), token)).toBe(false);
    // Guest 42 removed, the id given to someone new with a key of their own: the old address opens nothing.
    const newGuestKey = newLinkKey();
    expect(feedTokenMatches(secret, 42, newGuestKey, token)).toBe(false);
    expect(feedTokenMatches(secret, 42, newGuestKey, feedTokenFor(secret, 42, newGuestKey))).toBe(true);
    // Another household's id in front of this MAC.
    expect(feedTokenMatches(secret, 43, key, `43-${parseFeedToken(token)!.mac}`)).toBe(false);
    expect(feedTokenMatches(secret, 43, key, token)).toBe(false);
    // One character changed.
    const last = token.at(-1) === 'a' ? 'b' : 'a';
    expect(feedTokenMatches(secret, 42, key, token.slice(0, -1) + last)).toBe(false);
    expect(feedTokenMatches(secret, 42, key, token.toUpperCase())).toBe(false);
  });

  it('refuses malformed tokens before any lookup', () => {
    const mac = 'a'.repeat(26);
    for (const bad of [
      '',
      mac,
      `42${mac}`,
      `0-${mac}`,
      `-1-${mac}`,
      `042-${mac}`,
      `42-${mac.slice(1)}`,
      `42-${mac}a`,
      `42-${'A'.repeat(26)}`,
      `42-${'a'.repeat(25)}1`,
      `42-${'a'.repeat(25)}_`,
      `1.5-${mac}`,
      ` 42-${mac}`,
      `42-${mac}\n`,
      `${'9'.repeat(16)}-${mac}`,
      `42-${mac}`.repeat(100),
    ]) {
      expect(parseFeedToken(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(parseFeedToken(`${'9'.repeat(15)}-${mac}`)).toEqual({ guestId: 999_999_999_999_999, mac });
  });

  it('refuses to make a token for an id that is not a guest id', () => {
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 60]) expect(() => feedTokenFor(secret, id, key)).toThrow();
  });
});
