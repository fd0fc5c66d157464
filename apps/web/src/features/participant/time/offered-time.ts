import { normalizeIntervals, type Interval } from './intervals';
import {
  addDays,
  compareDates,
  instantsOfWallTime,
  normalizeWall,
  wallTimeAt,
  weekdayOf,
  zoneOffsetAt,
} from './zoned-time';
import type { LocalDate } from './zoned-time';

/** What the organizer allows: the window (epoch ms) and the days and hours in the organizer's zone. */
export interface MeetingConstraints {
  windowStart: number;
  windowEnd: number;
  organizerZone: string;
  allowedWeekdays: readonly number[];
  allowedHours: { start: string; end: string } | null;
}

const DAY_MINUTES = 24 * 60;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The first instant at or after the wall time (a time skipped by daylight saving moves forward). */
function instantAtOrAfter(zone: string, date: LocalDate, minute: number): number {
  const wall = normalizeWall({ ...date, hour: 0, minute });
  const found = instantsOfWallTime(zone, wall)[0];
  if (found !== undefined) return found;
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - zoneOffsetAt(zone, asUtc - 24 * 60 * 60 * 1000);
}

/**
 * Every instant the organizer offers, as sorted intervals: each allowed day of the window in the
 * organizer's zone, from the allowed start to the allowed end (the whole day without allowed hours),
 * clipped to the window. Computed from the organizer's wall clock, so daylight saving there is honoured.
 */
export function offeredIntervals(c: MeetingConstraints): Interval[] {
  if (!(c.windowEnd > c.windowStart)) return [];
  const start = c.allowedHours ? minutesOf(c.allowedHours.start) : 0;
  const end = c.allowedHours ? minutesOf(c.allowedHours.end) : DAY_MINUTES;
  const last = wallTimeAt(c.organizerZone, c.windowEnd - 1);
  const pieces: Interval[] = [];
  for (let day: LocalDate = wallTimeAt(c.organizerZone, c.windowStart); compareDates(day, last) <= 0;) {
    if (c.allowedWeekdays.includes(weekdayOf(day))) {
      pieces.push({
        start: Math.max(c.windowStart, instantAtOrAfter(c.organizerZone, day, start)),
        end: Math.min(c.windowEnd, instantAtOrAfter(c.organizerZone, day, end)),
      });
    }
    day = addDays(day, 1);
  }
  return normalizeIntervals(pieces);
}
