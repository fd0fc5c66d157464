import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../src/features/calendars/ical/calendar-events';
import { expandBusyTime, type ExpandOptions } from '../../src/features/calendars/ical/expand-busy-time';
import { IcsFeedProvider } from '../../src/features/calendars/ics-feed/ics-feed-adapter';
import { isProviderError } from '../../src/features/calendars/provider-error';
import { createGuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import { berlinVtimezone, iso, vcalendar, vevent } from './support/ics-builder';

/** Calendar files as programs in the wild write them, each class a hand-made fixture. */

const dayMs = 86_400_000;
const june2024 = { start: Date.UTC(2024, 5, 1), end: Date.UTC(2024, 6, 1) };

function busy(ics: string, options: Partial<ExpandOptions> = {}) {
  return expandBusyTime(ics, { range: june2024, userZone: 'Europe/London', ...options }).map(
    (interval) => `${iso(interval.start)}/${iso(interval.end)}`,
  );
}

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return null;
}

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

describe('recurrence rules as written in the wild', () => {
  it('counts a DTSTART the rule does not match as an occurrence (Google exports these)', () => {
    // 5 June 2024 is a Wednesday; the rule names Mondays.
    const ics = vcalendar(
      vevent({
        DTSTART: '20240605T090000Z',
        DURATION: 'PT1H',
        RRULE: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20240618T000000Z',
      }),
    );
    expect(busy(ics).map((line) => line.slice(0, 10))).toEqual(['2024-06-05', '2024-06-10', '2024-06-17']);
  });

  it('counts that DTSTART as the first of COUNT', () => {
    const ics = vcalendar(
      vevent({ DTSTART: '20240605T090000Z', DURATION: 'PT1H', RRULE: 'FREQ=MONTHLY;BYMONTHDAY=20;COUNT=2' }),
    );
    expect(busy(ics, { range: { start: Date.UTC(2024, 5, 1), end: Date.UTC(2024, 11, 1) } })).toEqual([
      '2024-06-05T09:00:00Z/2024-06-05T10:00:00Z',
      '2024-06-20T09:00:00Z/2024-06-20T10:00:00Z',
    ]);
  });

  it('honours every RRULE of an event (their union)', () => {
    const ics = vcalendar(
      vevent({
        DTSTART: '20240603T090000Z',
        DURATION: 'PT1H',
        RRULE: ['FREQ=WEEKLY;BYDAY=MO;UNTIL=20240611T000000Z', 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20240614T000000Z'],
      }),
    );
    expect(busy(ics).map((line) => line.slice(0, 10))).toEqual([
      '2024-06-03',
      '2024-06-06',
      '2024-06-10',
      '2024-06-13',
    ]);
  });
});

describe('every other month on a weekday that falls on a given date', () => {
  // The months are November, January, March… from DTSTART (1 November 2024, a month without a 31st); of
  // their 31sts only 31 January 2025 and 31 July 2026 are Fridays until the end of 2026. ical.js 2.2 walks
  // this rule a month off (October 2025, December 2027), so it is computed by arithmetic instead.
  const ics = (rule: string) =>
    vcalendar(vevent({ 'DTSTART;TZID=Europe/Berlin': '20241101T090000', DURATION: 'PT1H', RRULE: rule }));
  const range = { start: Date.UTC(2024, 9, 1), end: Date.UTC(2027, 0, 1) };
  const days = (rule: string, skipAhead: boolean) =>
    busy(ics(rule), { range, skipAhead }).map((line) => line.slice(0, 16));

  it('keeps the phase of DTSTART, walked from there or skipping ahead', () => {
    const rule = 'FREQ=MONTHLY;INTERVAL=2;BYDAY=FR;BYMONTHDAY=31';
    const expected = ['2024-11-01T08:00', '2025-01-31T08:00', '2026-07-31T07:00'];
    expect(days(rule, false)).toEqual(expected);
    expect(days(rule, true)).toEqual(expected);
  });

  it('ends at UNTIL', () => {
    expect(days('FREQ=MONTHLY;INTERVAL=2;BYDAY=FR;BYMONTHDAY=31;UNTIL=20260101T000000Z', false)).toEqual([
      '2024-11-01T08:00',
      '2025-01-31T08:00',
    ]);
  });
});

describe('two copies of one event', () => {
  it('keeps the higher SEQUENCE, wherever it stands in the file', () => {
    const ics = vcalendar(
      vevent({ UID: 'same@t', SEQUENCE: '2', DTSTART: '20240603T140000Z', DURATION: 'PT1H' }),
      vevent({ UID: 'same@t', SEQUENCE: '1', DTSTART: '20240603T100000Z', DURATION: 'PT1H' }),
      vevent({ UID: 'other@t', SEQUENCE: '1', DTSTART: '20240604T100000Z', DURATION: 'PT1H' }),
    );
    expect(busy(ics)).toEqual([
      '2024-06-03T14:00:00Z/2024-06-03T15:00:00Z',
      '2024-06-04T10:00:00Z/2024-06-04T11:00:00Z',
    ]);
  });

  it('then the later LAST-MODIFIED', () => {
    const ics = vcalendar(
      vevent({
        UID: 'same@t',
        'LAST-MODIFIED': '20240520T000000Z',
        DTSTART: '20240603T140000Z',
        DURATION: 'PT1H',
      }),
      vevent({
        UID: 'same@t',
        'LAST-MODIFIED': '20240501T000000Z',
        DTSTART: '20240603T100000Z',
        DURATION: 'PT1H',
      }),
    );
    expect(busy(ics)).toEqual(['2024-06-03T14:00:00Z/2024-06-03T15:00:00Z']);
  });

  it('keeps moved instances of a series apart from its master', () => {
    const ics = vcalendar(
      vevent({ UID: 's@t', DTSTART: '20240603T090000Z', DURATION: 'PT1H', RRULE: 'FREQ=DAILY;COUNT=2' }),
      vevent({
        UID: 's@t',
        'RECURRENCE-ID': '20240604T090000Z',
        DTSTART: '20240604T150000Z',
        DURATION: 'PT1H',
      }),
    );
    expect(busy(ics)).toEqual([
      '2024-06-03T09:00:00Z/2024-06-03T10:00:00Z',
      '2024-06-04T15:00:00Z/2024-06-04T16:00:00Z',
    ]);
  });
});

describe('floating times', () => {
  it("are read in the calendar's X-WR-TIMEZONE; dates stay in the user's zone", () => {
    const ics = vcalendar(
      ['X-WR-TIMEZONE:America/New_York'],
      vevent({ DTSTART: '20240603T090000', DTEND: '20240603T100000' }),
      vevent({ 'DTSTART;VALUE=DATE': '20240605' }),
    );
    expect(busy(ics)).toEqual([
      '2024-06-03T13:00:00Z/2024-06-03T14:00:00Z',
      '2024-06-04T23:00:00Z/2024-06-05T23:00:00Z',
    ]);
  });

  it("are read in the user's zone without X-WR-TIMEZONE", () => {
    const ics = vcalendar(vevent({ DTSTART: '20240603T090000', DTEND: '20240603T100000' }));
    expect(busy(ics)).toEqual(['2024-06-03T08:00:00Z/2024-06-03T09:00:00Z']);
  });
});

describe('repeated and skipped hours', () => {
  const autumn = { range: { start: Date.UTC(2024, 9, 20), end: Date.UTC(2024, 10, 5) } };
  const spring = { range: { start: Date.UTC(2024, 2, 25), end: Date.UTC(2024, 3, 5) } };
  const ownBerlin = berlinVtimezone.map((line) => line.replace('Europe/Berlin', 'Office Berlin'));

  it.each([
    ['an IANA TZID', [], 'Europe/Berlin'],
    ["the file's own VTIMEZONE", [ownBerlin], 'Office Berlin'],
  ])(
    'read a time in the fall-back overlap as the first of its two instants, per instance (%s)',
    (_, zone, tzid) => {
      // 27 October 2024: Berlin's 02:00-03:00 happens twice, first in CEST (UTC+2), then in CET (UTC+1).
      const ics = vcalendar(
        ...(zone as string[][]),
        vevent({
          [`DTSTART;TZID=${tzid}`]: '20241026T023000',
          DURATION: 'PT30M',
          RRULE: 'FREQ=DAILY;COUNT=3',
        }),
        vevent({ [`DTSTART;TZID=${tzid}`]: '20241027T023000', [`DTEND;TZID=${tzid}`]: '20241027T033000' }),
      );
      expect(busy(ics, autumn)).toEqual([
        '2024-10-26T00:30:00Z/2024-10-26T01:00:00Z',
        '2024-10-27T00:30:00Z/2024-10-27T01:00:00Z',
        '2024-10-27T00:30:00Z/2024-10-27T02:30:00Z',
        '2024-10-28T01:30:00Z/2024-10-28T02:00:00Z',
      ]);
    },
  );

  it('move a time in the spring-forward gap forward by the gap, per instance', () => {
    // 31 March 2024: Berlin has no 02:00-03:00, so 02:30 that day is 03:30 CEST (01:30Z).
    const ics = vcalendar(
      vevent({
        'DTSTART;TZID=Europe/Berlin': '20240330T023000',
        DURATION: 'PT30M',
        RRULE: 'FREQ=DAILY;COUNT=3',
      }),
    );
    expect(busy(ics, spring)).toEqual([
      '2024-03-30T01:30:00Z/2024-03-30T02:00:00Z',
      '2024-03-31T01:30:00Z/2024-03-31T02:00:00Z',
      '2024-04-01T00:30:00Z/2024-04-01T01:00:00Z',
    ]);
  });

  it('read floating times in the overlap the same way, in X-WR-TIMEZONE or the user zone', () => {
    const inBerlin = vcalendar(
      ['X-WR-TIMEZONE:Europe/Berlin'],
      vevent({ DTSTART: '20241027T023000', DTEND: '20241027T030000' }),
    );
    expect(busy(inBerlin, autumn)).toEqual(['2024-10-27T00:30:00Z/2024-10-27T02:00:00Z']);
    // London repeats 01:00-02:00 that day; the user zone is Europe/London.
    const floating = vcalendar(vevent({ DTSTART: '20241027T013000', DTEND: '20241027T020000' }));
    expect(busy(floating, autumn)).toEqual(['2024-10-27T00:30:00Z/2024-10-27T02:00:00Z']);
  });
});

describe('calendars too large to read', () => {
  it('refuses more events than the limit with too-large', () => {
    const events = Array.from({ length: 20_001 }, (_, index) =>
      vevent({ UID: `e${index}@t`, DTSTART: '20240603T090000Z', DURATION: 'PT1H' }),
    );
    const error = thrown(() => parseCalendar(vcalendar(...events)));
    expect(isProviderError(error, 'too-large')).toBe(true);
  });

  it('reads a calendar at the limit', () => {
    const events = Array.from({ length: 3 }, (_, index) =>
      vevent({ UID: `e${index}@t`, DTSTART: '20240603T090000Z', DURATION: 'PT1H' }),
    );
    expect(parseCalendar(vcalendar(...events), { maxEvents: 3 }).events).toHaveLength(3);
  });

  it('refuses more busy intervals in the window than the limit (a minutely series)', () => {
    const ics = vcalendar(vevent({ DTSTART: '20240601T000000Z', DURATION: 'PT1M', RRULE: 'FREQ=MINUTELY' }));
    const error = thrown(() =>
      busy(ics, { range: { start: june2024.start, end: june2024.start + 40 * dayMs } }),
    );
    expect(isProviderError(error, 'too-large')).toBe(true);
  });

  it('counts all series together against the limit', () => {
    const daily = (uid: string) =>
      vevent({ UID: uid, DTSTART: '20240601T090000Z', DURATION: 'PT1H', RRULE: 'FREQ=DAILY' });
    const ics = vcalendar(daily('a@t'), daily('b@t'));
    expect(busy(ics, { maxInstances: 60 })).toHaveLength(60);
    expect(
      isProviderError(
        thrown(() => busy(ics, { maxInstances: 59 })),
        'too-large',
      ),
    ).toBe(true);
  });
});
