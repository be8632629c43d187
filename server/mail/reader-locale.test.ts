import { describe, expect, it } from 'vitest';
import { mailFormatLocale } from './reader-locale';

describe('how an e-mail’s reader writes dates and times', () => {
  it('follows the country of their phone number: English in the United States, French in Switzerland', () => {
    expect(mailFormatLocale('en', '+12025550100')).toBe('en-US');
    expect(mailFormatLocale('fr', '+41446681800')).toBe('fr-CH');
    expect(mailFormatLocale('en', '+40722123456')).toBe('en-RO');
  });

  it('without a number, is the country the site reads the language’s numbers in: English as British', () => {
    expect(mailFormatLocale('en', '')).toBe('en-GB');
    expect(mailFormatLocale('de', '')).toBe('de-DE');
    expect(mailFormatLocale('ro', '')).toBe('ro-RO');
  });
});
