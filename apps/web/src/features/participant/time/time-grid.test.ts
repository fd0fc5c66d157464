import { describe, expect, it } from 'vitest';
import { buildCell, buildGridPage, cellIntervals, planTimeGrid } from './time-grid';
import {
  utc,
  HOUR,
  NY,
  LONDON,
  SYDNEY,
  everyDay,
  weekdays,
  londonHours,
  date,
  FAR_PAST,
  constraints,
  expectExactCover,
} from './time-grid-test-meetings';

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
