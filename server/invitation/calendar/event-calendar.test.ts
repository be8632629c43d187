import ICAL from 'ical.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { wallClockAt, zonedInstant } from '#common/zoned-time';
import { calendarOf, type CalendarEvent, type CalendarOptions } from './event-calendar';

// The guest reads the calendar in New York, seven or six hours behind the venue: set before any date is made.
const originalTz = vi.hoisted(() => {
  const tz = process.env.TZ;
  process.env.TZ = 'America/New_York';
  return tz;
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const BUCHAREST = 'Europe/Bucharest';

function at(local: string, timeZone = BUCHAREST): number {
  const zoned = zonedInstant(local, timeZone);
  if (!('instant' in zoned)) throw new Error(`no instant for ${local}: ${zoned.problem}`);
  return zoned.instant;
}

const dinner: CalendarEvent = {
  uid: 'k3v9Qx_7-LmN2pR4',
  sequence: 1,
  updatedAt: Date.UTC(2027, 0, 10, 12),
  start: at('2027-06-12T19:00'),
  end: at('2027-06-13T02:00'),
  timeZone: BUCHAREST,
  title: 'Cina și petrecerea',
  description: 'Vă așteptăm!',
  location: 'Conacul Bellu, Strada Principală 1, Urlați',
  url: 'https://www.openstreetmap.org/search?query=Strada%20Principal%C4%83%201,%20Urla%C8%9Bi',
};

const options: CalendarOptions = { name: 'Ana & Mihai', locale: 'ro', now: Date.UTC(2027, 1, 1, 8), publicUrl: 'https://nunta.example.ro/' };

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, event: events[0]! };
}

