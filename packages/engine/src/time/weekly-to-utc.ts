import type { WeeklyRanges } from '../input/weekly-ranges.ts';
import { normalize, type IntervalList } from '../intervals/interval-list.ts';
import { MINUTES_PER_DAY, isoWeekdayOfDay } from './civil-date.ts';
import { localToUtc } from './local-to-utc.ts';
import { offsetAt } from './zone-offset.ts';

/**
 * Weekly local ranges laid out as UTC epoch-minute intervals covering `[from, to)`. Each boundary goes
 * through the zone on its own date, so 09:00–17:00 stays 09:00–17:00 local across a DST change.
 */
export function weeklyToUtc(zone: string, weekly: WeeklyRanges, from: number, to: number): IntervalList {
  const firstDay = Math.floor((from + offsetAt(zone, from)) / MINUTES_PER_DAY) - 1;
  const lastDay = Math.floor((to + offsetAt(zone, to)) / MINUTES_PER_DAY) + 1;
  const list: IntervalList = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const ranges = weekly[isoWeekdayOfDay(day) - 1]!;
    const midnight = day * MINUTES_PER_DAY;
    for (const [start, end] of ranges) {
      list.push(localToUtc(zone, midnight + start), localToUtc(zone, midnight + end));
    }
  }
  return normalize(list);
}
