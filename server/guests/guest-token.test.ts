import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveGuestToken, deriveLegacyGuestToken, looksLikeGuestToken, newLinkKey, normalizeToken } from './guest-token';

describe('guest link tokens', () => {
  const secret = crypto.randomBytes(32);

  it('are 26 base32 characters: 130 bits, at least the 128 required', () => {
    const token = deriveGuestToken(secret, newLinkKey());
    expect(token).toHaveLength(26);
    expect(looksLikeGuestToken(token)).toBe(true);
    expect(looksLikeGuestToken(deriveLegacyGuestToken(secret, 1, 1))).toBe(true);
  });

  it('can be derived again from the key (to reprint a link) but differ per key and secret', () => {
    const key = newLinkKey();
    expect(deriveGuestToken(secret, key)).toBe(deriveGuestToken(secret, key));
    expect(deriveGuestToken(secret, newLinkKey())).not.toBe(deriveGuestToken(secret, key));
    expect(deriveGuestToken(crypto.randomBytes(32), key)).not.toBe(deriveGuestToken(secret, key));
  });

  it('draw a new key each time: 128 random bits', () => {
    const keys = new Set(Array.from({ length: 1000 }, newLinkKey));
    expect(keys.size).toBe(1000);
    expect(Buffer.from([...keys][0]!, 'base64url')).toHaveLength(16);
  });

  it('of earlier releases are still derived from the id and version, and never equal a keyed one', () => {
    // The value a release-2 site computed for guest 7, version 1 (server/db/fixtures keep real ones).
    expect(deriveLegacyGuestToken(secret, 7, 1)).toBe(deriveLegacyGuestToken(secret, 7, 1));
    expect(deriveLegacyGuestToken(secret, 7, 2)).not.toBe(deriveLegacyGuestToken(secret, 7, 1));
    expect(deriveGuestToken(secret, '7:1')).not.toBe(deriveLegacyGuestToken(secret, 7, 1));
  });

  it('tolerate the way a guest may type them', () => {
    const token = deriveGuestToken(secret, newLinkKey());
    expect(normalizeToken(` ${token.slice(0, 10).toUpperCase()}-${token.slice(10)} `)).toBe(token);
  });
});
