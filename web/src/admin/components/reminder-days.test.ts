import { expect, it } from 'vitest';
import { reminderDays, remindedToday } from './reminder-days';

const NOON_IN_BUCHAREST = Date.parse('2027-04-01T09:00:00Z');

it('knows a household reminded today on the venue’s clock, whatever the day is in UTC', () => {
  expect(remindedToday([NOON_IN_BUCHAREST], 'Europe/Bucharest', NOON_IN_BUCHAREST + 3 * 3_600_000)).toBe(true);
  // 22:30 UTC is already 2 April in Bucharest: yesterday's reminder no longer counts for today.
  expect(remindedToday([NOON_IN_BUCHAREST], 'Europe/Bucharest', Date.parse('2027-04-01T22:30:00Z'))).toBe(false);
  expect(remindedToday([NOON_IN_BUCHAREST], 'America/New_York', Date.parse('2027-04-01T22:30:00Z'))).toBe(true);
  expect(remindedToday([], 'Europe/Bucharest', NOON_IN_BUCHAREST)).toBe(false);
});

it('says the days in the couple’s language', () => {
  expect(reminderDays([NOON_IN_BUCHAREST, NOON_IN_BUCHAREST + 2 * 86_400_000], 'Europe/Bucharest', 'en')).toBe('Apr 1, 2027 and Apr 3, 2027');
  expect(reminderDays([NOON_IN_BUCHAREST], 'Europe/Bucharest', 'de')).toBe('01.04.2027');
});
