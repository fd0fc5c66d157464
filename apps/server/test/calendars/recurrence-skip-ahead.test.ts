import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { expandBusyTime } from '../../src/features/calendars/ical/expand-busy-time';
import { alignedSeriesStart } from '../../src/features/calendars/ical/recurrence-skip-ahead';
import { vcalendar, vevent, type EventLines } from './support/ics-builder';

const dayMs = 86_400_000;
const weekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const icsDate = (epoch: number) => {
  const d = new Date(epoch);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
};
const icsDateTime = (epoch: number) => {
  const d = new Date(epoch);
  return `${icsDate(epoch)}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
};

function startsOf(ics: string, range: { start: number; end: number }, skipAhead = true) {
  return expandBusyTime(ics, { range, userZone: 'Europe/Paris', skipAhead }).map(
    (interval) => interval.start,
  );
}

describe('skip-ahead against an independent oracle', () => {
  // Each case starts years before the window; the oracle decides day by day inside the window only.
  const window = { start: Date.UTC(2025, 5, 1), end: Date.UTC(2025, 8, 1) };
  const weekStart = (epoch: number, wkst: number) =>
    epoch - ((new Date(epoch).getUTCDay() - wkst + 7) % 7) * dayMs;
  const monthIndex = (epoch: number) => new Date(epoch).getUTCFullYear() * 12 + new Date(epoch).getUTCMonth();
  const isLastWeekdayOfMonth = (epoch: number, weekday: number) =>
    new Date(epoch).getUTCDay() === weekday &&
    new Date(epoch + 7 * dayMs).getUTCMonth() !== new Date(epoch).getUTCMonth();

  const cases: { rule: string; dtstart: number; matches: (day: number, dtstartDay: number) => boolean }[] = [
    {
      rule: 'FREQ=WEEKLY;INTERVAL=3;BYDAY=TU,TH',
      dtstart: Date.UTC(2013, 0, 1),
      matches: (day, first) =>
        ((weekStart(day, 1) - weekStart(first, 1)) / (7 * dayMs)) % 3 === 0 &&
        [2, 4].includes(new Date(day).getUTCDay()),
    },
    {
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=SU',
      dtstart: Date.UTC(2019, 0, 7),
      matches: (day, first) =>
        ((weekStart(day, 0) - weekStart(first, 0)) / (7 * dayMs)) % 2 === 0 &&
        [0, 1].includes(new Date(day).getUTCDay()),
    },
    {
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=MO',
      dtstart: Date.UTC(2019, 0, 7),
      matches: (day, first) =>
        ((weekStart(day, 1) - weekStart(first, 1)) / (7 * dayMs)) % 2 === 0 &&
        [0, 1].includes(new Date(day).getUTCDay()),
    },
    {
      rule: 'FREQ=DAILY;INTERVAL=5',
      dtstart: Date.UTC(2016, 1, 29),
      matches: (day, first) => ((day - first) / dayMs) % 5 === 0,
    },
    {
      rule: 'FREQ=DAILY;INTERVAL=3;BYDAY=MO,WE,FR',
      dtstart: Date.UTC(2012, 4, 2),
      matches: (day, first) =>
        ((day - first) / dayMs) % 3 === 0 && [1, 3, 5].includes(new Date(day).getUTCDay()),
    },
    {
      rule: 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=31',
      dtstart: Date.UTC(2015, 0, 31),
      matches: (day, first) =>
        (monthIndex(day) - monthIndex(first)) % 2 === 0 && new Date(day).getUTCDate() === 31,
    },
    {
      rule: 'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR',
      dtstart: Date.UTC(2014, 0, 31),
      matches: (day, first) =>
        (monthIndex(day) - monthIndex(first)) % 3 === 0 && isLastWeekdayOfMonth(day, 5),
    },
    {
      rule: 'FREQ=MONTHLY;INTERVAL=4',
      dtstart: Date.UTC(2011, 2, 30),
      matches: (day, first) =>
        (monthIndex(day) - monthIndex(first)) % 4 === 0 && new Date(day).getUTCDate() === 30,
    },
  ];

  it.each(cases)('$rule from $dtstart', ({ rule, dtstart, matches }) => {
    const ics = vcalendar(
      vevent({ DTSTART: `${icsDateTime(dtstart + 9 * 3_600_000)}Z`, DURATION: 'PT1H', RRULE: rule }),
    );
    const expected: number[] = [];
    for (let day = window.start; day < window.end; day += dayMs) {
      if (matches(day, dtstart)) expected.push(day + 9 * 3_600_000);
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(startsOf(ics, window)).toEqual(expected);
  });
});

describe('skip-ahead equals a full walk from DTSTART', () => {
  const zoneArb = fc.constantFrom(
    'Europe/Berlin',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'floating',
    'utc',
    'date',
  );
  const dayArb = fc.constantFrom(...weekdays);
  const ruleArb = fc
    .record({
      freq: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
      interval: fc.integer({ min: 1, max: 6 }),
      byday: fc.option(fc.uniqueArray(dayArb, { minLength: 1, maxLength: 3 }), { nil: undefined }),
      ordinal: fc.option(fc.tuple(fc.constantFrom(1, 2, 3, -1, -2), dayArb), { nil: undefined }),
      bymonthday: fc.option(
        fc.uniqueArray(fc.constantFrom(1, 5, 15, 28, 29, 30, 31, -1), { minLength: 1, maxLength: 2 }),
        {
          nil: undefined,
        },
      ),
      bymonth: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }), {
        nil: undefined,
      }),
      bysetpos: fc.option(fc.constantFrom(1, -1), { nil: undefined }),
      wkst: fc.constantFrom('MO', 'SU', 'WE'),
      until: fc.option(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 0, 1) }), {
        nil: undefined,
      }),
    })
    .map((r) => {
      const parts = [`FREQ=${r.freq}`, `INTERVAL=${r.interval}`, `WKST=${r.wkst}`];
      const monthly = r.freq === 'MONTHLY' || r.freq === 'YEARLY';
      if (monthly && r.ordinal) parts.push(`BYDAY=${r.ordinal[0]}${r.ordinal[1]}`);
      else if (r.byday) parts.push(`BYDAY=${r.byday.join(',')}`);
      if (r.bymonthday && !(monthly && r.ordinal)) parts.push(`BYMONTHDAY=${r.bymonthday.join(',')}`);
      if (r.bymonth) parts.push(`BYMONTH=${r.bymonth.join(',')}`);
      if (r.bysetpos && (r.byday || r.ordinal) && r.freq !== 'DAILY') parts.push(`BYSETPOS=${r.bysetpos}`);
      if (r.until) parts.push(`UNTIL=${icsDateTime(r.until)}Z`);
      return parts.join(';');
    });

  it('for random rules, zones, starts and windows', () => {
    fc.assert(
      fc.property(
        ruleArb,
        zoneArb,
        fc.integer({ min: Date.UTC(2008, 0, 1), max: Date.UTC(2021, 11, 31) }),
        fc.integer({ min: 0, max: 700 }),
        fc.constantFrom('PT30M', 'PT2H', 'P1D', 'P3D'),
        (rule, zone, startEpoch, windowOffsetDays, duration) => {
          const minuteAligned = Math.floor(startEpoch / 1_800_000) * 1_800_000;
          const start: EventLines =
            zone === 'date'
              ? { 'DTSTART;VALUE=DATE': icsDate(minuteAligned) }
              : zone === 'utc'
                ? { DTSTART: `${icsDateTime(minuteAligned)}Z` }
                : zone === 'floating'
                  ? { DTSTART: icsDateTime(minuteAligned) }
                  : { [`DTSTART;TZID=${zone}`]: icsDateTime(minuteAligned) };
          const ics = vcalendar(
            vevent({ ...start, DURATION: zone === 'date' ? 'P1D' : duration, RRULE: rule }),
          );
          const windowStart = Date.UTC(2024, 0, 1) + windowOffsetDays * dayMs;
          const range = { start: windowStart, end: windowStart + 30 * dayMs };
          expect(startsOf(ics, range, true)).toEqual(startsOf(ics, range, false));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('alignedSeriesStart', () => {
  const rule = (text: string) => ICAL.Recur.fromString(text);
  it('moves by whole periods and never past the latest start', () => {
    const dtstart = Date.UTC(2015, 0, 5, 9);
    const latest = Date.UTC(2025, 0, 1);
    const aligned = alignedSeriesStart(rule('FREQ=WEEKLY;INTERVAL=3'), dtstart, latest) as number;
    expect(aligned).toBeLessThanOrEqual(latest);
    expect((aligned - dtstart) % (21 * dayMs)).toBe(0);
    expect(latest - aligned).toBeGreaterThanOrEqual(21 * dayMs);
    expect(latest - aligned).toBeLessThan(42 * dayMs);
  });

  it('keeps 29 February on leap years and the 31st on long months', () => {
    const leap = alignedSeriesStart(
      rule('FREQ=YEARLY'),
      Date.UTC(2000, 1, 29),
      Date.UTC(2029, 0, 1),
    ) as number;
    expect(new Date(leap).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    const long = alignedSeriesStart(
      rule('FREQ=MONTHLY'),
      Date.UTC(2010, 0, 31),
      Date.UTC(2025, 3, 15),
    ) as number;
    expect(new Date(long).toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });

  it('declines COUNT rules and rules it cannot shift safely', () => {
    expect(alignedSeriesStart(rule('FREQ=DAILY;COUNT=5000'), 0, Date.UTC(2025, 0, 1))).toBeNull();
    expect(alignedSeriesStart(rule('FREQ=DAILY;BYMONTH=3'), 0, Date.UTC(2025, 0, 1))).toBeNull();
    expect(alignedSeriesStart(rule('FREQ=HOURLY'), 0, Date.UTC(2025, 0, 1))).toBeNull();
  });
});
