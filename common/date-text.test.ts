import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDate, formatDateRange, formattingLocale } from './date-text';

const MAY_DAY_14H = Date.UTC(2027, 4, 1, 14);
const inUtc = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });

describe("formattingLocale: the reader's variant of the language shown", () => {
  it("takes the browser's own variant of the language shown", () => {
    expect(formattingLocale('en', ['en-GB', 'de'])).toBe('en-GB');
    expect(formattingLocale('fr', ['de-DE', 'fr-CA'])).toBe('fr-CA');
  });
  it('keeps the language shown when the browser speaks another one', () => {
    expect(formattingLocale('ro', ['it-IT', 'en-US'])).toBe('ro');
    expect(formattingLocale('en', [])).toBe('en');
  });
  it('ignores a malformed tag', () => {
    expect(formattingLocale('en', ['en-%%'])).toBe('en');
  });
  it('makes a British reader read 14:00 where an American reads 2:00 PM', () => {
    const time = (locale: string) => formatDate(inUtc(formattingLocale('en', [locale]), { hour: 'numeric', minute: '2-digit' }), MAY_DAY_14H);
    expect(time('en-GB')).toBe('14:00');
    expect(time('en-US')).toMatch(/^2:00\sPM$/);
  });
});

describe('formatDate and formatDateRange: French writes the first of the month "1er"', () => {
  it('writes "1er mai" in French, and leaves other days and languages alone', () => {
    expect(formatDate(inUtc('fr', { dateStyle: 'long' }), MAY_DAY_14H)).toBe('1er mai 2027');
    expect(formatDate(inUtc('fr', { dateStyle: 'long' }), Date.UTC(2027, 4, 11))).toBe('11 mai 2027');
    expect(formatDate(inUtc('fr-CA', { dateStyle: 'full' }), MAY_DAY_14H)).toBe('samedi 1er mai 2027');
    expect(formatDate(inUtc('en', { dateStyle: 'long' }), MAY_DAY_14H)).toBe('May 1, 2027');
    expect(formatDate(inUtc('de', { dateStyle: 'long' }), MAY_DAY_14H)).toBe('1. Mai 2027');
  });
  it('leaves a date written in digits alone', () => {
    expect(formatDate(inUtc('fr', { day: 'numeric', month: 'numeric' }), MAY_DAY_14H)).toBe('01/05');
  });
  it('writes "1er" in a range too', () => {
    const format = inUtc('fr', { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    expect(formatDateRange(format, MAY_DAY_14H, Date.UTC(2027, 4, 2, 1))).toMatch(/^sam\. 1er mai, 14:00\s–\sdim\. 2 mai, 01:00$/);
  });
});

describe('dateTimeFormat: one format per locale and options, kept', () => {
  it('gives the same format for the same locale and options, another for others, and formats as Intl does', () => {
    const long = dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' })).toBe(long);
    expect(dateTimeFormat('fr', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(long);
    expect(dateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(long);
    expect(formatDate(long, MAY_DAY_14H)).toBe('1er mai 2027');
  });
  it('throws for a time zone that does not exist, as Intl does, and keeps nothing of it', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
