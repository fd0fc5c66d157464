import { requireIanaZone, wallToEpoch } from '../time/zoned-time.ts';
import { parseLocalDate } from './recurrence.ts';
import type { LocalDate } from './series-types.ts';

const DAY_MS = 86_400_000;

/**
 * The week a series is answered in: its first date's midnight to the midnight seven days later, on the
 * organizer's clock. Every weekday a slot may fall on has its first occurrence in it, so a guest paints
 * one typical week at the offsets the series starts with.
 * @throws ScheduleInputError for a date that is not `YYYY-MM-DD`.
 */
export function seriesWindowOf(startDate: LocalDate, organizerZone: string): { start: number; end: number } {
  const rules = requireIanaZone(organizerZone);
  const first = parseLocalDate(startDate, 'recurrence.startDate') * DAY_MS;
  return { start: wallToEpoch(first, rules), end: wallToEpoch(first + 7 * DAY_MS, rules) };
}
