import { NIGHT } from '../evaluate/comfort-codes.ts';
import type { WeeklyRanges } from '../input/weekly-ranges.ts';
import { MINUTES_PER_DAY, isoWeekdayOfDay } from '../time/civil-date.ts';

/** Why a local time is uncomfortable, in words a UI can show as they are. */
export function comfortPhrase(
  comfort: number,
  weekly: WeeklyRanges,
  localMinute: number,
  duration: number,
): string {
  if (comfort === NIGHT) return 'at night';
  const day = Math.floor(localMinute / MINUTES_PER_DAY);
  const ranges = weekly[isoWeekdayOfDay(day) - 1]!;
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  if (!first || !last) return 'on a day off';
  const minuteOfDay = localMinute - day * MINUTES_PER_DAY;
  if (minuteOfDay < first[0]) return 'before working hours';
  if (minuteOfDay + duration > last[1]) return 'after working hours';
  return 'outside working hours';
}
