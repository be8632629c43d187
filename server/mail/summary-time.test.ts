import { describe, expect, it } from 'vitest';
import { lastSummaryDue, nextSummaryDue } from './summary-time';

const at = (iso: string) => Date.parse(iso);

describe('the morning summary’s time', () => {
  it('is 08:00 on the wedding’s wall clock, not the server’s', () => {
    // Bucharest is UTC+3 in summer, UTC+2 in winter; New York UTC-4 in summer.
    expect(nextSummaryDue(at('2027-04-01T09:00:00Z'), 'Europe/Bucharest')).toBe(at('2027-04-02T05:00:00Z'));
    expect(nextSummaryDue(at('2027-01-10T03:00:00Z'), 'Europe/Bucharest')).toBe(at('2027-01-10T06:00:00Z'));
    expect(nextSummaryDue(at('2027-06-01T11:00:00Z'), 'America/New_York')).toBe(at('2027-06-01T12:00:00Z'));
    expect(lastSummaryDue(at('2027-04-01T09:00:00Z'), 'Europe/Bucharest')).toBe(at('2027-04-01T05:00:00Z'));
    expect(lastSummaryDue(at('2027-04-01T04:59:59Z'), 'Europe/Bucharest')).toBe(at('2027-03-31T05:00:00Z'));
  });

  it('is due at 08:00 itself, and the next one is a day later', () => {
    const eight = at('2027-04-02T05:00:00Z');
    expect(lastSummaryDue(eight, 'Europe/Bucharest')).toBe(eight);
    expect(nextSummaryDue(eight, 'Europe/Bucharest')).toBe(at('2027-04-03T05:00:00Z'));
  });

  it('follows the clocks across a daylight-saving change: 23 or 25 hours apart', () => {
    // Bucharest moves its clocks on 28 March 2027 (03:00 → 04:00) and 31 October 2027 (04:00 → 03:00).
    const before = nextSummaryDue(at('2027-03-27T00:00:00Z'), 'Europe/Bucharest');
    expect(before).toBe(at('2027-03-27T06:00:00Z'));
    expect(nextSummaryDue(before, 'Europe/Bucharest') - before).toBe(23 * 3_600_000);
    const autumn = nextSummaryDue(at('2027-10-30T00:00:00Z'), 'Europe/Bucharest');
    expect(autumn).toBe(at('2027-10-30T05:00:00Z'));
    expect(nextSummaryDue(autumn, 'Europe/Bucharest') - autumn).toBe(25 * 3_600_000);
  });
});
