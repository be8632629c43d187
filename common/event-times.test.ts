import { describe, expect, it } from 'vitest';
import { eventTimes } from './event-times';

/** ICU puts narrow and thin no-break spaces around times and ranges; the words are what these tests read. */
const plain = (text: string | undefined) => text?.replace(/[\u202f\u2009\u00a0]/g, ' ');
const read = (times: ReturnType<typeof eventTimes>) => ({
  date: plain(times.date),
  venue: plain(times.venue.time),
  venueZone: times.venue.zone,
  own: plain(times.own?.time),
  ownZone: times.own?.zone,
});

const BUCHAREST = 'Europe/Bucharest';
const NEW_YORK = 'America/New_York';

// 12 June 2027, 19:00 to 23:00 in Bucharest (UTC+3 in summer): 16:00 to 20:00 UTC, 12:00 to 16:00 in New York.
const dinner = { start: Date.UTC(2027, 5, 12, 16, 0), end: Date.UTC(2027, 5, 12, 20, 0), timeZone: BUCHAREST };

describe('an event’s times', () => {
  it('a guest whose device is in the venue’s zone reads the venue’s time only, labelled with the zone', () => {
    expect(read(eventTimes(dinner, 'en', BUCHAREST))).toEqual({
      date: 'Saturday, June 12, 2027',
      venue: '7:00 – 11:00 PM',
      venueZone: 'Eastern European Time',
      own: undefined,
      ownZone: undefined,
    });
  });

  it('a British reader reads the times on a 24-hour clock, an American on a 12-hour one', () => {
    expect(read(eventTimes(dinner, 'en-GB', BUCHAREST))).toMatchObject({ date: 'Saturday, 12 June 2027', venue: '19:00–23:00' });
    expect(read(eventTimes(dinner, 'en-US', BUCHAREST))).toMatchObject({ venue: '7:00 – 11:00 PM' });
  });

  it('a French reader reads the first of the month as "1er"', () => {
    const mayDay = { start: Date.UTC(2027, 4, 1, 16), end: Date.UTC(2027, 4, 1, 20), timeZone: BUCHAREST };
    expect(read(eventTimes(mayDay, 'fr', BUCHAREST)).date).toBe('samedi 1er mai 2027');
  });

  it('a guest in New York reads the venue’s time and their own, both labelled', () => {
    expect(read(eventTimes(dinner, 'en', NEW_YORK))).toEqual({
      date: 'Saturday, June 12, 2027',
      venue: '7:00 – 11:00 PM',
      venueZone: 'Eastern European Time',
      own: '12:00 – 4:00 PM',
      ownZone: 'Eastern Time',
    });
  });

  it('in the page’s language', () => {
    expect(read(eventTimes(dinner, 'ro', NEW_YORK))).toMatchObject({ date: 'sâmbătă, 12 iunie 2027', venue: '19:00–23:00', own: '12:00–16:00' });
    expect(read(eventTimes(dinner, 'de', BUCHAREST))).toMatchObject({ date: 'Samstag, 12. Juni 2027', venueZone: 'Osteuropäische Zeit' });
    expect(read(eventTimes(dinner, 'ru', BUCHAREST)).date).toBe('суббота, 12 июня 2027 г.');
    expect(read(eventTimes(dinner, 'fr', NEW_YORK))).toMatchObject({ date: 'samedi 12 juin 2027', venue: '19:00 – 23:00', own: '12:00 – 16:00' });
  });

  it('a venue in New York, read on a phone in Bucharest', () => {
    // 12 June 2027, 17:00 to 18:30 in New York (UTC−4): 21:00 to 22:30 UTC, 00:00 to 01:30 on 13 June in Bucharest.
    const ceremony = { start: Date.UTC(2027, 5, 12, 21, 0), end: Date.UTC(2027, 5, 12, 22, 30), timeZone: NEW_YORK };
    expect(read(eventTimes(ceremony, 'en', BUCHAREST))).toEqual({
      date: 'Saturday, June 12, 2027',
      venue: '5:00 – 6:30 PM',
      venueZone: 'Eastern Time',
      // Another day there: the day is said.
      own: 'Sun, Jun 13, 12:00 – 1:30 AM',
      ownZone: 'Eastern European Time',
    });
  });

  it('an event past midnight says both days', () => {
    const party = { start: Date.UTC(2027, 5, 12, 20, 0), end: Date.UTC(2027, 5, 12, 23, 30), timeZone: BUCHAREST };
    expect(plain(eventTimes(party, 'en', BUCHAREST).venue.time)).toBe('Sat, Jun 12, 11:00 PM – Sun, Jun 13, 2:30 AM');
    expect(plain(eventTimes(party, 'de', NEW_YORK).own?.time)).toBe('16:00–19:30 Uhr');
  });

  it('follows each zone’s daylight-saving rules: New York is 6 hours behind Bucharest between their changes, 7 before', () => {
    // 20 March 2027, 19:00 in Bucharest (still UTC+2) is 17:00 UTC; New York moved to UTC−4 on 14 March: 13:00.
    const march = { start: Date.UTC(2027, 2, 20, 17, 0), end: Date.UTC(2027, 2, 20, 18, 0), timeZone: BUCHAREST };
    expect(read(eventTimes(march, 'en', NEW_YORK))).toMatchObject({ venue: '7:00 – 8:00 PM', own: '1:00 – 2:00 PM' });
    // 16 January 2027, 19:00 in Bucharest (UTC+2) is 17:00 UTC, 12:00 in New York (UTC−5).
    const january = { start: Date.UTC(2027, 0, 16, 17, 0), end: Date.UTC(2027, 0, 16, 18, 0), timeZone: BUCHAREST };
    expect(read(eventTimes(january, 'en', NEW_YORK))).toMatchObject({ venue: '7:00 – 8:00 PM', own: '12:00 – 1:00 PM' });
  });

  it('an event across the night Bucharest moves its clocks forward keeps both ends right', () => {
    // 27 March 2027, 22:00 (UTC+2) = 20:00 UTC, to 28 March, 05:00 (UTC+3 since 03:00 became 04:00) = 02:00 UTC:
    // six hours at the venue, though its clocks read seven apart; in New York (UTC−4) 16:00 to 22:00 on the 27th.
    const night = { start: Date.UTC(2027, 2, 27, 20, 0), end: Date.UTC(2027, 2, 28, 2, 0), timeZone: BUCHAREST };
    expect(read(eventTimes(night, 'en', NEW_YORK))).toEqual({
      date: 'Saturday, March 27, 2027',
      venue: 'Sat, Mar 27, 10:00 PM – Sun, Mar 28, 5:00 AM',
      venueZone: 'Eastern European Time',
      own: '4:00 – 10:00 PM',
      ownZone: 'Eastern Time',
    });
  });

  it('a device in another zone whose clocks read the same (Chișinău) shows no second time', () => {
    expect(eventTimes(dinner, 'en', 'Europe/Chisinau').own).toBeUndefined();
  });

  it('a device zone the browser cannot name shows the venue’s time alone', () => {
    expect(eventTimes(dinner, 'en', 'Not/AZone')).not.toHaveProperty('own');
  });

  it('an event without a length shows its start', () => {
    expect(plain(eventTimes({ ...dinner, end: dinner.start }, 'en', BUCHAREST).venue.time)).toBe('7:00 PM');
  });
});
