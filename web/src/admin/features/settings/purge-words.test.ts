import { expect, it } from 'vitest';
import { dayAfter, dayBefore, purgeParts, todayHere } from './purge-words';

it('names only the parts of a purge that are not zero, visit records and days of sign-ins together', () => {
  expect(purgeParts({ visitRecords: 3, passwordDays: 2, revokedGuests: 0, answers: 12, answerChanges: 40, messages: 7, contacts: 4, reminders: 0, signIns: 0, dashboardChanges: 9, photoUploaders: 0, restoreCopies: 0 })).toEqual([
    ['visits', 5],
    ['answers', 12],
    ['answerChanges', 40],
    ['messages', 7],
    ['contacts', 4],
    ['dashboardChanges', 9],
  ]);
  expect(purgeParts({ visitRecords: 0, passwordDays: 0, revokedGuests: 1, answers: 0, answerChanges: 0, messages: 0, contacts: 0, reminders: 2, signIns: 3, dashboardChanges: 0, photoUploaders: 0, restoreCopies: 0 })).toEqual([
    ['guests', 1],
    ['reminders', 2],
    ['signIns', 3],
  ]);
  expect(purgeParts({ visitRecords: 0, passwordDays: 0, revokedGuests: 0, answers: 0, answerChanges: 0, messages: 0, contacts: 0, reminders: 0, signIns: 0, dashboardChanges: 0, photoUploaders: 0, restoreCopies: 0 })).toEqual([]);
  // A copy a restore kept holds the guests' data too: the question names it.
  expect(purgeParts({ visitRecords: 0, passwordDays: 0, revokedGuests: 0, answers: 0, answerChanges: 0, messages: 0, contacts: 0, reminders: 0, signIns: 0, dashboardChanges: 0, photoUploaders: 0, restoreCopies: 1 })).toEqual([['restoreCopies', 1]]);
});

it('moves a day forward and back across months and years', () => {
  expect(dayAfter('2026-06-30')).toBe('2026-07-01');
  expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  expect(dayBefore('2028-03-01')).toBe('2028-02-29');
});

it('reads today on the device’s own calendar', () => {
  expect(todayHere(new Date(2026, 5, 4, 23, 59))).toBe('2026-06-04');
  expect(todayHere(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
});
