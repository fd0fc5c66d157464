import { describe, expect, it } from 'vitest';
import { normalizeIntervals } from './intervals';
import {
  buildCell,
  buildGridPage,
  cellIntervals,
  firstOpenInstant,
  pageCount,
  pageOfInstant,
  planTimeGrid,
  weekPages,
  type GridPlan,
  type MeetingConstraints,
} from './time-grid';
import type { LocalDate } from './zoned-time';

const utc = (iso: string) => Date.parse(iso);
const HOUR = 60;
const NY = 'America/New_York';
const LONDON = 'Europe/London';
const SYDNEY = 'Australia/Sydney';
const everyDay = [1, 2, 3, 4, 5, 6, 7];
const weekdays = [1, 2, 3, 4, 5];
const londonHours = { start: '09:00', end: '17:00' };
const date = (iso: string): LocalDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const FAR_PAST = 0;

function constraints(overrides: Partial<MeetingConstraints>): MeetingConstraints {
  return {
    windowStart: utc('2026-06-08T00:00:00Z'),
    windowEnd: utc('2026-06-15T00:00:00Z'),
    organizerZone: 'UTC',
    allowedWeekdays: everyDay,
    allowedHours: null,
    ...overrides,
  };
}

/** Every cell of every column, in order. */
function everyCell(plan: GridPlan, now = FAR_PAST) {
  const cells = [];
  for (let page = 0; page < pageCount(plan); page++) cells.push(...buildGridPage(plan, page, now).flat());
  return cells;
}

/** No instant belongs to two cells, and together the cells cover exactly `expected`. */
function expectExactCover(plan: GridPlan, expected: { start: number; end: number }[]) {
  const pieces = everyCell(plan).flatMap((cell) => cell.intervals);
  const total = pieces.reduce((sum, i) => sum + i.end - i.start, 0);
  const merged = normalizeIntervals(pieces);
  expect(merged).toEqual(expected);
  expect(total).toBe(merged.reduce((sum, i) => sum + i.end - i.start, 0));
}

describe('rows from the meeting: whole days', () => {
  it('opens at 07:00–22:00 local, and all 24 hours on request', () => {
    const c = constraints({});
    const plan = planTimeGrid('Asia/Tokyo', c, { allHours: false });
    expect(plan.rowMinutes[0]).toBe(7 * HOUR);
    expect(plan.rowMinutes.at(-1)).toBe(21 * HOUR + 30);
    expect(plan.hidesHours).toBe(true);
    // The UTC window starts at 09:00 on 8 June in Tokyo and ends at 08:59 on 15 June.
    expect(plan.days).toHaveLength(8);
    const all = planTimeGrid('Asia/Tokyo', c, { allHours: true });
    expect(all.rowMinutes).toHaveLength(48);
    expect(all.rowMinutes[0]).toBe(0);
    expect(all.days).toEqual(plan.days);
  });

  it('leaves out a day whose offered time is all outside the opening hours, until all 24 hours show', () => {
    // The window ends at 00:00 UTC on Saturday 28 November: 05:30 in Kolkata.
    const c = constraints({
      windowStart: utc('2026-11-23T00:00:00Z'),
      windowEnd: utc('2026-11-28T00:00:00Z'),
    });
    const plan = planTimeGrid('Asia/Kolkata', c, { allHours: false });
    expect(plan.days.map((d) => d.day)).toEqual([23, 24, 25, 26, 27]);
    expect(plan.offeredDays).toEqual({ first: date('2026-11-23'), last: date('2026-11-28') });
    const all = planTimeGrid('Asia/Kolkata', c, { allHours: true });
    expect(all.days.map((d) => d.day)).toEqual([23, 24, 25, 26, 27, 28]);
  });

  it('keeps a column per allowed day only (no weekend columns for a weekday meeting)', () => {
    const plan = planTimeGrid('UTC', constraints({ allowedWeekdays: weekdays }), { allHours: false });
    expect(plan.days.map((d) => d.day)).toEqual([8, 9, 10, 11, 12]);
  });
});

