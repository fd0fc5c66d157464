import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../src/features/calendars/ical/calendar-events';
import { isProviderError } from '../../src/features/calendars/provider-error';
import { berlinVtimezone, vcalendar, vevent } from './support/ics-builder';
import { dayMs, june2024, busy, thrown } from './support/busy-in-june';

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

  it('keeps a yearly series from 29 February to leap years, and counts only those', () => {
    // Apple and Google both export a leap-day birthday this way; ical.js alone gives 1 March otherwise.
    const years = { start: Date.UTC(2024, 0, 1), end: Date.UTC(2037, 0, 1) };
    const days = (rule: string) =>
      busy(vcalendar(vevent({ DTSTART: '20240229T090000Z', DURATION: 'PT1H', RRULE: rule })), {
        range: years,
      }).map((line) => line.slice(0, 10));
    expect(days('FREQ=YEARLY')).toEqual(['2024-02-29', '2028-02-29', '2032-02-29', '2036-02-29']);
    expect(days('FREQ=YEARLY;COUNT=2')).toEqual(['2024-02-29', '2028-02-29']);
    expect(days('FREQ=YEARLY;INTERVAL=2;UNTIL=20330101T000000Z')).toEqual([
      '2024-02-29',
      '2028-02-29',
      '2032-02-29',
    ]);
  });

  it('leaves out the dates a yearly rule names that do not exist, rather than moving them to the next month', () => {
    const years = { start: Date.UTC(2024, 0, 1), end: Date.UTC(2029, 0, 1) };
    const days = (dtstart: string, rule: string) =>
      busy(vcalendar(vevent({ DTSTART: dtstart, DURATION: 'PT1H', RRULE: rule })), { range: years }).map(
        (line) => line.slice(0, 10),
      );
    // DTSTART always counts; 30 February never comes.
    expect(days('20240130T090000Z', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30')).toEqual(['2024-01-30']);
    expect(days('20240228T090000Z', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;COUNT=4')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
    ]);
    // A DTSTART the rule does not name is the first of COUNT.
    expect(days('20240115T090000Z', 'FREQ=YEARLY;BYMONTH=4,5;BYMONTHDAY=31;COUNT=3')).toEqual([
      '2024-01-15',
      '2024-05-31',
      '2025-05-31',
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
