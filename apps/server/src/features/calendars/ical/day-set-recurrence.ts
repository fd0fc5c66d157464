import type ICAL from 'ical.js';
import { RecurrenceBudgetExceeded } from './bounded-recur-iterator';
import { dayMs } from './instance-times';

const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const dayParts = new Set(['BYWEEKNO', 'BYDAY', 'BYMONTH', 'BYMONTHDAY', 'BYYEARDAY', 'BYSETPOS']);
const timeParts = new Set(['BYHOUR', 'BYMINUTE', 'BYSECOND']);
const weekMs = 7 * dayMs;
const hourMs = 3_600_000;

interface Weekday {
  weekday: number;
  /** The nth such weekday of the month or year, from the end when negative; 0 for every one. */
  nth: number;
}

const dayOfWeek = (day: number) => new Date(day).getUTCDay();
const yearOf = (day: number) => new Date(day).getUTCFullYear();
const startOfWeek = (day: number, weekStart: number) => day - ((dayOfWeek(day) - weekStart + 7) % 7) * dayMs;

/** First day of week 1 of `year`: the week (starting on `weekStart`) that holds 4 January. */
const firstWeekStart = (year: number, weekStart: number) => startOfWeek(Date.UTC(year, 0, 4), weekStart);

/** The week number of `day` in its own week-numbering year, and how many weeks that year has. */
function weekOf(day: number, weekStart: number): { week: number; weeks: number } {
  const start = startOfWeek(day, weekStart);
  // A week belongs to the year that holds at least four of its days, so its fourth day's.
  const weekYear = yearOf(start + 3 * dayMs);
  const first = firstWeekStart(weekYear, weekStart);
  return {
    week: Math.round((start - first) / weekMs) + 1,
    weeks: Math.round((firstWeekStart(weekYear + 1, weekStart) - first) / weekMs),
  };
}

function numbers(value: unknown, largest: number): number[] | null {
  const list = Array.isArray(value) ? value.map(Number) : [];
  return list.every((n) => Number.isInteger(n) && n !== 0 && Math.abs(n) <= largest) ? list : null;
}

/**
 * When in a period instances fall, in ms from its start: for a day, BYHOUR × BYMINUTE × BYSECOND, each
 * DTSTART's where absent; for an hour (HOURLY), BYMINUTE × BYSECOND, with BYHOUR only choosing the hours.
 */
function timesIn(parts: Record<string, unknown>, dtstart: number, hourly: boolean) {
  const start = new Date(dtstart);
  const list = (name: string, largest: number, own: number | null) => {
    const values = Array.isArray(parts[name]) ? (parts[name] as unknown[]).map(Number) : [];
    if (values.some((n) => !Number.isInteger(n) || n < 0 || n > largest)) return null;
    return values.length > 0 ? [...new Set(values)] : own === null ? [] : [own];
  };
  const hours = list('BYHOUR', 23, hourly ? null : start.getUTCHours());
  const minutes = list('BYMINUTE', 59, start.getUTCMinutes());
  const seconds = list('BYSECOND', 59, start.getUTCSeconds());
  if (!hours || !minutes || !seconds) return null;
  const offsets = (hourly ? [0] : hours).flatMap((hour) =>
    minutes.flatMap((minute) => seconds.map((second) => ((hour * 60 + minute) * 60 + second) * 1000)),
  );
  return { offsets: offsets.sort((a, b) => a - b), hours: hourly ? hours : [] };
}

const matchesSigned = (list: number[], value: number, size: number) =>
  list.some((n) => n === value || (n < 0 && size + n + 1 === value));

function weekdays(value: unknown): Weekday[] | null {
  const rules: Weekday[] = [];
  for (const code of Array.isArray(value) ? value.map(String) : []) {
    const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(code);
    if (!match) return null;
    rules.push({ weekday: weekdayCodes.indexOf(match[2]!), nth: Number(match[1] ?? 0) });
  }
  return rules;
}

/** Whether `day` is the `nth` of its weekday between `first` and `last` (inclusive). */
function isNth(day: number, nth: number, first: number, last: number): boolean {
  const position = nth > 0 ? Math.floor((day - first) / weekMs) + 1 : -Math.floor((last - day) / weekMs) - 1;
  return position === nth;
}

