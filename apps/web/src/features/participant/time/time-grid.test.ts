import { describe, expect, it } from 'vitest';
import { normalizeIntervals } from './intervals';
import { buildCell, buildGridPage, cellIntervals, planTimeGrid, type MeetingConstraints } from './time-grid';

const utc = (iso: string) => Date.parse(iso);
const NY = 'America/New_York';
const everyDay = [1, 2, 3, 4, 5, 6, 7];

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

describe('planTimeGrid', () => {
  it('shows 07:00–22:00 local when the organizer allows whole days', () => {
    const plan = planTimeGrid('Asia/Tokyo', constraints({}));
    expect(plan.rowMinutes[0]).toBe(7 * 60);
    expect(plan.rowMinutes.at(-1)).toBe(21 * 60 + 30);
    // The UTC window starts at 09:00 on 8 June in Tokyo and ends at 08:59 on 15 June.
    expect(plan.days).toHaveLength(8);
  });

  it("converts the organizer's hours into the participant's rows", () => {
    const plan = planTimeGrid(
      'Asia/Kathmandu',
      constraints({ allowedHours: { start: '09:00', end: '17:00' } }),
    );
    // 09:00–17:00 UTC is 14:45–22:45 in Kathmandu: rows from 14:30 up to 23:00.
    expect(plan.rowMinutes[0]).toBe(14 * 60 + 30);
    expect(plan.rowMinutes.at(-1)).toBe(22 * 60 + 30);
  });
});

describe('cells across the March daylight-saving change in New York', () => {
  const day = { year: 2026, month: 3, day: 8 };
  const c = constraints({
    windowStart: utc('2026-03-08T05:00:00Z'),
    windowEnd: utc('2026-03-09T05:00:00Z'),
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
    expect(buildCell(NY, c, day, 150).enabled).toBe(false);
  });

  it('never gives one instant to two cells, and the cells add up to the real night', () => {
    const plan = planTimeGrid(NY, c);
    const [column] = buildGridPage(plan, c, 0);
    const pieces = column!.flatMap((cell) => cell.intervals);
    const total = pieces.reduce((sum, i) => sum + i.end - i.start, 0);
    const merged = normalizeIntervals(pieces);
    expect(merged).toEqual([{ start: utc('2026-03-08T05:00:00Z'), end: utc('2026-03-08T10:00:00Z') }]);
    expect(total).toBe(5 * 60 * 60 * 1000);
  });
});

describe('cells across the November daylight-saving change in New York', () => {
  const day = { year: 2026, month: 11, day: 1 };

  it('gives the repeated 01:00 both of its occurrences', () => {
    expect(cellIntervals(NY, day, 60)).toEqual([
      { start: utc('2026-11-01T05:00:00Z'), end: utc('2026-11-01T05:30:00Z') },
      { start: utc('2026-11-01T06:00:00Z'), end: utc('2026-11-01T06:30:00Z') },
    ]);
  });

  it('merges midnight to 03:00 into one unbroken four-hour interval', () => {
    const cells = [0, 30, 60, 90, 120, 150].map((m) => cellIntervals(NY, day, m));
    expect(normalizeIntervals(cells.flat())).toEqual([
      { start: utc('2026-11-01T04:00:00Z'), end: utc('2026-11-01T08:00:00Z') },
    ]);
  });
});

describe('cells in Asia/Kathmandu (+05:45)', () => {
  const c = constraints({ allowedHours: { start: '09:00', end: '17:00' }, allowedWeekdays: [1, 2, 3, 4, 5] });

  it('map half hours to quarter-past instants in UTC', () => {
    expect(cellIntervals('Asia/Kathmandu', { year: 2026, month: 6, day: 10 }, 14 * 60)).toEqual([
      { start: utc('2026-06-10T08:15:00Z'), end: utc('2026-06-10T08:45:00Z') },
    ]);
  });

  it('enable a cell the allowed hours only partly cover, and disable other days', () => {
    const wednesday = { year: 2026, month: 6, day: 10 };
    expect(buildCell('Asia/Kathmandu', c, wednesday, 14 * 60 + 30).enabled).toBe(true);
    expect(buildCell('Asia/Kathmandu', c, wednesday, 14 * 60).enabled).toBe(false);
    expect(buildCell('Asia/Kathmandu', c, { year: 2026, month: 6, day: 13 }, 15 * 60).enabled).toBe(false);
  });
});

describe('paging', () => {
  it('pages a long window by seven days', () => {
    const c = constraints({ windowEnd: utc('2026-06-18T00:00:00Z') });
    const plan = planTimeGrid('UTC', c);
    expect(plan.days).toHaveLength(10);
    expect(buildGridPage(plan, c, 1)).toHaveLength(3);
  });
});