describe('calendarOf', () => {
  it('runs in New York time, so the time checks below are made from another zone than the venue', () => {
    expect(new Date(Date.UTC(2027, 5, 12)).getTimezoneOffset()).toBe(240);
  });

  it('publishes a named calendar with a refresh interval', () => {
    const text = calendarOf([dinner], options);
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    const { calendar } = parse(text);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/^-\/\/.+\/\/RO$/);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Ana & Mihai');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    // VALUE=DURATION: ical.js reads the parameter into the property's type.
    expect(calendar.getFirstProperty('refresh-interval')!.type).toBe('duration');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H');

    const every30 = parse(calendarOf([dinner], { ...options, refreshMinutes: 30 })).calendar;
    expect(String(every30.getFirstPropertyValue('refresh-interval'))).toBe('PT30M');
    expect(String(every30.getFirstPropertyValue('x-published-ttl'))).toBe('PT30M');
  });

  it('names the event by a UID that stays the same from one download to the next, with DTSTAMP the moment of each', () => {
    const first = parse(calendarOf([dinner], options)).event;
    const later = parse(calendarOf([dinner], { ...options, now: options.now + 86_400_000 })).event;
    expect(first.uid).toBe('k3v9Qx_7-LmN2pR4@nunta.example.ro');
    expect(later.uid).toBe(first.uid);
    const stamp = (event: ICAL.Event) => (event.component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime();
    expect(stamp(first)).toBe(options.now);
    expect(stamp(later)).toBe(options.now + 86_400_000);
  });

  it('raises SEQUENCE and LAST-MODIFIED when the event changes', () => {
    const before = parse(calendarOf([dinner], options)).event;
    const moved = { ...dinner, sequence: 2, updatedAt: dinner.updatedAt + 3_600_000, start: dinner.start + 3_600_000 };
    const after = parse(calendarOf([moved], options)).event;
    const lastModified = (event: ICAL.Event) => (event.component.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().getTime();
    expect(before.sequence).toBe(1);
    expect(after.sequence).toBe(2);
    expect(lastModified(before)).toBe(dinner.updatedAt);
    expect(lastModified(after)).toBeGreaterThan(lastModified(before));
    expect(after.uid).toBe(before.uid);
  });

  it('puts the event at the venue-time instant for a guest in another zone: 19:00 in Bucharest is 12:00 in New York', () => {
    const { event } = parse(calendarOf([dinner], options));
    expect(event.startDate.toJSDate().getTime()).toBe(dinner.start);
    expect(event.endDate.toJSDate().getTime()).toBe(dinner.end);
    expect(wallClockAt(event.startDate.toJSDate().getTime(), BUCHAREST)).toBe('2027-06-12T19:00');
    expect(event.startDate.toJSDate().getHours()).toBe(12);
  });

  it('keeps the venue times across a daylight-saving change (Bucharest leaves summer time on 31 October 2027)', () => {
    const party: CalendarEvent = { ...dinner, start: at('2027-10-30T19:00'), end: at('2027-10-31T11:00') };
    const { event } = parse(calendarOf([party], options));
    expect(event.startDate.toJSDate().getTime()).toBe(party.start);
    expect(event.endDate.toJSDate().getTime()).toBe(party.end);
    expect(wallClockAt(event.startDate.toJSDate().getTime(), BUCHAREST)).toBe('2027-10-30T19:00');
    expect(wallClockAt(event.endDate.toJSDate().getTime(), BUCHAREST)).toBe('2027-10-31T11:00');
    // 16 hours on the wall clock (19:00 to 11:00), 17 real ones: the clocks went back an hour in between.
    expect(party.end - party.start).toBe(17 * 3_600_000);
    // And in spring, the night the clocks jump forward (28 March 2027).
    const brunch: CalendarEvent = { ...dinner, start: at('2027-03-28T11:00'), end: at('2027-03-28T14:00') };
    const spring = parse(calendarOf([brunch], options)).event;
    expect(wallClockAt(spring.startDate.toJSDate().getTime(), BUCHAREST)).toBe('2027-03-28T11:00');
    expect(spring.startDate.toJSDate().getTime()).toBe(brunch.start);
  });

  it('carries text with separators, line breaks, backslashes and markup back exactly', () => {
    const tricky = 'Cina; dans, tort\nRândul doi \\ backslash <script>alert("x")</script>';
    const event = parse(calendarOf([{ ...dinner, title: tricky, description: `${tricky}\n\nNotă: ținută elegantă`, location: `Sala "Mare", etaj 1; ${tricky}` }], options)).event;
    expect(event.summary).toBe(tricky);
    expect(event.description).toBe(`${tricky}\n\nNotă: ținută elegantă`);
    expect(event.location).toBe(`Sala "Mare", etaj 1; ${tricky}`);
  });

  it('ends every line with CRLF and folds lines at 75 octets without cutting a character', () => {
    const long = 'Vă rugăm să confirmați până la 1 mai. Приглашаем вас на свадьбу — ждём вас в Бухаресте! 💍 Ștefan și Țuțu. '.repeat(12);
    const text = calendarOf([{ ...dinner, title: long.slice(0, 120), description: long, location: long.slice(0, 300) }], options);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A character cut in two (half of a surrogate pair) would not survive UTF-8 and come back as U+FFFD.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(parse(text).event.description).toBe(long);
  });

  it('writes the map link as a URI without text escapes, and leaves out a link that is not http(s)', () => {
    const withLink = parse(calendarOf([dinner], options)).event;
    const url = withLink.component.getFirstPropertyValue('url') as string;
    expect(url).not.toContain('\\');
    expect(decodeURIComponent(url)).toBe(decodeURIComponent(new URL(dinner.url!).href));
    const noLink = parse(calendarOf([{ ...dinner, url: 'javascript:alert(1)' }], options)).event;
    expect(noLink.component.getFirstProperty('url')).toBeNull();
  });

  it('writes a household feed with every event, each under its own UID', () => {
    const ceremony = { ...dinner, uid: 'ceremony-uid', title: 'Cununia civilă', start: at('2027-06-12T14:00'), end: at('2027-06-12T15:00') };
    const { events } = parse(calendarOf([ceremony, dinner], options));
    expect(events.map((event) => event.uid)).toEqual(['ceremony-uid@nunta.example.ro', 'k3v9Qx_7-LmN2pR4@nunta.example.ro']);
    expect(events.map((event) => event.summary)).toEqual(['Cununia civilă', 'Cina și petrecerea']);
    expect(parse(calendarOf([], options)).events).toEqual([]);
  });

  it('refuses a uid that could bend the UID line, and keeps a line break out of the calendar name', () => {
    expect(() => calendarOf([{ ...dinner, uid: 'a\r\nX-EVIL:1' }], options)).toThrow(/uid/);
    const { calendar } = parse(calendarOf([dinner], { ...options, name: 'Ana\r\nMETHOD:CANCEL' }));
    expect(calendar.getAllProperties('method').map((p) => p.getFirstValue())).toEqual(['PUBLISH']);
  });
});
