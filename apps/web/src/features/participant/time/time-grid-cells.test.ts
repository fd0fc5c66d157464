import { describe, expect, it } from 'vitest';
import {
  buildCell,
  buildGridPage,
  cellIntervals,
  firstOpenInstant,
  pageOfInstant,
  planTimeGrid,
  weekPages,
} from './time-grid';
import {
  utc,
  HOUR,
  NY,
  weekdays,
  londonHours,
  date,
  FAR_PAST,
  constraints,
  expectExactCover,
} from './time-grid-test-meetings';

describe('cells across the March daylight-saving change in New York', () => {
  const day = date('2026-03-08');
  const c = constraints({
    windowStart: utc('2026-03-08T05:00:00Z'),
    windowEnd: utc('2026-03-09T04:00:00Z'),
    organizerZone: NY,
    allowedHours: { start: '00:00', end: '06:00' },
  });

  it('has no instant for the skipped 02:00 and 02:30 and keeps its neighbours exact', () => {
    expect(cellIntervals(NY, day, 90)).toEqual([
      { start: utc('2026-03-08T06:30:00Z'), end: utc('2026-03-08T07:00:00Z') },
    ]);
    expect(cellIntervals(NY, day, 120)).toEqual([]);
    expect(cellIntervals(NY, day, 150)).toEqual([]);
    expect(cellIntervals(NY, day, 180)).toEqual([
      { start: utc('2026-03-08T07:00:00Z'), end: utc('2026-03-08T07:30:00Z') },
    ]);
    const plan = planTimeGrid(NY, c, { allHours: false });
    expect(buildCell(plan, day, 150, FAR_PAST).lock).toBe('skipped');
  });

  it('shows midnight to 06:00 and the cells add up to the real five-hour night', () => {
    const plan = planTimeGrid(NY, c, { allHours: false });
    expect(plan.rowMinutes[0]).toBe(0);
    expect(plan.rowMinutes.at(-1)).toBe(5 * HOUR + 30);
    expectExactCover(plan, [{ start: utc('2026-03-08T05:00:00Z'), end: utc('2026-03-08T10:00:00Z') }]);
  });
});

describe('cells across the November daylight-saving change in New York', () => {
  const day = date('2026-11-01');

  it('gives the repeated 01:00 both of its occurrences', () => {
    expect(cellIntervals(NY, day, 60)).toEqual([
      { start: utc('2026-11-01T05:00:00Z'), end: utc('2026-11-01T05:30:00Z') },
      { start: utc('2026-11-01T06:00:00Z'), end: utc('2026-11-01T06:30:00Z') },
    ]);
  });

  it('covers the 25-hour day exactly once with all 24 hours shown', () => {
    const c = constraints({
      windowStart: utc('2026-11-01T04:00:00Z'),
      windowEnd: utc('2026-11-02T05:00:00Z'),
      organizerZone: NY,
    });
    const plan = planTimeGrid(NY, c, { allHours: true });
    expect(plan.days).toEqual([day]);
    expectExactCover(plan, [{ start: utc('2026-11-01T04:00:00Z'), end: utc('2026-11-02T05:00:00Z') }]);
  });
});

describe('cells in Asia/Kathmandu (+05:45)', () => {
  const c = constraints({ allowedHours: londonHours, allowedWeekdays: weekdays });
  const plan = planTimeGrid('Asia/Kathmandu', c, { allHours: true });

  it('map half hours to quarter-past instants in UTC', () => {
    expect(cellIntervals('Asia/Kathmandu', date('2026-06-10'), 14 * HOUR)).toEqual([
      { start: utc('2026-06-10T08:15:00Z'), end: utc('2026-06-10T08:45:00Z') },
    ]);
  });

  it('open a cell the allowed hours only partly cover, and lock other days', () => {
    expect(buildCell(plan, date('2026-06-10'), 14 * HOUR + 30, FAR_PAST).lock).toBeNull();
    expect(buildCell(plan, date('2026-06-10'), 14 * HOUR, FAR_PAST).lock).toBe('outside');
    expect(buildCell(plan, date('2026-06-13'), 15 * HOUR, FAR_PAST).lock).toBe('outside');
  });
});

