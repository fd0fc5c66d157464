import { formatLocalDate, occurrenceDays, prepareRecurrence } from './recurrence.ts';
import type { LocalDate, Recurrence } from './series-types.ts';

/**
 * The organizer's local dates of every generated occurrence of a series on `weekday` (1 Monday … 7
 * Sunday), skipped ones included, in order: what an RRULE with this DTSTART expands to before EXDATE.
 * @throws ScheduleInputError for a recurrence beyond the limits.
 */
export function seriesOccurrenceDates(recurrence: Recurrence, weekday: number): LocalDate[] {
  return occurrenceDays(prepareRecurrence(recurrence), weekday).map(formatLocalDate);
}
