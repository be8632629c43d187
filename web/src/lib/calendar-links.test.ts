import { describe, expect, it } from 'vitest';
import { googleCalendarLink, outlookCalendarLink, type CalendarEvent } from './calendar-links';

// 19:00–00:30 in Bucharest (summer time, UTC+3).
const dinner = (title: string): CalendarEvent => ({
  title,
  start: Date.UTC(2027, 5, 12, 16),
  end: Date.UTC(2027, 5, 12, 21, 30),
  place: 'Conacul Bellu',
  address: 'Calea Victoriei 1, București',
});

describe('calendar links made from the event (issue 28)', () => {
  it('Google: the title in the guest’s language, the start and end in UTC, the place and address, the details', () => {
    const url = new URL(googleCalendarLink(dinner('Cina'), 'https://nunta.example/schedule'));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Cina',
      // 19:00–00:30 in Bucharest is 16:00–21:30 UTC.
      dates: '20270612T160000Z/20270612T213000Z',
      details: 'https://nunta.example/schedule',
      location: 'Conacul Bellu, Calea Victoriei 1, București',
    });
  });

  it('Outlook: the compose deep link with the subject, the start and end in UTC and the location', () => {
    const url = new URL(outlookCalendarLink(dinner('Ужин'), 'https://nunta.example/schedule'));
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('subject')).toBe('Ужин');
    expect(url.searchParams.get('startdt')).toBe('2027-06-12T16:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2027-06-12T21:30:00Z');
    expect(url.searchParams.get('location')).toBe('Conacul Bellu, Calea Victoriei 1, București');
    expect(url.searchParams.get('body')).toBe('https://nunta.example/schedule');
  });

  it('leaves out an empty place, writes characters that need escaping safely, and gives an event without an end an hour', () => {
    const url = new URL(googleCalendarLink({ ...dinner('Brunch & more'), place: ' ', address: 'Str. A #2', end: 0 }, ''));
    expect(url.searchParams.get('text')).toBe('Brunch & more');
    expect(url.searchParams.get('location')).toBe('Str. A #2');
    expect(url.searchParams.get('dates')).toBe('20270612T160000Z/20270612T170000Z');
    expect(url.search).not.toContain('& more');
  });
});
