import { describe, expect, it } from 'vitest';
import { answeredAtText, deadlineParts } from './answer-dates';

/** ICU puts narrow and thin no-break spaces around times; the words are what these tests read. */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

// 1 May 2027, 23:59 in Bucharest (UTC+3 in summer) is 20:59 UTC.
const deadline = { local: '2027-05-01T23:59', timeZone: 'Europe/Bucharest', at: Date.UTC(2027, 4, 1, 20, 59) };

describe('the deadline as guests read it', () => {
  it('is the venue’s day and time, with the zone named in the guest’s language', () => {
    const ro = deadlineParts(deadline, 'ro');
    expect(plain(ro.date)).toBe('1 mai 2027 la 23:59');
    expect(ro.zone).toBe('Ora Europei de Est');
    expect(plain(deadlineParts(deadline, 'en').date)).toBe('May 1, 2027 at 11:59 PM');
  });

  it('is also said on the guest’s own clock when it reads otherwise, and only then (issue 28)', () => {
    const abroad = deadlineParts(deadline, 'en-GB', 'America/New_York');
    expect(plain(abroad.date)).toBe('1 May 2027 at 23:59');
    expect(plain(abroad.own!.date)).toBe('1 May 2027 at 16:59');
    expect(abroad.own!.zone).toBe('Eastern Time');
    // Chișinău's clocks read as Bucharest's: nothing more to say.
    expect(deadlineParts(deadline, 'ro', 'Europe/Chisinau').own).toBeUndefined();
  });

  it('stays the venue’s time whatever zone the guest is in (a guest in New York reads 23:59 too)', () => {
    const zone = process.env.TZ;
    // Node takes a new TZ at once: this process is now a device in New York.
    process.env.TZ = 'America/New_York';
    try {
      expect(new Date(deadline.at).getHours()).toBe(16);
      expect(plain(deadlineParts(deadline, 'de').date)).toBe('1. Mai 2027 um 23:59');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('when the household answered', () => {
  it('is read on the guest’s own clock', () => {
    expect(plain(answeredAtText(Date.UTC(2027, 3, 14, 7, 32), 'ru', 'Europe/Moscow'))).toBe('14 апреля 2027 г. в 10:32');
  });
});