/** The days of one period of the rule (a year, month, week or day), as [first day, day after the last]. */
function periodOf(freq: string, dtstart: number, index: number, weekStart: number): [number, number] {
  const start = new Date(dtstart);
  const firstDay = Math.floor(dtstart / dayMs) * dayMs;
  switch (freq) {
    case 'YEARLY':
      return [
        Date.UTC(start.getUTCFullYear() + index, 0, 1),
        Date.UTC(start.getUTCFullYear() + index + 1, 0, 1),
      ];
    case 'MONTHLY':
      return [
        Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1),
        Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index + 1, 1),
      ];
    case 'HOURLY': {
      const hour = Math.floor(dtstart / hourMs) * hourMs + index * hourMs;
      return [hour, hour + hourMs];
    }
    case 'WEEKLY': {
      const week = startOfWeek(firstDay, weekStart) + index * weekMs;
      return [week, week + weekMs];
    }
    default:
      return [firstDay + index * dayMs, firstDay + (index + 1) * dayMs];
  }
}

/** Periods (of one step each) that lie wholly before `wall`, less one for safety. */
function periodsBefore(freq: string, dtstart: number, wall: number): number {
  if (wall <= dtstart) return 0;
  const from = new Date(dtstart);
  const to = new Date(wall);
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  const passed =
    freq === 'YEARLY'
      ? Math.floor(months / 12)
      : freq === 'MONTHLY'
        ? months
        : Math.floor((wall - dtstart) / (freq === 'WEEKLY' ? weekMs : freq === 'HOURLY' ? hourMs : dayMs));
  return Math.max(0, passed - 1);
}

/**
 * Instances of an HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY rule, computed period by period from RFC 5545
 * 3.3.10 instead of by ical.js 2.2, which gets many of them wrong (BYMONTH with MONTHLY, WEEKLY or an
 * INTERVAL; BYSETPOS; BYWEEKNO; a weekday counted in the year; a negative BYMONTHDAY with DAILY; BYHOUR).
 * A period's days are those matching every BY part given: a week number is that week of its
 * week-numbering year (weeks start on WKST; week 1 holds 4 January; negative numbers count from the last
 * week); an ordinal weekday counts within the month for MONTHLY and for YEARLY with BYMONTH, within the
 * year otherwise. What the rule leaves out comes from DTSTART as python-dateutil and rrule.js read it:
 * YEARLY its date (and month unless BYMONTH), MONTHLY its day of the month, WEEKLY its weekday, where none
 * of BYWEEKNO, BYYEARDAY, BYMONTHDAY and BYDAY is given; the times of day likewise (see `timesIn`).
 * BYSETPOS then picks within each period; COUNT counts DTSTART first. Null for MINUTELY and SECONDLY
 * rules, which ical.js walks.
 */
