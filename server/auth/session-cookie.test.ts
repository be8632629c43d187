import { describe, expect, it } from 'vitest';
import { readCookie } from './session-cookie';

describe('readCookie', () => {
  it('finds the named cookie among others, with or without spaces', () => {
    expect(readCookie('a=1; session=abc-_9; b=2', 'session')).toBe('abc-_9');
    expect(readCookie('session=abc;other=x', 'session')).toBe('abc');
    expect(readCookie('  session = abc ', 'session')).toBe('abc');
  });

  it('matches the whole name only', () => {
    expect(readCookie('my-session=nope; session-old=no', 'session')).toBeUndefined();
    expect(readCookie('__Host-session=yes', '__Host-session')).toBe('yes');
    expect(readCookie('__Host-session=yes', 'session')).toBeUndefined();
  });

  it('takes the first of two cookies with the same name, as browsers send the most specific first', () => {
    expect(readCookie('session=first; session=second', 'session')).toBe('first');
  });

  it('keeps "=" inside a value and answers undefined for no header, no match or a bare name', () => {
    expect(readCookie('session=a=b', 'session')).toBe('a=b');
    expect(readCookie(undefined, 'session')).toBeUndefined();
    expect(readCookie('', 'session')).toBeUndefined();
    expect(readCookie('session', 'session')).toBeUndefined();
  });
});