describe('rows from the meeting: hours that stay within one date', () => {
  it("converts the organizer's hours into the participant's rows", () => {
    const plan = planTimeGrid('Asia/Kathmandu', constraints({ allowedHours: londonHours }), {
      allHours: false,
    });
    // 09:00–17:00 UTC is 14:45–22:45 in Kathmandu: rows from 14:30 up to 23:00.
    expect(plan.rowMinutes[0]).toBe(14 * HOUR + 30);
    expect(plan.rowMinutes.at(-1)).toBe(22 * HOUR + 30);
    expect(plan.dayStart).toBe(0);
  });

  it('spans both offsets of a week in which New York changes its clocks before London', () => {
    // London 09:00–17:00 is 04:00–12:00 in New York until 8 March, then 05:00–13:00 until London follows.
    const c = constraints({
      windowStart: utc('2026-03-02T00:00:00Z'),
      windowEnd: utc('2026-03-14T00:00:00Z'),
      organizerZone: LONDON,
      allowedHours: londonHours,
      allowedWeekdays: weekdays,
    });
    const plan = planTimeGrid(NY, c, { allHours: false });
    expect(plan.rowMinutes[0]).toBe(4 * HOUR);
    expect(plan.rowMinutes.at(-1)).toBe(12 * HOUR + 30);
    const before = buildCell(plan, date('2026-03-06'), 4 * HOUR, FAR_PAST);
    const after = buildCell(plan, date('2026-03-09'), 4 * HOUR, FAR_PAST);
    expect(before.lock).toBeNull();
    expect(after.lock).toBe('outside');
    expect(buildCell(plan, date('2026-03-09'), 12 * HOUR + 30, FAR_PAST).lock).toBeNull();
    expect(buildCell(plan, date('2026-03-06'), 12 * HOUR + 30, FAR_PAST).lock).toBe('outside');
  });
});

describe('a London guest across the weeks when only one side has changed its clocks', () => {
  // New York 09:00–17:00 is 14:00–22:00 in London, but 13:00–21:00 between 8 and 29 March 2026.
  const c = constraints({
    windowStart: utc('2026-03-02T00:00:00Z'),
    windowEnd: utc('2026-04-04T00:00:00Z'),
    organizerZone: NY,
    allowedHours: londonHours,
    allowedWeekdays: weekdays,
  });

  it('spans 13:00–22:00 and offers each week at its own hours', () => {
    const plan = planTimeGrid(LONDON, c, { allHours: false });
    expect(plan.rowMinutes[0]).toBe(13 * HOUR);
    expect(plan.rowMinutes.at(-1)).toBe(21 * HOUR + 30);
    expect(buildCell(plan, date('2026-03-06'), 13 * HOUR, FAR_PAST).lock).toBe('outside');
    expect(buildCell(plan, date('2026-03-06'), 21 * HOUR + 30, FAR_PAST).lock).toBeNull();
    expect(buildCell(plan, date('2026-03-09'), 13 * HOUR, FAR_PAST).lock).toBeNull();
    expect(buildCell(plan, date('2026-03-09'), 21 * HOUR + 30, FAR_PAST).lock).toBe('outside');
    expect(buildCell(plan, date('2026-03-30'), 13 * HOUR, FAR_PAST).lock).toBe('outside');
  });

  it("covers London's 23-hour spring-forward Sunday exactly once", () => {
    const sunday = constraints({
      windowStart: utc('2026-03-29T00:00:00Z'),
      windowEnd: utc('2026-03-29T23:00:00Z'),
      organizerZone: LONDON,
    });
    const plan = planTimeGrid(LONDON, sunday, { allHours: true });
    expect(plan.days).toEqual([date('2026-03-29')]);
    expect(buildCell(plan, date('2026-03-29'), 1 * HOUR, FAR_PAST).lock).toBe('skipped');
    expectExactCover(plan, [{ start: utc('2026-03-29T00:00:00Z'), end: utc('2026-03-29T23:00:00Z') }]);
  });
});

