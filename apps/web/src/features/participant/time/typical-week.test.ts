import { seriesWindowOf } from '@overlap/engine/series';
import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { normalizeIntervals } from './intervals';
import { seriesClockShifts } from './series-clock-shifts';
import { buildTypicalWeekPage, planTimeGrid, type MeetingConstraints } from './time-grid';
import { wallTimeAt, weekdayOf } from './zoned-time';

const BERLIN = 'Europe/Berlin';
const NY = 'America/New_York';
const FAR_PAST = 0;
const weekdays = [1, 2, 3, 4, 5];
// Eight Mondays-or-other-weekdays from Monday 1 March 2027; New York moves its clocks on 14 March,
// Berlin on 28 March, Sydney back on 4 April.
const series: RecurrenceDto = {
  frequency: 'weekly',
  interval: 1,
  startDate: '2027-03-01',
  count: 8,
  skip: [],
};

function typicalWeek(
  startDate: string,
  zone: string,
  overrides: Partial<MeetingConstraints> = {},
  allHours = false,
) {
  const week = seriesWindowOf(startDate, BERLIN);
  const plan = planTimeGrid(
    zone,
    {
      windowStart: week.start,
      windowEnd: week.end,
      organizerZone: BERLIN,
      allowedWeekdays: weekdays,
      allowedHours: { start: '15:00', end: '18:00' },
      ...overrides,
    },
    { allHours },
  );
  return { plan, week, columns: buildTypicalWeekPage(plan, FAR_PAST) };
}

const paintable = (cells: { lock: string | null }[]) => cells.filter((c) => c.lock === null).length;

describe('a series’ typical week in the guest’s zone', () => {
  it('is one page of weekdays at the offsets the series starts with', () => {
    const { columns, plan } = typicalWeek('2027-03-01', NY);
    expect(columns.map((column) => weekdayOf(column[0]!.date))).toEqual([1, 2, 3, 4, 5]);
    // Berlin 15:00–18:00 is 09:00–12:00 in New York in early March (−5 against +1).
    expect(plan.rowMinutes[0]).toBe(9 * 60);
    const monday = columns[0]!;
    expect(paintable(monday)).toBe(6);
    const first = monday.find((cell) => cell.lock === null)!;
    expect(wallTimeAt(NY, first.intervals[0]!.start)).toMatchObject({ month: 3, day: 1, hour: 9 });
  });

  it('keeps each weekday once when another zone sees the week start on a Sunday evening', () => {
    // Every hour offered: the Berlin week is Sunday 18:00 to Sunday 18:00 in New York.
    const { columns, week } = typicalWeek(
      '2027-03-01',
      NY,
      { allowedWeekdays: [1, 2, 3, 4, 5, 6, 7], allowedHours: null },
      true,
    );
    expect(columns.map((column) => weekdayOf(column[0]!.date))).toEqual([7, 1, 2, 3, 4, 5, 6]);
    // The Sunday column takes its morning from 7 March and its evening from 28 February: the cells
    // cover the window exactly once.
    const pieces = columns
      .flat()
      .filter((cell) => cell.lock === null)
      .flatMap((cell) => cell.intervals);
    expect(normalizeIntervals(pieces)).toEqual([{ start: week.start, end: week.end }]);
    const total = pieces.reduce((sum, i) => sum + i.end - i.start, 0);
    expect(total).toBe(week.end - week.start);
  });

  it('shows the skipped hour when the guest’s clocks change inside the first week', () => {
    // A series from Monday 8 March: New York skips 02:00–03:00 on Sunday 14 March.
    const { columns } = typicalWeek(
      '2027-03-08',
      NY,
      { allowedWeekdays: [1, 2, 3, 4, 5, 6, 7], allowedHours: null },
      true,
    );
    const sunday = columns.find((column) => weekdayOf(column[0]!.date) === 7)!;
    const skipped = sunday.filter((cell) => cell.lock === 'skipped');
    expect(skipped.map((cell) => cell.minute)).toEqual([120, 150]);
  });
});

describe('where the series moves on the guest’s clock', () => {
  it('names the weeks in which the two zones’ clocks differ from the first week', () => {
    expect(seriesClockShifts(series, weekdays, BERLIN, NY)).toEqual([
      { from: '2027-03-14', until: '2027-03-27', minutes: 60 },
    ]);
    expect(seriesClockShifts(series, weekdays, BERLIN, 'Australia/Sydney')).toEqual([
      { from: '2027-03-28', until: '2027-04-03', minutes: -60 },
      { from: '2027-04-04', until: null, minutes: -120 },
    ]);
  });

  it('says nothing when both clocks change together, or neither does in the series', () => {
    expect(seriesClockShifts(series, weekdays, BERLIN, 'Europe/London')).toEqual([]);
    expect(seriesClockShifts(series, weekdays, BERLIN, BERLIN)).toEqual([]);
    const short = { ...series, count: 1 };
    expect(seriesClockShifts(short, weekdays, BERLIN, NY)).toEqual([]);
  });
});
