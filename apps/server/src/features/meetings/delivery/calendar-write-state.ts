import type { CalendarWriteState } from '@overlap/contracts/schemas';

/**
 * Where the booked event stands before and after the calendar job: what the job recorded for the current
 * SEQUENCE; before it has run, `pending` only when there is a calendar to write to, else `no_calendar`.
 */
export function calendarWriteState(
  current: { state: Exclude<CalendarWriteState, 'pending'> } | null,
  calendarProvider: string | null,
): CalendarWriteState {
  if (current) return current.state;
  return calendarProvider === null ? 'no_calendar' : 'pending';
}
