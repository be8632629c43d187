import { describe, expect, it } from 'vitest';
import { formatLongDate, isValidDay, startOfDayIn, timeLeftUntil, weddingDateParts } from './wedding-time';

describe('startOfDayIn', () => {
  it('is midnight in the venue time zone, not in the guest’s', () => {
    // Bucharest is UTC+3 in May (summer time).
    expect(new Date(startOfDayIn('2026-05-24', 'Europe/Bucharest')).toISOString()).toBe('2026-05-23T21:00:00.000Z');
    expect(new Date(startOfDayIn('2026-05-24', 'America/New_York')).toISOString()).toBe('2026-05-24T04:00:00.000Z');
    expect(new Date(startOfDayIn('2026-01-10', 'Europe/Bucharest')).toISOString()).toBe('2026-01-09T22:00:00.000Z');
  });
  it('handles a daylight-saving change on the day itself', () => {
    // Europe/Bucharest switches to summer time at 03:00 on 29 March 2026; midnight is still UTC+2.
    expect(new Date(startOfDayIn('2026-03-29', 'Europe/Bucharest')).toISOString()).toBe('2026-03-28T22:00:00.000Z');
  });
});

describe('timeLeftUntil', () => {
  const target = Date.parse('2026-05-23T21:00:00Z');
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - (3 * 86_400 + 9 * 3_600 + 5 * 60 + 7) * 1000;
    expect(timeLeftUntil(target, now)).toEqual({ days: 3, hours: 9, minutes: 5, seconds: 7 });
  });
  it('counts a started second as a whole one, so it never shows zero while the moment is ahead', () => {
    expect(timeLeftUntil(target, target - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });
  it('is null from the moment on', () => {
    expect(timeLeftUntil(target, target)).toBeNull();
    expect(timeLeftUntil(target, target + 86_400_000)).toBeNull();
  });
});

describe('date formats', () => {
  it('gives two-digit day and month and the year in the locale', () => {
    expect(weddingDateParts('2026-05-24', 'Europe/Bucharest', 'de')).toEqual({ day: '24', month: '05', year: '2026' });
    expect(weddingDateParts('2026-05-04', 'Europe/Bucharest', 'en')).toEqual({ day: '04', month: '05', year: '2026' });
  });
  it('writes the long date in each language', () => {
    expect(formatLongDate('2026-05-24', 'Europe/Bucharest', 'en')).toBe('May 24, 2026');
    expect(formatLongDate('2026-05-24', 'Europe/Bucharest', 'de')).toBe('24. Mai 2026');
    expect(formatLongDate('2026-05-24', 'Europe/Bucharest', 'fr')).toBe('24 mai 2026');
    expect(formatLongDate('2026-05-24', 'Europe/Bucharest', 'ro')).toBe('24 mai 2026');
    expect(formatLongDate('2027-05-01', 'Europe/Paris', 'fr')).toBe('1er mai 2027');
    expect(formatLongDate('2026-05-24', 'Europe/Bucharest', 'ru')).toBe('24 мая 2026 года');
  });
  it('writes the year out in Russian running text, for any date and region tag', () => {
    expect(formatLongDate('2027-01-01', 'Europe/Moscow', 'ru')).toBe('1 января 2027 года');
    expect(formatLongDate('2025-11-03', 'Europe/Chisinau', 'ru-MD')).toBe('3 ноября 2025 года');
    expect(formatLongDate('2026-05-24', 'Europe/Bucharest', 'ru')).not.toMatch(/г\./);
  });
  it('accepts only real days', () => {
    expect(isValidDay('2026-05-24')).toBe(true);
    expect(isValidDay('2026-02-30')).toBe(false);
    expect(isValidDay('24.05.2026')).toBe(false);
  });
});