describe('rows from the meeting: hours that cross the participant midnight', () => {
  const november = constraints({
    windowStart: utc('2026-11-23T00:00:00Z'),
    windowEnd: utc('2026-11-28T00:00:00Z'),
    organizerZone: LONDON,
    allowedHours: londonHours,
    allowedWeekdays: weekdays,
  });

  it('shows a Sydney guest 20:00–04:00 for London 09:00–17:00 in November, one column per London day', () => {
    const plan = planTimeGrid(SYDNEY, november, { allHours: false });
    expect(plan.rowMinutes[0]).toBe(20 * HOUR);
    expect(plan.rowMinutes.at(-1)).toBe(27 * HOUR + 30);
    expect(plan.rowMinutes).toHaveLength(16);
    expect(plan.days.map((d) => d.day)).toEqual([23, 24, 25, 26, 27]);
    expect(plan.offeredDays).toEqual({ first: date('2026-11-23'), last: date('2026-11-27') });
    expect(plan.hidesHours).toBe(true);

    const midnight = buildCell(plan, date('2026-11-23'), 24 * HOUR, FAR_PAST);
    expect(midnight.date).toEqual(date('2026-11-24'));
    expect(midnight.minute).toBe(0);
    expect(midnight.nextDay).toBe(true);
    expect(midnight.intervals).toEqual([
      { start: utc('2026-11-23T13:00:00Z'), end: utc('2026-11-23T13:30:00Z') },
    ]);
    expect(midnight.lock).toBeNull();
    const first = buildCell(plan, date('2026-11-23'), 20 * HOUR, FAR_PAST);
    expect(first.intervals[0]!.start).toBe(utc('2026-11-23T09:00:00Z'));
    expect(first.nextDay).toBe(false);
  });

  it('shows all 24 hours of each column from where the offer ends, with the rest locked', () => {
    const plan = planTimeGrid(SYDNEY, november, { allHours: true });
    expect(plan.rowMinutes).toHaveLength(48);
    expect(plan.rowMinutes[0]).toBe(4 * HOUR);
    expect(plan.rowMinutes.at(-1)).toBe(27 * HOUR + 30);
    const [monday] = buildGridPage(plan, 0, FAR_PAST);
    const open = monday!.filter((cell) => cell.lock === null);
    expect(open).toHaveLength(16);
    expect(monday![0]!.lock).toBe('outside');
    expectExactCover(plan, [{ start: utc('2026-11-22T17:00:00Z'), end: utc('2026-11-27T17:00:00Z') }]);
  });

  it('shows 18:00–02:00 in June, when London is on summer time and Sydney is not', () => {
    const plan = planTimeGrid(
      SYDNEY,
      { ...november, windowStart: utc('2026-06-08T00:00:00Z'), windowEnd: utc('2026-06-13T00:00:00Z') },
      { allHours: false },
    );
    expect(plan.rowMinutes[0]).toBe(18 * HOUR);
    expect(plan.rowMinutes.at(-1)).toBe(25 * HOUR + 30);
  });

  it('spans 19:00–04:00 across London spring-forward day, each week offered at its own hours', () => {
    const c = {
      ...november,
      windowStart: utc('2026-03-23T00:00:00Z'),
      windowEnd: utc('2026-04-04T00:00:00Z'),
    };
    const plan = planTimeGrid(SYDNEY, c, { allHours: false });
    expect(plan.rowMinutes[0]).toBe(19 * HOUR);
    expect(plan.rowMinutes.at(-1)).toBe(27 * HOUR + 30);
    expect(buildCell(plan, date('2026-03-23'), 19 * HOUR, FAR_PAST).lock).toBe('outside');
    expect(buildCell(plan, date('2026-03-23'), 27 * HOUR + 30, FAR_PAST).lock).toBeNull();
    expect(buildCell(plan, date('2026-03-30'), 19 * HOUR, FAR_PAST).lock).toBeNull();
    expect(buildCell(plan, date('2026-03-30'), 27 * HOUR + 30, FAR_PAST).lock).toBe('outside');
  });

  it("keeps Sydney's autumn repeat hour whole: 02:00 holds both instants, and no instant is lost or doubled", () => {
    // Sydney goes back from 03:00 to 02:00 on Sunday 5 April 2026 (16:00 UTC on the 4th).
    const c = {
      ...november,
      allowedWeekdays: everyDay,
      windowStart: utc('2026-04-03T00:00:00Z'),
      windowEnd: utc('2026-04-07T00:00:00Z'),
    };
    const plan = planTimeGrid(SYDNEY, c, { allHours: true });
    const repeat = buildCell(plan, date('2026-04-04'), 26 * HOUR, FAR_PAST);
    expect(repeat.date).toEqual(date('2026-04-05'));
    expect(repeat.intervals).toEqual([
      { start: utc('2026-04-04T15:00:00Z'), end: utc('2026-04-04T15:30:00Z') },
      { start: utc('2026-04-04T16:00:00Z'), end: utc('2026-04-04T16:30:00Z') },
    ]);
    const firstDay = plan.days[0]!;
    const lastDay = plan.days.at(-1)!;
    const start = cellIntervals(SYDNEY, firstDay, plan.dayStart)[0]!.start;
    const end = cellIntervals(SYDNEY, { ...lastDay, day: lastDay.day + 1 }, plan.dayStart)[0]!.start;
    expectExactCover(plan, [{ start, end }]);
  });

  it('crosses the year end: the rows after midnight of 31 December are 1 January', () => {
    const c = {
      ...november,
      windowStart: utc('2026-12-28T00:00:00Z'),
      windowEnd: utc('2027-01-02T00:00:00Z'),
    };
    const plan = planTimeGrid(SYDNEY, c, { allHours: false });
    const cell = buildCell(plan, date('2026-12-31'), 25 * HOUR, FAR_PAST);
    expect(cell.date).toEqual(date('2027-01-01'));
    expect(cell.intervals[0]!.start).toBe(utc('2026-12-31T14:00:00Z'));
  });
});

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