describe('past times are locked whatever the zone', () => {
  // Monday 23 November 2026, 22:30 UTC: already Tuesday 04:00 in Kolkata, still Monday in New York.
  const now = utc('2026-11-23T22:30:00Z');
  const c = constraints({
    windowStart: utc('2026-11-23T00:00:00Z'),
    windowEnd: utc('2026-11-28T00:00:00Z'),
  });

  it("locks a Kolkata guest's Monday and Tuesday's first hours, and opens from 04:00 on", () => {
    const plan = planTimeGrid('Asia/Kolkata', c, { allHours: true });
    expect(buildCell(plan, date('2026-11-23'), 12 * HOUR, now).lock).toBe('past');
    expect(buildCell(plan, date('2026-11-23'), 21 * HOUR + 30, now).lock).toBe('past');
    expect(buildCell(plan, date('2026-11-24'), 3 * HOUR + 30, now).lock).toBe('past');
    expect(buildCell(plan, date('2026-11-24'), 4 * HOUR, now).lock).toBeNull();
    const [monday] = buildGridPage(plan, 0, now);
    expect(monday!.every((cell) => cell.lock !== null)).toBe(true);
  });

  it('locks a New York guest up to 17:30 on Monday', () => {
    const plan = planTimeGrid(NY, c, { allHours: true });
    expect(buildCell(plan, date('2026-11-23'), 17 * HOUR, now).lock).toBe('past');
    expect(buildCell(plan, date('2026-11-23'), 17 * HOUR + 30, now).lock).toBeNull();
  });

  it('locks a half hour that has begun', () => {
    const plan = planTimeGrid('UTC', c, { allHours: true });
    expect(buildCell(plan, date('2026-11-23'), 22 * HOUR + 30, now + 60_000).lock).toBe('past');
  });

  it('opens on the week of the first time that can still be marked', () => {
    const long = constraints({
      windowStart: utc('2026-11-09T00:00:00Z'),
      windowEnd: utc('2026-11-30T00:00:00Z'),
    });
    const plan = planTimeGrid('Asia/Kolkata', long, { allHours: false });
    expect(firstOpenInstant(plan, now)).toBe(now);
    expect(pageOfInstant(plan, firstOpenInstant(plan, now))).toBe(2);
    expect(pageOfInstant(plan, null)).toBe(0);
    expect(firstOpenInstant(plan, utc('2026-12-01T00:00:00Z'))).toBeNull();
  });
});

describe('paging', () => {
  it('pages a long window by calendar week, Monday to Sunday', () => {
    const c = constraints({ windowEnd: utc('2026-06-18T00:00:00Z') });
    const plan = planTimeGrid('UTC', c, { allHours: false });
    expect(plan.days).toHaveLength(10);
    expect(buildGridPage(plan, 1, FAR_PAST)).toHaveLength(3);
  });

  it('gives weekdays-only windows that start mid-week a short first week, not Monday to the next Tuesday', () => {
    // Saturday 28 November to Friday 11 December 2026, weekdays only: the default two-week request.
    const c = constraints({
      windowStart: utc('2026-11-28T00:00:00Z'),
      windowEnd: utc('2026-12-12T00:00:00Z'),
      allowedWeekdays: [1, 2, 3, 4, 5],
    });
    const plan = planTimeGrid('UTC', c, { allHours: false });
    const pages = weekPages(plan).map((days) => days.map((d) => `${d.month}-${d.day}`));
    expect(pages).toEqual([
      ['11-30', '12-1', '12-2', '12-3', '12-4'],
      ['12-7', '12-8', '12-9', '12-10', '12-11'],
    ]);
    const wednesday = planTimeGrid(
      'UTC',
      { ...c, windowStart: utc('2026-12-02T00:00:00Z') },
      { allHours: false },
    );
    expect(weekPages(wednesday).map((days) => days.length)).toEqual([3, 5]);
    expect(pageOfInstant(wednesday, utc('2026-12-08T10:00:00Z'))).toBe(1);
  });
});
