import { expect } from 'vitest';
import { normalizeIntervals } from './intervals';
import { buildGridPage, pageCount, type GridPlan, type MeetingConstraints } from './time-grid';
import type { LocalDate } from './zoned-time';

export const utc = (iso: string) => Date.parse(iso);
export const HOUR = 60;
export const NY = 'America/New_York';
export const LONDON = 'Europe/London';
export const SYDNEY = 'Australia/Sydney';
export const everyDay = [1, 2, 3, 4, 5, 6, 7];
export const weekdays = [1, 2, 3, 4, 5];
export const londonHours = { start: '09:00', end: '17:00' };
export const date = (iso: string): LocalDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
export const FAR_PAST = 0;

export function constraints(overrides: Partial<MeetingConstraints>): MeetingConstraints {
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
export function everyCell(plan: GridPlan, now = FAR_PAST) {
  const cells = [];
  for (let page = 0; page < pageCount(plan); page++) cells.push(...buildGridPage(plan, page, now).flat());
  return cells;
}

/** No instant belongs to two cells, and together the cells cover exactly `expected`. */
export function expectExactCover(plan: GridPlan, expected: { start: number; end: number }[]) {
  const pieces = everyCell(plan).flatMap((cell) => cell.intervals);
  const total = pieces.reduce((sum, i) => sum + i.end - i.start, 0);
  const merged = normalizeIntervals(pieces);
  expect(merged).toEqual(expected);
  expect(total).toBe(merged.reduce((sum, i) => sum + i.end - i.start, 0));
}
