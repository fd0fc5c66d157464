import type { ClockRange, IsoWeekday, WorkingHoursRange } from '../types.ts';
import { ScheduleInputError } from '../schedule-input-error.ts';
import { parseClockTime } from './clock-time.ts';

/**
 * Local minute ranges per ISO weekday (index 0 = Monday), each `[start, end)` in minutes after that
 * day's midnight; `end` may pass 1440 for a range that runs into the next day.
 */
export type WeeklyRanges = [number, number][][];

const DEFAULT_HOURS: WeeklyRanges = [
  [[540, 1020]],
  [[540, 1020]],
  [[540, 1020]],
  [[540, 1020]],
  [[540, 1020]],
  [],
  [],
];

function isWeekday(value: number): value is IsoWeekday {
  return Number.isInteger(value) && value >= 1 && value <= 7;
}

function toMinutes(range: ClockRange, field: string): [number, number] {
  const start = parseClockTime(range.start, `${field}.start`);
  let end = parseClockTime(range.end, `${field}.end`);
  if (end <= start) end += 1440;
  return [start, end];
}

function sortDays(days: WeeklyRanges): WeeklyRanges {
  for (const day of days) day.sort((a, b) => a[0] - b[0]);
  return days;
}

export function weeklyFromWorkingHours(
  rows: readonly WorkingHoursRange[] | undefined,
  field: string,
): WeeklyRanges {
  if (!rows || rows.length === 0) return DEFAULT_HOURS;
  const days: WeeklyRanges = [[], [], [], [], [], [], []];
  rows.forEach((row, index) => {
    if (!isWeekday(row.weekday)) {
      throw new ScheduleInputError('invalid-weekday', `${field}[${index}].weekday: expected 1 (Monday) to 7`);
    }
    days[row.weekday - 1]!.push(toMinutes(row, `${field}[${index}]`));
  });
  return sortDays(days);
}

/** The organizer's allowed days × allowed hours; absent lists allow every day and the whole day. */
export function weeklyFromConstraints(
  weekdays: readonly IsoWeekday[] | undefined,
  hours: readonly ClockRange[] | undefined,
): WeeklyRanges {
  const ranges =
    hours && hours.length > 0
      ? hours.map((range, i) => toMinutes(range, `organizer.allowedHours[${i}]`))
      : [[0, 1440] as [number, number]];
  const days: WeeklyRanges = [[], [], [], [], [], [], []];
  for (const weekday of weekdays ?? [1, 2, 3, 4, 5, 6, 7]) {
    if (!isWeekday(weekday)) {
      throw new ScheduleInputError('invalid-weekday', 'organizer.allowedWeekdays: expected 1 (Monday) to 7');
    }
    days[weekday - 1] = ranges.map(([start, end]) => [start, end]);
  }
  return sortDays(days);
}

/** A stable key for caching per-zone computations of identical weekly hours. */
export function weeklyKey(days: WeeklyRanges): string {
  return days.map((day) => day.map(([start, end]) => `${start}-${end}`).join(',')).join('|');
}

export const NIGHT_HOURS: WeeklyRanges = Array.from({ length: 7 }, () => [
  [22 * 60, 30 * 60] as [number, number],
]);
