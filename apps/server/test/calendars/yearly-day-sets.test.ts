import { describe, expect, it } from 'vitest';
import { vcalendar, vevent } from './support/ics-builder';
import { busy } from './support/busy-in-june';

// Worked by hand from RFC 5545 3.3.10: weeks start on WKST (Monday unless given), week 1 is the one
// holding 4 January, and a negative week number counts from the last week of the year.
const years = (from: number, to: number) => ({
  range: { start: Date.UTC(from, 0, 1), end: Date.UTC(to, 0, 1) },
});
const days = (dtstart: string, rule: string, from: number, to: number, extra: Record<string, string> = {}) =>
  busy(vcalendar(vevent({ DTSTART: dtstart, DURATION: 'PT1H', RRULE: rule, ...extra })), years(from, to)).map(
    (line) => line.slice(0, 10),
  );

describe('yearly rules that name week numbers', () => {
  it('gives the Monday of week 20 each year, as RFC 5545’s own example does', () => {
    const ics = vcalendar(
      vevent({
        'DTSTART;TZID=America/New_York': '19970512T090000',
        DURATION: 'PT1H',
        RRULE: 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO',
      }),
    );
    expect(busy(ics, years(1997, 2000))).toEqual([
      '1997-05-12T13:00:00Z/1997-05-12T14:00:00Z',
      '1998-05-11T13:00:00Z/1998-05-11T14:00:00Z',
      '1999-05-17T13:00:00Z/1999-05-17T14:00:00Z',
    ]);
  });

  it('finds week 1 in the last days of December, and week 53 only in years that have one', () => {
    // 2026 has 53 weeks (1 January is a Thursday); week 1 of 2027 starts on Monday 4 January.
    expect(days('20261228T090000Z', 'FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO', 2026, 2029)).toEqual([
      '2026-12-28',
      '2027-01-04',
      '2028-01-03',
    ]);
    expect(days('20261228T090000Z', 'FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO', 2026, 2033)).toEqual([
      '2026-12-28',
      '2032-12-27',
    ]);
    // Week 1 of 2025 starts on Monday 30 December 2024.
    expect(days('20240101T090000Z', 'FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO,TU', 2024, 2026)).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-12-30',
      '2024-12-31',
      '2025-12-29',
      '2025-12-30',
    ]);
  });

  it('counts a negative week from the end of the week-numbering year', () => {
    // The last week of 2026 is week 53, 28 December to 3 January 2027.
    expect(days('20240105T090000Z', 'FREQ=YEARLY;BYWEEKNO=-1;BYDAY=FR', 2024, 2029)).toEqual([
      '2024-01-05',
      '2024-12-27',
      '2025-12-26',
      '2027-01-01',
      '2027-12-31',
      '2028-12-29',
    ]);
  });

  it('takes every day of the week when the rule names no day, as dateutil and rrule.js read it; honours WKST, COUNT, INTERVAL and BYSETPOS', () => {
    // Week 20 of 2026 is 11–17 May; of 2027, 17–23 May.
    expect(days('20260513T090000Z', 'FREQ=YEARLY;BYWEEKNO=20', 2026, 2028)).toEqual([
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
      '2026-05-17',
      ...[17, 18, 19, 20, 21, 22, 23].map((day) => `2027-05-${day}`),
    ]);
    // With weeks from Sunday, week 1 of 2027 is 3–9 January (it holds 4 January), and that of 2029 starts
    // on Sunday 31 December 2028.
    expect(days('20270103T090000Z', 'FREQ=YEARLY;BYWEEKNO=1;BYDAY=SU;WKST=SU', 2027, 2029)).toEqual([
      '2027-01-03',
      '2028-01-02',
      '2028-12-31',
    ]);
    // DTSTART is no Monday, yet it is the first of COUNT=3.
    expect(days('20260506T090000Z', 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;COUNT=3', 2026, 2035)).toEqual([
      '2026-05-06',
      '2026-05-11',
      '2027-05-17',
    ]);
    expect(days('20260511T090000Z', 'FREQ=YEARLY;INTERVAL=2;BYWEEKNO=20;BYDAY=MO', 2026, 2031)).toEqual([
      '2026-05-11',
      '2028-05-15',
      '2030-05-13',
    ]);
    expect(
      days('20260101T090000Z', 'FREQ=YEARLY;BYWEEKNO=10,20;BYDAY=MO,FR;BYSETPOS=-1', 2026, 2028),
    ).toEqual(['2026-01-01', '2026-05-15', '2027-05-21']);
  });

  it('stops at UNTIL and reads only the range asked for, however old the series', () => {
    expect(days('19900514T090000Z', 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO', 2026, 2028)).toEqual([
      '2026-05-11',
      '2027-05-17',
    ]);
    expect(
      days('20260511T090000Z', 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;UNTIL=20280101T000000Z', 2026, 2031),
    ).toEqual(['2026-05-11', '2027-05-17']);
  });
});

describe('yearly rules that count weekdays in the year or pick by position', () => {
  it('counts an ordinal weekday within the year, or within the month where BYMONTH is given', () => {
    expect(days('19970519T090000Z', 'FREQ=YEARLY;BYDAY=20MO,-1FR', 1997, 1999)).toEqual([
      '1997-05-19',
      '1997-12-26',
      '1998-05-18',
      '1998-12-25',
    ]);
    expect(days('19970101T090000Z', 'FREQ=YEARLY;BYDAY=-2FR', 1997, 1999)).toEqual([
      '1997-01-01',
      '1997-12-19',
      '1998-12-18',
    ]);
    expect(days('19970526T090000Z', 'FREQ=YEARLY;BYMONTH=5,6;BYDAY=-1MO;BYSETPOS=-1', 1997, 1999)).toEqual([
      '1997-05-26',
      '1997-06-30',
      '1998-06-29',
    ]);
  });

  it('picks by BYSETPOS within each year', () => {
    // The first Monday of each year, and the last weekday of each year.
    expect(days('19970106T090000Z', 'FREQ=YEARLY;BYDAY=MO;BYSETPOS=1', 1997, 2000)).toEqual([
      '1997-01-06',
      '1998-01-05',
      '1999-01-04',
    ]);
    expect(
      days('19971231T090000Z', 'FREQ=YEARLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3', 1997, 2005),
    ).toEqual(['1997-12-31', '1998-12-31', '1999-12-31']);
    // The first of every month but only the year's last one, from DTSTART's month day.
    expect(days('19970101T090000Z', 'FREQ=YEARLY;BYMONTHDAY=1;BYSETPOS=-1', 1997, 1999)).toEqual([
      '1997-01-01',
      '1997-12-01',
      '1998-12-01',
    ]);
  });
});

describe('BYSETPOS in the first week of a WEEKLY rule', () => {
  it('counts that week from DTSTART’s day, as dateutil and rrule.js do', () => {
    // Tuesday 24 October 2023: Monday the 23rd is before DTSTART, so the first pick is Thursday the 26th.
    expect(days('20231024T090000Z', 'FREQ=WEEKLY;BYDAY=MO,TH,SA;BYSETPOS=1', 2023, 2024).slice(0, 4)).toEqual(
      ['2023-10-24', '2023-10-26', '2023-10-30', '2023-11-06'],
    );
  });
});
