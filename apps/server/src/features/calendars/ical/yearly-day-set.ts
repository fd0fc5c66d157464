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

interface WeekdayRule {
  weekday: number;
  /** The nth such weekday of the month (with BYMONTH) or of the year; 0 for every one. */
  nth: number;
}

function weekdayRules(byDay: string[]): WeekdayRule[] | null {
  const rules: WeekdayRule[] = [];
  for (const code of byDay) {
    const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(code);
    if (!match) return null;
    rules.push({ weekday: weekdayCodes.indexOf(match[2]!), nth: Number(match[1] ?? 0) });
  }
  return rules;
}

/** Whether `day` is the `nth` of its weekday between `first` and `last` (inclusive), counted from the end when negative. */
function isNth(day: number, nth: number, first: number, last: number): boolean {
  const position =
    nth > 0 ? Math.floor((day - first) / (7 * dayMs)) + 1 : -Math.floor((last - day) / (7 * dayMs)) - 1;
  return position === nth;
}

/**
 * Instances of the YEARLY rules ical.js 2.2 expands wrongly: with BYWEEKNO (it gives every week but the
 * named one), with BYSETPOS (it ignores it), and with an ordinal BYDAY counted in the year ("20MO": it gives
 * every Monday from DTSTART on). Each year's days are those matching every BY part given (RFC 5545 3.3.10):
 * a day is in week N of its week-numbering year (weeks start on WKST, week 1 holds 4 January, negative
 * numbers count from the year's last week); an ordinal weekday counts within the month where BYMONTH is
 * given, else within the year. What the rule leaves out comes from DTSTART: the weekday beside BYWEEKNO,
 * the day of the month (and the month) otherwise. BYSETPOS then picks within each year; COUNT counts
 * DTSTART first. Null for any other rule, which ical.js walks.
 */
export function yearlyDaySetInstances(
  rule: ICAL.Recur,
  dtstart: number,
  fromWall: number,
  toWall: number,
  untilWall: number | null,
): number[] | null {
  const parts = rule.parts as Record<string, unknown>;
  if (rule.freq !== 'YEARLY') return null;
  for (const [name, value] of Object.entries(parts)) {
    if (!limitingParts.has(name) && Array.isArray(value) && value.length > 0) return null;
  }
  const byDay = weekdayRules(Array.isArray(parts.BYDAY) ? parts.BYDAY.map(String) : []);
  const weeks = numbers(parts.BYWEEKNO);
  const months = numbers(parts.BYMONTH);
  const setPositions = numbers(parts.BYSETPOS);
  if (!byDay) return null;
  const yearOrdinals = months.length === 0 && byDay.some((rule) => rule.nth !== 0);
  if (weeks.length === 0 && setPositions.length === 0 && !yearOrdinals) return null;
  // An ordinal weekday ("1MO") may not be combined with BYWEEKNO (RFC 5545 3.3.10).
  if (weeks.length > 0 && byDay.some((rule) => rule.nth !== 0)) return null;
  let monthDays = numbers(parts.BYMONTHDAY);
  const yearDays = numbers(parts.BYYEARDAY);
  const start = new Date(dtstart);
  let weekdays = byDay;
  let inMonths = months;
  if (byDay.length === 0 && monthDays.length === 0 && yearDays.length === 0) {
    if (weeks.length > 0) weekdays = [{ weekday: start.getUTCDay(), nth: 0 }];
    else {
      monthDays = [start.getUTCDate()];
      if (months.length === 0) inMonths = [start.getUTCMonth() + 1];
    }
  }
  // ical.js numbers WKST from Sunday = 1; Monday unless the rule says otherwise.
  const weekStart = ((rule.wkst ?? 2) - 1 + 7) % 7;
  const matches = (day: number) => {
    const date = new Date(day);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + 1;
    if (inMonths.length > 0 && !inMonths.includes(month)) return false;
    if (weeks.length > 0) {
      const { week, weeks: weeksInYear } = weekOf(day, weekStart);
      if (!matchesSigned(weeks, week, weeksInYear)) return false;
    }
    const monthStart = Date.UTC(year, month - 1, 1);
    const monthEnd = Date.UTC(year, month, 0);
    const daysInMonth = new Date(monthEnd).getUTCDate();
    if (monthDays.length > 0 && !matchesSigned(monthDays, date.getUTCDate(), daysInMonth)) return false;
    const yearStart = Date.UTC(year, 0, 1);
    const yearEnd = Date.UTC(year, 11, 31);
    const dayOfYear = Math.round((day - yearStart) / dayMs) + 1;
    if (
      yearDays.length > 0 &&
      !matchesSigned(yearDays, dayOfYear, Math.round((yearEnd - yearStart) / dayMs) + 1)
    )
      return false;
    if (weekdays.length === 0) return true;
    const [first, last] = months.length > 0 ? [monthStart, monthEnd] : [yearStart, yearEnd];
    return weekdays.some(
      ({ weekday, nth }) => weekday === date.getUTCDay() && (nth === 0 || isNth(day, nth, first, last)),
    );
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
      days = [
        ...new Set(
          setPositions.map((position) => days[position > 0 ? position - 1 : days.length + position]),
        ),
      ]
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
