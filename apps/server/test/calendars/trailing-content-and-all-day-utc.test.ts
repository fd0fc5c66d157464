import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../src/features/calendars/ical/calendar-events';
import { expandBusyTime } from '../../src/features/calendars/ical/expand-busy-time';
import { iso } from './support/ics-builder';

/** Calendar files shaped like real ones that other readers agree on and Overlap once misread. */

const june2024 = { start: Date.UTC(2024, 5, 1), end: Date.UTC(2024, 6, 1) };
const zones = ['Europe/London', 'Europe/Berlin', 'Asia/Kolkata', 'America/New_York'];

/** The busy days of an all-day calendar, each as the date it starts on in `userZone`. */
function busyDays(ics: string, userZone: string): string[] {
  const dateIn = new Intl.DateTimeFormat('en-CA', { timeZone: userZone, dateStyle: 'short' });
  return expandBusyTime(ics, { range: june2024, userZone }).map((interval) => dateIn.format(interval.start));
}

const crlf = (lines: string[]) => lines.join('\r\n') + '\r\n';

describe('content after END:VCALENDAR', () => {
  // Podio's calendar export ends with one property line outside the calendar.
  const podioFeed = crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Podio//Podio Calendar//EN',
    'CALSCALE:GREGORIAN',
    'X-WR-CALNAME:Podio',
    'BEGIN:VEVENT',
    'UID:podio-task-1981233@podio.com',
    'DTSTAMP:20240601T080000Z',
    'DTSTART:20240612T130000Z',
    'DTEND:20240612T140000Z',
    'SUMMARY:Review sprint board',
    'END:VEVENT',
    'END:VCALENDAR',
    'X-PUBLISHED-TTL:PT1H',
  ]);

  it('is left out and the calendar is read', () => {
    const busy = expandBusyTime(podioFeed, { range: june2024, userZone: 'Europe/London' });
    expect(busy.map((interval) => `${iso(interval.start)}/${iso(interval.end)}`)).toEqual([
      '2024-06-12T13:00:00Z/2024-06-12T14:00:00Z',
    ]);
  });

  it('is reported as left out, by line and name', () => {
    expect(parseCalendar(podioFeed).skipped).toEqual([
      { line: 14, item: 'X-PUBLISHED-TTL', outcome: 'left-out' },
    ]);
  });

  it('also before BEGIN:VCALENDAR, and between two calendars in one text', () => {
    const event = (uid: string, day: string) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20240601T080000Z',
      `DTSTART:202406${day}T130000Z`,
      `DTEND:202406${day}T140000Z`,
      'END:VEVENT',
    ];
    const text = crlf([
      'X-LEADING:1',
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//A//EN',
      ...event('a@t', '10'),
      'END:VCALENDAR',
      'X-BETWEEN:1',
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//B//EN',
      ...event('b@t', '11'),
      'END:VCALENDAR',
    ]);
    expect(parseCalendar(text).events.map((event) => event.uid)).toEqual(['a@t', 'b@t']);
  });
});

describe('an all-day series whose UNTIL is a UTC date-time', () => {
  // RFC 5545 wants a DATE here; some exporters write the last day's end in UTC instead.
  const offsite = crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example Corp//Team Calendar 4.2//EN',
    'BEGIN:VEVENT',
    'UID:offsite-2024@example.com',
    'DTSTAMP:20240501T090000Z',
    'DTSTART;VALUE=DATE:20240610',
    'DTEND;VALUE=DATE:20240611',
    'RRULE:FREQ=DAILY;UNTIL=20240612T220000Z',
    'SUMMARY:Team offsite',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);

  it.each(zones)('ends on the date UNTIL names, 10–12 June, read in %s', (zone) => {
    expect(busyDays(offsite, zone)).toEqual(['2024-06-10', '2024-06-11', '2024-06-12']);
  });
});

describe('a moved day of an all-day series whose RECURRENCE-ID is a UTC date-time', () => {
  const rota = crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example Corp//Team Calendar 4.2//EN',
    'BEGIN:VEVENT',
    'UID:oncall-rota@example.com',
    'DTSTAMP:20240501T090000Z',
    'DTSTART;VALUE=DATE:20240610',
    'DTEND;VALUE=DATE:20240611',
    'RRULE:FREQ=WEEKLY;COUNT=3',
    'EXDATE:20240624T000000Z',
    'SUMMARY:On call',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:oncall-rota@example.com',
    'DTSTAMP:20240601T090000Z',
    'RECURRENCE-ID:20240617T000000Z',
    'DTSTART;VALUE=DATE:20240619',
    'DTEND;VALUE=DATE:20240620',
    'SUMMARY:On call (swapped)',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);

  it.each(zones)('frees the original day and keeps the new one, read in %s', (zone) => {
    expect(busyDays(rota, zone)).toEqual(['2024-06-10', '2024-06-19']);
  });
});

describe('a byte order mark before BEGIN:VCALENDAR', () => {
  // Files saved by Windows tools start with U+FEFF; read as text without a decoder that drops it.
  const withMark =
    '\uFEFF' +
    crlf([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN',
      'BEGIN:VEVENT',
      'UID:bom-1@example.com',
      'DTSTAMP:20240601T080000Z',
      'DTSTART:20240612T130000Z',
      'DTEND:20240612T140000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);

  it('is ignored: the event is busy, not a calendar read as empty', () => {
    const busy = expandBusyTime(withMark, { range: june2024, userZone: 'Europe/London' });
    expect(busy.map((interval) => `${iso(interval.start)}/${iso(interval.end)}`)).toEqual([
      '2024-06-12T13:00:00Z/2024-06-12T14:00:00Z',
    ]);
  });
});
