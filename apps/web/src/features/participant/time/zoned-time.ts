import { ianaZone, requireIanaZone } from '@overlap/engine/zoned-time';

/** ISO weekday: 1 is Monday, 7 is Sunday (as in the meeting's allowed days). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A calendar date with no zone: what a person reads on a wall calendar. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** A reading of the wall clock in some zone. */
export interface WallTime extends LocalDate {
  hour: number;
  minute: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date and time fields of a UTC instant. */
function utcFields(ms: number): WallTime {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** The zone's clock at an instant (offsets through the engine's cached zone rules). */
export function wallTimeAt(zone: string, instant: number): WallTime {
  return utcFields(instant + zoneOffsetAt(zone, instant));
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function zoneOffsetAt(zone: string, instant: number): number {
  return requireIanaZone(zone).offsetAt(instant);
}

function sameWallTime(a: WallTime, b: WallTime): boolean {
  return (
    a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute
  );
}

/**
 * Every instant at which the zone's clock reads `wall`, earliest first: none inside a spring-forward
 * gap, two inside a fall-back repeat, one otherwise.
 */
export function instantsOfWallTime(zone: string, wall: WallTime): number[] {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const candidates = new Set(
    [asUtc - DAY_MS, asUtc, asUtc + DAY_MS].map((probe) => asUtc - zoneOffsetAt(zone, probe)),
  );
  const wallUtc = normalizeWall(wall);
  return [...candidates].filter((t) => sameWallTime(wallTimeAt(zone, t), wallUtc)).sort((a, b) => a - b);
}

/** Carries minutes past 59 or hours past 23 into the next hour or day, the way a clock would. */
export function normalizeWall(wall: WallTime): WallTime {
  return utcFields(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day);
}

export function weekdayOf(date: LocalDate): IsoWeekday {
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return (sundayFirst === 0 ? 7 : sundayFirst) as IsoWeekday;
}

export function isValidTimeZone(zone: string): boolean {
  return ianaZone(zone) !== null;
}
