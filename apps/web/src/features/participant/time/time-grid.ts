import { normalizeIntervals, type Interval } from './intervals';
import {
  addDays,
  compareDates,
  instantsOfWallTime,
  normalizeWall,
  wallTimeAt,
  weekdayOf,
  zoneOffsetAt,
  type LocalDate,
} from './zoned-time';

export const CELL_MINUTES = 30;
export const DAYS_PER_PAGE = 7;
const QUARTER_MS = 15 * 60 * 1000;
const DEFAULT_ROWS = { from: 7 * 60, to: 22 * 60 };

/** What the organizer allows: the window (epoch ms) and the days and hours in the organizer's zone. */
export interface MeetingConstraints {
  windowStart: number;
  windowEnd: number;
  organizerZone: string;
  allowedWeekdays: readonly number[];
  allowedHours: { start: string; end: string } | null;
}

export interface GridPlan {
  zone: string;
  /** Calendar dates in the participant's zone, one column each. */
  days: LocalDate[];
  /** Minutes after local midnight at which each row starts. */
  rowMinutes: number[];
}

export interface GridCell {
  date: LocalDate;
  minute: number;
  /**
   * Every instant whose wall clock reads inside this half hour: empty when daylight saving skips it,
   * two pieces when the clock goes back and the half hour happens twice (both count as this cell).
   */
  intervals: Interval[];
  enabled: boolean;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** True when a meeting could take place at this instant by the organizer's rules. */
export function isAllowedInstant(c: MeetingConstraints, instant: number): boolean {
  if (instant < c.windowStart || instant >= c.windowEnd) return false;
  const wall = wallTimeAt(c.organizerZone, instant);
  if (!c.allowedWeekdays.includes(weekdayOf(wall))) return false;
  if (!c.allowedHours) return true;
  const minute = wall.hour * 60 + wall.minute;
  return minute >= minutesOf(c.allowedHours.start) && minute < minutesOf(c.allowedHours.end);
}

function datesBetween(first: LocalDate, last: LocalDate): LocalDate[] {
  const days: LocalDate[] = [];
  for (let d = first; compareDates(d, last) <= 0; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The first instant at or after the wall time (a time skipped by daylight saving moves forward). */
function instantAtOrAfter(zone: string, date: LocalDate, minute: number): number {
  const wall = normalizeWall({ ...date, hour: 0, minute });
  const found = instantsOfWallTime(zone, wall)[0];
  if (found !== undefined) return found;
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - zoneOffsetAt(zone, asUtc - 24 * 60 * 60 * 1000);
}

/**
 * The organizer's allowed hours seen from the participant's zone, as a span of local rows. When those
 * hours cross the participant's midnight, the span covers the whole day so no allowed time is hidden.
 */
function rowSpan(zone: string, c: MeetingConstraints): { from: number; to: number } {
  if (!c.allowedHours) return DEFAULT_ROWS;
  const startMinute = minutesOf(c.allowedHours.start);
  const endMinute = minutesOf(c.allowedHours.end);
  const organizerDays = datesBetween(
    wallTimeAt(c.organizerZone, c.windowStart),
    wallTimeAt(c.organizerZone, c.windowEnd - 1),
  );
  let from = Infinity;
  let to = -Infinity;
  for (const day of organizerDays) {
    if (!c.allowedWeekdays.includes(weekdayOf(day))) continue;
    const start = Math.max(c.windowStart, instantAtOrAfter(c.organizerZone, day, startMinute));
    const end = Math.min(c.windowEnd, instantAtOrAfter(c.organizerZone, day, endMinute));
    for (let t = start; t < end; t += QUARTER_MS) {
      const wall = wallTimeAt(zone, t);
      const row = Math.floor((wall.hour * 60 + wall.minute) / CELL_MINUTES) * CELL_MINUTES;
      from = Math.min(from, row);
      to = Math.max(to, row + CELL_MINUTES);
    }
  }
  return from < to ? { from, to } : DEFAULT_ROWS;
}

/** Columns (local dates of the window) and rows (half hours) of the grid in the participant's zone. */
export function planTimeGrid(zone: string, c: MeetingConstraints): GridPlan {
  const days = datesBetween(wallTimeAt(zone, c.windowStart), wallTimeAt(zone, c.windowEnd - 1));
  const { from, to } = rowSpan(zone, c);
  const rowMinutes: number[] = [];
  for (let m = from; m < to; m += CELL_MINUTES) rowMinutes.push(m);
  return { zone, days, rowMinutes };
}

/** The instants a half-hour cell stands for, built from wall times in the zone (never the browser's). */
export function cellIntervals(zone: string, date: LocalDate, minute: number): Interval[] {
  const pieces: Interval[] = [];
  for (let offset = 0; offset < CELL_MINUTES; offset += 15) {
    const wall = normalizeWall({ ...date, hour: 0, minute: minute + offset });
    for (const start of instantsOfWallTime(zone, wall)) pieces.push({ start, end: start + QUARTER_MS });
  }
  return normalizeIntervals(pieces);
}

export function buildCell(zone: string, c: MeetingConstraints, date: LocalDate, minute: number): GridCell {
  const intervals = cellIntervals(zone, date, minute);
  const enabled = intervals.some((i) => {
    for (let t = i.start; t < i.end; t += QUARTER_MS) if (isAllowedInstant(c, t)) return true;
    return false;
  });
  return { date, minute, intervals, enabled };
}

/** The cells of one page of days, as columns: `columns[day][row]`. */
export function buildGridPage(plan: GridPlan, c: MeetingConstraints, page: number): GridCell[][] {
  const days = plan.days.slice(page * DAYS_PER_PAGE, (page + 1) * DAYS_PER_PAGE);
  return days.map((date) => plan.rowMinutes.map((minute) => buildCell(plan.zone, c, date, minute)));
}

export function pageCount(plan: GridPlan): number {
  return Math.max(1, Math.ceil(plan.days.length / DAYS_PER_PAGE));
}
