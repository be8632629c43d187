import { describe, expect, it } from 'vitest';
import { wallClockText } from './zoned-moment';

describe('wallClockText: a wall-clock time written for a reader, not in its ISO form', () => {
  it('writes the day and the time in the language', () => {
    expect(wallClockText('2027-03-28T03:30', 'de')).toBe('28. März 2027 um 03:30');
    expect(wallClockText('2027-03-28T03:30', 'ru')).toMatch(/^28 марта 2027\sг\. в 03:30$/);
    expect(wallClockText('2027-05-01T02:30', 'fr')).toBe('1er mai 2027 à 02:30');
  });
  it('whatever the zone of the machine reading it (formatted as the wall clock, in UTC)', () => {
    expect(wallClockText('2027-03-28T03:30', 'en')).toMatch(/^March 28, 2027 at 3:30\sAM$/);
  });
  it('gives back what is not a wall-clock time as it came', () => {
    expect(wallClockText('soon', 'en')).toBe('soon');
    expect(wallClockText('2027-02-30T25:99', 'en')).toBe('2027-02-30T25:99');
  });
});
