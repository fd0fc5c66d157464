import type ICAL from 'ical.js';
import { dayMs } from './instance-times';

const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const limitingParts = new Set(['BYWEEKNO', 'BYDAY', 'BYMONTH', 'BYMONTHDAY', 'BYYEARDAY', 'BYSETPOS']);

const dayOfWeek = (day: number) => new Date(day).getUTCDay();
const yearOf = (day: number) => new Date(day).getUTCFullYear();

/** First day of week 1 of `year`: the week (starting on `weekStart`) that holds 4 January. */
function firstWeekStart(year: number, weekStart: number): number {
  const fourth = Date.UTC(year, 0, 4);
  return fourth - ((dayOfWeek(fourth) - weekStart + 7) % 7) * dayMs;
}

/** The week number of `day` in its own week-numbering year, and how many weeks that year has. */
function weekOf(day: number, weekStart: number): { week: number; weeks: number } {
  const start = day - ((dayOfWeek(day) - weekStart + 7) % 7) * dayMs;
  // A week belongs to the year that holds at least four of its days, so its fourth day's.
  const weekYear = yearOf(start + 3 * dayMs);
  const first = firstWeekStart(weekYear, weekStart);
  return {
    week: Math.round((start - first) / (7 * dayMs)) + 1,
    weeks: Math.round((firstWeekStart(weekYear + 1, weekStart) - first) / (7 * dayMs)),
  };
}

const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);
const matchesSigned = (list: number[], value: number, size: number) =>
  list.some((n) => n === value || (n < 0 && size + n + 1 === value));

/**
 * Instances of a YEARLY rule with BYWEEKNO, whose week numbers ical.js 2.2 turns inside out (every week but
 * the named one). A day belongs to week N of its week-numbering year (RFC 5545 3.3.10: weeks start on WKST,
 * week 1 is the first with at least four days of the year; a negative N counts from the year's last week),
 * and must also match BYMONTH, BYMONTHDAY, BYYEARDAY and BYDAY where given. With none of BYDAY, BYMONTHDAY
 * and BYYEARDAY the weekday is DTSTART's, as RFC 5545 derives whatever the rule leaves out. BYSETPOS picks
 * within each year; COUNT counts DTSTART first. Null for any other rule, which ical.js walks.
 */
export function yearlyByWeekInstances(
  rule: ICAL.Recur,
  dtstart: number,
  fromWall: number,
  toWall: number,
  untilWall: number | null,
): number[] | null {
  const parts = rule.parts as Record<string, unknown>;
  if (rule.freq !== 'YEARLY' || numbers(parts.BYWEEKNO).length === 0) return null;
  for (const [name, value] of Object.entries(parts)) {
    if (!limitingParts.has(name) && Array.isArray(value) && value.length > 0) return null;
  }
  const byDay = Array.isArray(parts.BYDAY) ? parts.BYDAY.map(String) : [];
  // An ordinal weekday ("1MO") may not be combined with BYWEEKNO (RFC 5545 3.3.10).
  if (byDay.some((code) => !weekdayCodes.includes(code))) return null;
  const weeks = numbers(parts.BYWEEKNO);
  const months = numbers(parts.BYMONTH);
  const monthDays = numbers(parts.BYMONTHDAY);
  const yearDays = numbers(parts.BYYEARDAY);
  const setPositions = numbers(parts.BYSETPOS);
  const weekdays = new Set(
    byDay.length > 0
      ? byDay.map((code) => weekdayCodes.indexOf(code))
      : monthDays.length === 0 && yearDays.length === 0
        ? [dayOfWeek(dtstart)]
        : [0, 1, 2, 3, 4, 5, 6],
  );
  // ical.js numbers WKST from Sunday = 1; Monday unless the rule says otherwise.
  const weekStart = ((rule.wkst ?? 2) - 1 + 7) % 7;
  const matches = (day: number) => {
    const date = new Date(day);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + 1;
    const { week, weeks: weeksInYear } = weekOf(day, weekStart);
    if (!weekdays.has(date.getUTCDay()) || !matchesSigned(weeks, week, weeksInYear)) return false;
    if (months.length > 0 && !months.includes(month)) return false;
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (monthDays.length > 0 && !matchesSigned(monthDays, date.getUTCDate(), daysInMonth)) return false;
    const dayOfYear = Math.round((day - Date.UTC(year, 0, 1)) / dayMs) + 1;
    const daysInYear = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / dayMs);
    return yearDays.length === 0 || matchesSigned(yearDays, dayOfYear, daysInYear);
  };

  const interval = Math.max(1, rule.interval || 1);
  const timeOfDay = dtstart - Math.floor(dtstart / dayMs) * dayMs;
  const limit = untilWall === null ? toWall : Math.min(toWall, untilWall);
  const instances: number[] = [];
  let counted: number | null = null;
  // Without COUNT nothing before the range matters: start a year ahead of it, in step with INTERVAL.
  const firstYear = yearOf(dtstart);
  const skipped = rule.count ? 0 : Math.max(0, Math.floor((yearOf(fromWall) - 1 - firstYear) / interval));
  for (let year = firstYear + skipped * interval; Date.UTC(year, 0, 1) <= limit; year += interval) {
    let days: number[] = [];
    for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += dayMs) {
      if (matches(day)) days.push(day);
    }
    if (setPositions.length > 0) {
      days = setPositions
        .map((position) => days[position > 0 ? position - 1 : days.length + position])
        .filter((day): day is number => day !== undefined)
        .sort((a, b) => a - b);
    }
    for (const day of days) {
      const wall = day + timeOfDay;
      if (wall < dtstart) continue;
      counted ??= wall === dtstart ? 0 : 1;
      if (wall > limit || (rule.count && counted >= rule.count)) return instances;
      counted++;
      if (wall >= fromWall) instances.push(wall);
    }
  }
  return instances;
}
