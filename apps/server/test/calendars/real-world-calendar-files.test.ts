import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../src/features/calendars/ical/calendar-events';
import { IcsFeedProvider } from '../../src/features/calendars/ics-feed/ics-feed-adapter';
import { createGuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import { vcalendar, vevent } from './support/ics-builder';
import { busy } from './support/busy-in-june';

describe('dates written without VALUE=DATE', () => {
  it('reads DTSTART:20240610 as an all-day date, also in EXDATE (public-holiday feeds)', () => {
    const ics = vcalendar(
      vevent({ DTSTART: '20240603', DTEND: '20240604', SUMMARY: 'Holiday' }),
      vevent({ DTSTART: '20240610', RRULE: 'FREQ=DAILY;COUNT=3', EXDATE: '20240611' }),
    );
    expect(busy(ics)).toEqual([
      '2024-06-02T23:00:00Z/2024-06-03T23:00:00Z',
      '2024-06-09T23:00:00Z/2024-06-10T23:00:00Z',
      '2024-06-11T23:00:00Z/2024-06-12T23:00:00Z',
    ]);
  });
});

describe('VTIMEZONE written with RDATEs instead of an RRULE (iCalcreator)', () => {
  const rdateZone = (tzid: string) => [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:20231029T030000',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'RDATE:20241027T030000,20251026T030000',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:20240331T020000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'RDATE:20250330T020000',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
  ];
  const at = (tzid: string, stamp: string) => vevent({ [`DTSTART;TZID=${tzid}`]: stamp, DURATION: 'PT1H' });
  const wide = { range: { start: Date.UTC(2023, 0, 1), end: Date.UTC(2026, 0, 1) } };

  it('reads every onset, DTSTART and each listed RDATE, and the offset before the first one', () => {
    const tzid = 'Custom Central Europe';
    const ics = vcalendar(
      rdateZone(tzid),
      at(tzid, '20230901T100000'),
      at(tzid, '20231205T100000'),
      at(tzid, '20240605T100000'),
      at(tzid, '20250110T100000'),
      at(tzid, '20250701T100000'),
      at(tzid, '20251201T100000'),
    );
    expect(busy(ics, wide).map((line) => line.slice(0, 20))).toEqual([
      '2023-09-01T08:00:00Z',
      '2023-12-05T09:00:00Z',
      '2024-06-05T08:00:00Z',
      '2025-01-10T09:00:00Z',
      '2025-07-01T08:00:00Z',
      '2025-12-01T09:00:00Z',
    ]);
  });

  it('prefers the IANA rules when the TZID is an IANA name and the definition lists only some changes', () => {
    const incomplete = [
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:STANDARD',
      'DTSTART:20231029T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const ics = vcalendar(incomplete, at('Europe/Berlin', '20240605T100000'));
    expect(busy(ics)).toEqual(['2024-06-05T08:00:00Z/2024-06-05T09:00:00Z']);
  });
});

describe('one malformed line does not hide the calendar', () => {
  const text = vcalendar(
    vevent({ UID: 'a@t', DTSTART: '20240603T090000Z', DURATION: 'PT1H', RRULE: 'FREQ=DAILY;BYDAY=MO, TU' }),
    [
      ...vevent({ UID: 'b@t', DTSTART: '20240605T120000Z', DURATION: 'PT1H' }).slice(0, -1),
      'X-APPLE-RADIUS=49.9',
      'END:VEVENT',
    ],
    vevent({ UID: 'c@t', DTSTART: '20240606T120000Z', DURATION: 'PT30M' }),
  );
  const lineOf = (start: string) => text.split('\r\n').findIndex((line) => line.startsWith(start)) + 1;

  it('reads every event, the rule without its stray space', () => {
    expect(busy(text, { range: { start: Date.UTC(2024, 5, 3), end: Date.UTC(2024, 5, 12) } })).toEqual([
      '2024-06-03T09:00:00Z/2024-06-03T10:00:00Z',
      '2024-06-04T09:00:00Z/2024-06-04T10:00:00Z',
      '2024-06-05T12:00:00Z/2024-06-05T13:00:00Z',
      '2024-06-06T12:00:00Z/2024-06-06T12:30:00Z',
      '2024-06-10T09:00:00Z/2024-06-10T10:00:00Z',
      '2024-06-11T09:00:00Z/2024-06-11T10:00:00Z',
    ]);
  });

  it('reports what it repaired and left out, by line and property name only', () => {
    expect(parseCalendar(text).skipped).toEqual([
      { line: lineOf('RRULE'), item: 'RRULE', outcome: 'repaired' },
      { line: lineOf('X-APPLE-RADIUS'), item: 'X-APPLE-RADIUS', outcome: 'left-out' },
    ]);
  });

  it('reports an event without a readable start and keeps the others', () => {
    const parsed = parseCalendar(
      vcalendar(vevent({ UID: 'x@t', SUMMARY: 'no start' }), vevent({ UID: 'y@t', DTSTART: '20240603' })),
    );
    expect(parsed.events.map((event) => event.uid)).toEqual(['y@t']);
    expect(parsed.skipped).toEqual([{ line: null, item: 'VEVENT', outcome: 'left-out' }]);
  });

  it('an ICS feed reads the rest, says how many lines it repaired or left out, and tells its logger by name only', async () => {
    const server = createServer((_req, res) => void res.writeHead(200).end(text));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const guardedFetch = createGuardedFetch({ allowList: { hosts: ['127.0.0.1'] } });
    const told: unknown[] = [];
    try {
      const provider = new IcsFeedProvider({
        feedUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`,
        fetch: guardedFetch,
        userZone: 'Europe/London',
        onSkipped: (skipped) => told.push(...skipped),
      });
      const result = await provider.readBusyTime([], {
        start: Date.UTC(2024, 5, 5),
        end: Date.UTC(2024, 5, 7),
      });
      expect(result.skipped).toBe(2);
      expect(result.intervals).toHaveLength(2);
      expect(told).toEqual(parseCalendar(text).skipped);
      expect(JSON.stringify(told)).not.toMatch(/49\.9|TU/);
    } finally {
      guardedFetch.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a well-formed calendar reports nothing skipped', () => {
    expect(parseCalendar(vcalendar(vevent({ DTSTART: '20240603' }))).skipped).toEqual([]);
  });
});

describe('the length of an event', () => {
  it('takes DTEND when DURATION is also written (Thunderbird writes DURATION:PT0S beside it)', () => {
    const ics = vcalendar(
      vevent({ DTSTART: '20240603T090000Z', DTEND: '20240603T100000Z', DURATION: 'PT0S' }),
    );
    expect(busy(ics)).toEqual(['2024-06-03T09:00:00Z/2024-06-03T10:00:00Z']);
  });

  it('treats a DTEND before DTSTART as absent: DURATION if given, else a day for a date', () => {
    const ics = vcalendar(
      vevent({ 'DTSTART;VALUE=DATE': '20240605', 'DTEND;VALUE=DATE': '20240604' }),
      vevent({ DTSTART: '20240606T090000Z', DTEND: '20240606T080000Z', DURATION: 'PT45M' }),
      vevent({ DTSTART: '20240607T090000Z', DTEND: '20240607T080000Z' }),
    );
    expect(busy(ics)).toEqual([
      '2024-06-04T23:00:00Z/2024-06-05T23:00:00Z',
      '2024-06-06T09:00:00Z/2024-06-06T09:45:00Z',
    ]);
  });
});
