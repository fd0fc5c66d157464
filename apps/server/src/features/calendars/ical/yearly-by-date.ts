import type ICAL from 'ical.js';
import { dayMs } from './instance-times';

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Instances of a YEARLY rule that names its dates by month and day (BYMONTH and positive BYMONTHDAY, or
 * DTSTART's own) when one of those dates is missing in some years: 29 February, 30 February, 31 April.
 * RFC 5545 (3.3.10) leaves a date that does not exist out, and does not count it; ical.js 2.2 moves it to
 * the next month instead. COUNT counts DTSTART first (RFC 5545 3.8.5.3), then the dates that exist. Null
 * for any other rule, and where every date exists every year, which ical.js walks as it should.
 */
export function yearlyByDateInstances(
  rule: ICAL.Recur,
  dtstart: number,
  fromWall: number,
  toWall: number,
  untilWall: number | null,
): number[] | null {
  if (rule.freq !== 'YEARLY') return null;
  const parts = rule.parts as Record<string, unknown>;
  for (const [name, value] of Object.entries(parts)) {
    if (name !== 'BYMONTH' && name !== 'BYMONTHDAY' && Array.isArray(value) && value.length > 0) return null;
  }
  const start = new Date(dtstart);
  const months = ((parts.BYMONTH as number[] | undefined) ?? [start.getUTCMonth() + 1]).map(Number);
  const days = ((parts.BYMONTHDAY as number[] | undefined) ?? [start.getUTCDate()]).map(Number);
  if (months.some((m) => !Number.isInteger(m) || m < 1 || m > 12)) return null;
  if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 31)) return null;
  // Longest each month can be (February in a leap year): a date past it never exists.
  const longest = (month: number) => daysIn(2024, month);
  const shortest = (month: number) => daysIn(2023, month);
  const dates = months
    .flatMap((month) => days.map((day) => ({ month, day })))
    .filter(({ month, day }) => day <= longest(month))
    .sort((a, b) => a.month - b.month || a.day - b.day);
  if (months.every((month) => days.every((day) => day <= shortest(month)))) return null;
  if (dates.length === 0) return [];
  const interval = Math.max(1, rule.interval || 1);
  const timeOfDay = dtstart - Math.floor(dtstart / dayMs) * dayMs;
  const limit = untilWall === null ? toWall : Math.min(toWall, untilWall);
  const instances: number[] = [];
  const startIsInstance = dates.some(
    ({ month, day }) => month === start.getUTCMonth() + 1 && day === start.getUTCDate(),
  );
  let counted = startIsInstance ? 0 : 1;
  for (let year = start.getUTCFullYear(); Date.UTC(year, 0, 1) <= limit; year += interval) {
    for (const { month, day } of dates) {
      if (day > daysIn(year, month)) continue;
      const wall = Date.UTC(year, month - 1, day) + timeOfDay;
      if (wall < dtstart) continue;
      if (wall > limit || (rule.count && counted >= rule.count)) return instances;
      counted++;
      if (wall >= fromWall) instances.push(wall);
    }
  }
  return instances;
}
