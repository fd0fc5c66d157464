import ICAL from 'ical.js';
import { epochToWall, type TimeZoneRules } from '@overlap/engine/zoned-time';

/**
 * UNTIL in UTC compared against floating iteration times must first become a clock reading in the series'
 * zone. An all-day series has no zone: a date-time UNTIL there ends on the date it is written with, as
 * other readers take it, rather than on a date that depends on where the calendar is read.
 */
export function ruleInSeriesClock(rule: ICAL.Recur, zone: TimeZoneRules, isDate: boolean): ICAL.Recur {
  const until = rule.until;
  if (!until || until.isDate) return rule;
  if (isDate) {
    const adjusted = rule.clone();
    adjusted.until = ICAL.Time.fromData({
      year: until.year,
      month: until.month,
      day: until.day,
      isDate: true,
    });
    return adjusted;
  }
  if (until.zone !== ICAL.Timezone.utcTimezone) return rule;
  const untilEpoch = Date.UTC(until.year, until.month - 1, until.day, until.hour, until.minute, until.second);
  const wall = new Date(epochToWall(untilEpoch, zone));
  const adjusted = rule.clone();
  adjusted.until = floatingTime(wall.getTime(), false);
  return adjusted;
}

/** UNTIL as a wall time comparable with instances; undefined when its kind (date or date-time) differs from DTSTART's. */
export function untilWall(rule: ICAL.Recur, startIsDate: boolean): number | null | undefined {
  const until = rule.until;
  if (!until) return null;
  if (until.isDate !== startIsDate) return undefined;
  return Date.UTC(until.year, until.month - 1, until.day, until.hour, until.minute, until.second);
}

export function floatingTime(wall: number, isDate: boolean): ICAL.Time {
  const date = new Date(wall);
  const fields = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  return ICAL.Time.fromData(
    isDate
      ? { ...fields, isDate: true }
      : {
          ...fields,
          hour: date.getUTCHours(),
          minute: date.getUTCMinutes(),
          second: date.getUTCSeconds(),
          isDate: false,
        },
  );
}
