import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32, CROCKFORD_ALPHABET, RFC4648_ALPHABET } from './base32';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base32', () => {
  it('writes the test vectors of RFC 4648 (section 10), in lower case and without padding', () => {
    const vectors: Array<[string, string]> = [
      ['', ''],
      ['f', 'my'],
      ['fo', 'mzxq'],
      ['foo', 'mzxw6'],
      ['foob', 'mzxw6yq'],
      ['fooba', 'mzxw6ytb'],
      ['foobar', 'mzxw6ytboi'],
    ];
    for (const [input, encoded] of vectors) expect(base32(bytes(input), RFC4648_ALPHABET), input).toBe(encoded);
  });

  it('writes the same bits in Crockford’s alphabet, which has no i, l, o or u', () => {
    // "foobar" is 01100 11001 10111 10110 11110 11000 10110 00010 11100 10 (+000).
    expect(base32(bytes('foobar'), CROCKFORD_ALPHABET)).toBe('csqpyrk1e8');
    expect(base32(Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff]), CROCKFORD_ALPHABET)).toBe('zzzzzzzz');
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ilou]/);
  });

  it('keeps every bit of a long input: 17 bytes are 28 characters, the last one padded with zero bits', () => {
    const input = crypto.randomBytes(17);
    const encoded = base32(input, RFC4648_ALPHABET);
    expect(encoded).toHaveLength(28);
    const decoded = [...encoded].map((c) => RFC4648_ALPHABET.indexOf(c).toString(2).padStart(5, '0')).join('');
    const original = [...input].map((b) => b.toString(2).padStart(8, '0')).join('');
    expect(decoded).toBe(original.padEnd(140, '0'));
  });

  it('refuses an alphabet that is not 32 characters long', () => {
    expect(() => base32(bytes('f'), 'abc')).toThrow(/32 characters/);
  });
});
