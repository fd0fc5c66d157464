import type ICAL from 'ical.js';

const dayMs = 86_400_000;
const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

function weekdayOf(wall: number): number {
  return new Date(wall).getUTCDay();
}

function startOfWeek(day: number, weekStart: number): number {
  return day - ((weekdayOf(day) - weekStart + 7) % 7) * dayMs;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** Days of one month (as day numbers) matching weekday-with-ordinal BYDAY entries such as `2MO` or `-1FR`. */
function monthDaysForByday(year: number, month: number, byday: readonly Bydays[number][]): Set<number> {
  const length = daysInMonth(year, month);
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Set<number>();
  for (const { ordinal, weekday } of byday) {
    const first = 1 + ((weekday - firstWeekday + 7) % 7);
    const all: number[] = [];
    for (let day = first; day <= length; day += 7) all.push(day);
    if (ordinal === 0) all.forEach((day) => days.add(day));
    else {
      const chosen = ordinal > 0 ? all[ordinal - 1] : all[all.length + ordinal];
      if (chosen !== undefined) days.add(chosen);
    }
  }
  return days;
}

type Bydays = { ordinal: number; weekday: number }[];

function parseByday(codes: readonly string[]): Bydays | null {
  const parsed: Bydays = [];
  for (const code of codes) {
    const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(code);
    if (!match) return null;
    parsed.push({
      ordinal: match[1] ? Number(match[1]) : 0,
      weekday: weekdayCodes.indexOf(match[2] as string),
    });
  }
  return parsed;
}

function monthlyInstances(
  rule: ICAL.Recur,
  dtstart: number,
  fromWall: number,
  toWall: number,
  byday: Bydays,
  bymonthday: readonly number[],
): number[] | null {
  if (byday.some((entry) => Math.abs(entry.ordinal) > 5)) return null;
  const interval = Math.max(1, rule.interval || 1);
  const start = new Date(dtstart);
  const timeOfDay = dtstart - Math.floor(dtstart / dayMs) * dayMs;
  const firstMonth = start.getUTCFullYear() * 12 + start.getUTCMonth();
  const from = new Date(fromWall);
  const instances: number[] = [];
  for (let index = from.getUTCFullYear() * 12 + from.getUTCMonth(); ; index++) {
    const year = Math.floor(index / 12);
    const month = index % 12;
    if (Date.UTC(year, month, 1) > toWall) break;
    if ((index - firstMonth) % interval !== 0) continue;
    const length = daysInMonth(year, month);
    const byMonthDay = new Set(
      bymonthday.map((day) => (day > 0 ? day : length + 1 + day)).filter((d) => d >= 1 && d <= length),
    );
    let days: number[];
    if (byday.length > 0) {
      const weekdays = monthDaysForByday(year, month, byday);
      days = [...weekdays].filter((day) => bymonthday.length === 0 || byMonthDay.has(day));
    } else if (bymonthday.length > 0) days = [...byMonthDay];
    else days = start.getUTCDate() <= length ? [start.getUTCDate()] : [];
    for (const day of days.sort((a, b) => a - b)) {
      const instance = Date.UTC(year, month, day) + timeOfDay;
      if (instance >= fromWall && instance <= toWall) instances.push(instance);
    }
  }
  return instances;
}

/** BYDAY and (MONTHLY only) BYMONTHDAY, or null when the rule has any other part or one out of range. */
function plainParts(rule: ICAL.Recur): { byday: Bydays; bymonthday: number[] } | null {
  const parts = rule.parts as Record<string, unknown>;
  const allowed = rule.freq === 'MONTHLY' ? ['BYDAY', 'BYMONTHDAY'] : ['BYDAY'];
  for (const [name, value] of Object.entries(parts)) {
    if (!allowed.includes(name) && Array.isArray(value) && value.length > 0) return null;
  }
  const byday = parseByday((parts.BYDAY as string[] | undefined) ?? []);
  if (!byday) return null;
  const bymonthday = ((parts.BYMONTHDAY as number[] | undefined) ?? []).map(Number);
  if (bymonthday.some((day) => !Number.isInteger(day) || day === 0 || Math.abs(day) > 31)) return null;
  return { byday, bymonthday };
}

/**
 * Instances of a plain DAILY, WEEKLY or MONTHLY rule (INTERVAL, WKST, BYDAY, BYMONTHDAY for MONTHLY)
 * between two wall times, computed by arithmetic instead of ical.js's iterator, which is the slowest
 * part of reading a busy calendar. Only for series that started before `fromWall`, so the special first
 * instance (DTSTART) never matters. Null when the rule has anything else; the caller then uses ical.js.
 */
export function simpleRecurrenceInstances(
  rule: ICAL.Recur,
  dtstart: number,
  fromWall: number,
  toWall: number,
  untilWall: number | null,
): number[] | null {
  if (rule.count || dtstart >= fromWall) return null;
  const parts = plainParts(rule);
  if (!parts) return null;
  const { byday, bymonthday } = parts;
  const limit = untilWall === null ? toWall : Math.min(toWall, untilWall);
  if (rule.freq === 'MONTHLY') return monthlyInstances(rule, dtstart, fromWall, limit, byday, bymonthday);
  if ((rule.freq !== 'DAILY' && rule.freq !== 'WEEKLY') || byday.some((entry) => entry.ordinal !== 0))
    return null;
  const weekdays = new Set(byday.map((entry) => entry.weekday));
  const interval = Math.max(1, rule.interval || 1);
  // ical.js numbers weekdays from Sunday = 1; Monday is the RFC default week start.
  const weekStart = (rule.wkst || 2) - 1;
  const firstDay = Math.floor(dtstart / dayMs) * dayMs;
  const timeOfDay = dtstart - firstDay;
  if (rule.freq === 'WEEKLY' && weekdays.size === 0) weekdays.add(weekdayOf(firstDay));
  const firstWeek = startOfWeek(firstDay, weekStart);

  const instances: number[] = [];
  for (let day = Math.floor(fromWall / dayMs) * dayMs; day <= limit; day += dayMs) {
    const instance = day + timeOfDay;
    if (instance < fromWall) continue;
    if (instance > limit) break;
    const inPeriod =
      rule.freq === 'DAILY'
        ? Math.round((day - firstDay) / dayMs) % interval === 0
        : Math.round((startOfWeek(day, weekStart) - firstWeek) / (7 * dayMs)) % interval === 0;
    if (inPeriod && (weekdays.size === 0 || weekdays.has(weekdayOf(day)))) instances.push(instance);
  }
  return instances;
}