export function daySetInstances(
  rule: ICAL.Recur,
  dtstart: number,
  fromWall: number,
  toWall: number,
  untilWall: number | null,
  budget: { days: number; instances: number },
): number[] | null {
  const freq = rule.freq;
  if (!['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(freq)) return null;
  const parts = rule.parts as Record<string, unknown>;
  for (const [name, value] of Object.entries(parts)) {
    if (!dayParts.has(name) && !timeParts.has(name) && Array.isArray(value) && value.length > 0) return null;
  }
  const times = timesIn(parts, dtstart, freq === 'HOURLY');
  if (!times) return null;
  let byDay = weekdays(parts.BYDAY);
  const weeks = numbers(parts.BYWEEKNO, 53);
  let months = numbers(parts.BYMONTH, 12);
  let monthDays = numbers(parts.BYMONTHDAY, 31);
  const yearDays = numbers(parts.BYYEARDAY, 366);
  const setPositions = numbers(parts.BYSETPOS, 366);
  if (!byDay || !weeks || !months || !monthDays || !yearDays || !setPositions) return null;
  if (months.some((month) => month < 1)) return null;
  // BYWEEKNO is for YEARLY rules only, and takes no ordinal weekday (RFC 5545 3.3.10).
  if (weeks.length > 0 && (freq !== 'YEARLY' || byDay.some(({ nth }) => nth !== 0))) return null;
  if (freq === 'HOURLY' || freq === 'DAILY' || freq === 'WEEKLY')
    byDay = byDay.map(({ weekday }) => ({ weekday, nth: 0 }));
  const start = new Date(dtstart);
  if (weeks.length === 0 && yearDays.length === 0 && monthDays.length === 0 && byDay.length === 0) {
    if (freq === 'YEARLY' || freq === 'MONTHLY') monthDays = [start.getUTCDate()];
    if (freq === 'YEARLY' && months.length === 0) months = [start.getUTCMonth() + 1];
    if (freq === 'WEEKLY') byDay = [{ weekday: start.getUTCDay(), nth: 0 }];
  }
  const ordinalInMonth = freq === 'MONTHLY' || months.length > 0;
  // ical.js numbers WKST from Sunday = 1; Monday unless the rule says otherwise.
  const weekStart = ((rule.wkst || 2) - 1 + 7) % 7;

  const matches = (day: number) => {
    const date = new Date(day);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    if (months.length > 0 && !months.includes(month + 1)) return false;
    if (weeks.length > 0) {
      const { week, weeks: inYear } = weekOf(day, weekStart);
      if (!matchesSigned(weeks, week, inYear)) return false;
    }
    const monthLast = Date.UTC(year, month + 1, 0);
    if (
      monthDays.length > 0 &&
      !matchesSigned(monthDays, date.getUTCDate(), new Date(monthLast).getUTCDate())
    )
      return false;
    const yearFirst = Date.UTC(year, 0, 1);
    const yearLast = Date.UTC(year, 11, 31);
    const inYear = Math.round((yearLast - yearFirst) / dayMs) + 1;
    if (yearDays.length > 0 && !matchesSigned(yearDays, Math.round((day - yearFirst) / dayMs) + 1, inYear))
      return false;
    if (byDay!.length === 0) return true;
    const [first, last] = ordinalInMonth ? [Date.UTC(year, month, 1), monthLast] : [yearFirst, yearLast];
    return byDay!.some(
      ({ weekday, nth }) => weekday === date.getUTCDay() && (nth === 0 || isNth(day, nth, first, last)),
    );
  };

  const interval = Math.max(1, rule.interval || 1);
  const limit = untilWall === null ? toWall : Math.min(toWall, untilWall);
  const instances: number[] = [];
  let counted: number | null = null;
  let scanned = 0;
  // Without COUNT nothing before the range matters: start just ahead of it, in step with INTERVAL.
  const skipped = rule.count ? 0 : Math.floor(periodsBefore(freq, dtstart, fromWall) / interval);
  for (let index = skipped * interval; ; index += interval) {
    const [periodStart, end] = periodOf(freq, dtstart, index, weekStart);
    if (periodStart > limit) return instances;
    // The first week starts at DTSTART's day for BYSETPOS, as dateutil and rrule.js count it.
    const first = index === 0 && freq === 'WEEKLY' ? Math.floor(dtstart / dayMs) * dayMs : periodStart;
    let walls: number[] = [];
    if (freq === 'HOURLY') {
      if (++scanned > budget.days) throw new RecurrenceBudgetExceeded();
      const day = Math.floor(first / dayMs) * dayMs;
      const hour = (first - day) / hourMs;
      if ((times.hours.length === 0 || times.hours.includes(hour)) && matches(day))
        walls = times.offsets.map((offset) => first + offset);
    } else {
      for (let day = first; day < end; day += dayMs) {
        if (++scanned > budget.days) throw new RecurrenceBudgetExceeded();
        if (matches(day)) for (const offset of times.offsets) walls.push(day + offset);
      }
    }
    if (setPositions.length > 0) {
      const picked = setPositions.map(
        (position) => walls[position > 0 ? position - 1 : walls.length + position],
      );
      walls = [...new Set(picked)].filter((wall): wall is number => wall !== undefined).sort((a, b) => a - b);
    }
    for (const wall of walls) {
      if (wall < dtstart) continue;
      counted ??= wall === dtstart ? 0 : 1;
      if (wall > limit || (rule.count && counted >= rule.count)) return instances;
      counted++;
      if (wall >= fromWall) instances.push(wall);
      if (instances.length >= budget.instances) return instances;
    }
  }
}
