import { formatClock } from '../time/format-local.ts';
import { epochToWall, requireIanaZone } from '../time/zoned-time.ts';
import type { Interval, IsoWeekday, WorkingHoursRange } from '../types.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Painted dates read as a typical week in the person's zone: each interval's local weekday and clock
 * times, split at local midnight, and the rows of each weekday merged (any week's Monday 09:00–12:00 means
 * "Mondays 09:00–12:00"). Minutes are whole; rows come out by weekday, then start.
 */
export function typicalWeekOf(zone: string, intervals: readonly Interval[]): WorkingHoursRange[] {
  const rules = requireIanaZone(zone);
  const byDay: [number, number][][] = Array.from({ length: 7 }, () => []);
  for (const { start, end } of intervals) {
    if (!(end > start)) continue;
    let from = epochToWall(start, rules);
    const to = epochToWall(end, rules);
    while (from < to) {
      const midnight = Math.floor(from / DAY_MS) * DAY_MS;
      const stop = Math.min(to, midnight + DAY_MS);
      const weekday = (((Math.floor(midnight / DAY_MS) + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday
      const a = Math.floor((from - midnight) / MINUTE_MS);
      const b = Math.ceil((stop - midnight) / MINUTE_MS);
      if (b > a) byDay[weekday]!.push([a, b]);
      from = stop;
    }
  }
  const rows: WorkingHoursRange[] = [];
  byDay.forEach((ranges, index) => {
    ranges.sort((x, y) => x[0] - y[0]);
    let current: [number, number] | null = null;
    const flush = () => {
      if (current)
        rows.push({
          weekday: (index + 1) as IsoWeekday,
          start: formatClock(current[0]),
          end: current[1] === 1440 ? '24:00' : formatClock(current[1]),
        });
    };
    for (const range of ranges) {
      if (current && range[0] <= current[1]) current[1] = Math.max(current[1], range[1]);
      else {
        flush();
        current = [range[0], range[1]];
      }
    }
    flush();
  });
  return rows;
}
