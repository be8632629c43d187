import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveGuestToken, looksLikeGuestToken, normalizeToken } from './guest-token';

describe('guest link tokens', () => {
  const secret = crypto.randomBytes(32);

  it('are 26 base32 characters: 130 bits, at least the 128 required', () => {
    const token = deriveGuestToken(secret, 1, 1);
    expect(token).toHaveLength(26);
    expect(looksLikeGuestToken(token)).toBe(true);
  });

  it('can be derived again (to reprint a link) but differ per guest, version and secret', () => {
    expect(deriveGuestToken(secret, 7, 1)).toBe(deriveGuestToken(secret, 7, 1));
    expect(deriveGuestToken(secret, 7, 2)).not.toBe(deriveGuestToken(secret, 7, 1));
    expect(deriveGuestToken(secret, 8, 1)).not.toBe(deriveGuestToken(secret, 7, 1));
    expect(deriveGuestToken(crypto.randomBytes(32), 7, 1)).not.toBe(deriveGuestToken(secret, 7, 1));
  });

  it('tolerate the way a guest may type them', () => {
    const token = deriveGuestToken(secret, 3, 1);
    expect(normalizeToken(` ${token.slice(0, 10).toUpperCase()}-${token.slice(10)} `)).toBe(token);
  });
});
