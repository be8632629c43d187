import { describe, expect, it } from 'vitest';
import { wallClockAt, zonedInstant, clockChange } from './zoned-time';

const iso = (local: string, zone: string) => {
  const result = zonedInstant(local, zone);
  return 'instant' in result ? new Date(result.instant).toISOString() : result.problem;
};

describe('zonedInstant', () => {
  it('is the venue’s wall-clock time, in summer and in winter', () => {
    expect(iso('2027-06-12T19:00', 'Europe/Bucharest')).toBe('2027-06-12T16:00:00.000Z');
    expect(iso('2027-01-12T19:00', 'Europe/Bucharest')).toBe('2027-01-12T17:00:00.000Z');
    expect(iso('2027-06-12T19:00', 'America/New_York')).toBe('2027-06-12T23:00:00.000Z');
    expect(iso('2027-06-12T19:00', 'UTC')).toBe('2027-06-12T19:00:00.000Z');
  });
  it('takes the times either side of a daylight-saving change', () => {
    // Bucharest moves from UTC+2 to UTC+3 at 03:00 on 28 March 2027.
    expect(iso('2027-03-28T02:59', 'Europe/Bucharest')).toBe('2027-03-28T00:59:00.000Z');
    expect(iso('2027-03-28T04:00', 'Europe/Bucharest')).toBe('2027-03-28T01:00:00.000Z');
  });
  it('refuses a time the clocks skip', () => {
    expect(iso('2027-03-28T03:30', 'Europe/Bucharest')).toBe('nonexistent');
    expect(iso('2027-03-14T02:30', 'America/New_York')).toBe('nonexistent');
  });
  it('refuses a time the clocks show twice', () => {
    // Bucharest goes back from 04:00 to 03:00 on 31 October 2027.
    expect(iso('2027-10-31T03:30', 'Europe/Bucharest')).toBe('ambiguous');
    expect(iso('2027-11-07T01:30', 'America/New_York')).toBe('ambiguous');
    expect(iso('2027-10-31T04:00', 'Europe/Bucharest')).toBe('2027-10-31T02:00:00.000Z');
  });
  it('refuses what is not a time or not a zone', () => {
    expect(iso('2027-02-30T19:00', 'Europe/Bucharest')).toBe('format');
    expect(iso('2027-06-12T24:00', 'Europe/Bucharest')).toBe('format');
    expect(iso('12.06.2027 19:00', 'Europe/Bucharest')).toBe('format');
    expect(iso('2027-06-12T19:00', 'Europe/Atlantis')).toBe('zone');
  });
});

describe('wallClockAt', () => {
  it('reads an instant back as the venue’s wall clock', () => {
    expect(wallClockAt(Date.parse('2027-06-12T16:00:00Z'), 'Europe/Bucharest')).toBe('2027-06-12T19:00');
  });
});

describe('clockChange', () => {
  it('names the night and the jump of a time the clocks skip, as the wall clocks read it', () => {
    expect(clockChange('2027-03-28T03:30', 'Europe/Bucharest')).toEqual({ kind: 'nonexistent', from: '2027-03-28T03:00', to: '2027-03-28T04:00' });
    expect(clockChange('2027-03-14T02:30', 'America/New_York')).toEqual({ kind: 'nonexistent', from: '2027-03-14T02:00', to: '2027-03-14T03:00' });
  });
  it('and of a time the clocks show twice', () => {
    expect(clockChange('2027-10-31T03:30', 'Europe/Bucharest')).toEqual({ kind: 'ambiguous', from: '2027-10-31T04:00', to: '2027-10-31T03:00' });
  });
  it('is null for a time that exists once, is not complete or is in no zone', () => {
    expect(clockChange('2027-06-12T19:00', 'Europe/Bucharest')).toBeNull();
    expect(clockChange('2027-03-28T03', 'Europe/Bucharest')).toBeNull();
    expect(clockChange('2027-03-28T03:30', 'Europe/Atlantis')).toBeNull();
  });
});
