import type ICAL from 'ical.js';

const dayMs = 86_400_000;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Instances of a plain YEARLY rule whose DTSTART is 29 February. RFC 5545 (3.3.10) says a date a rule
 * makes that does not exist is left out and not counted, so such a series falls only in leap years;
 * ical.js 2.2 moves it to 1 March in the others. COUNT counts DTSTART and leap years only. Null for any
 * other rule or start, which ical.js walks as it should.
 */
export function leapDayYearlyInstances(
  rule: ICAL.Recur,
  dtstart: number,
  fromWall: number,
  toWall: number,
  untilWall: number | null,
): number[] | null {
  if (rule.freq !== 'YEARLY') return null;
  const start = new Date(dtstart);
  if (start.getUTCMonth() !== 1 || start.getUTCDate() !== 29) return null;
  const parts = rule.parts as Record<string, unknown>;
  if (Object.values(parts).some((value) => Array.isArray(value) && value.length > 0)) return null;
  const interval = Math.max(1, rule.interval || 1);
  const timeOfDay = dtstart - Math.floor(dtstart / dayMs) * dayMs;
  const limit = untilWall === null ? toWall : Math.min(toWall, untilWall);
  const instances: number[] = [];
  let counted = 0;
  for (let year = start.getUTCFullYear(); ; year += interval) {
    if (!isLeap(year)) continue;
    const wall = Date.UTC(year, 1, 29) + timeOfDay;
    if (wall > limit || (rule.count && counted >= rule.count)) break;
    counted++;
    if (wall >= fromWall) instances.push(wall);
  }
  return instances;
}
