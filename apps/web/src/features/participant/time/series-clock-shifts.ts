import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { seriesOccurrenceDates } from '@overlap/engine/series';
import { zoneOffsetAt } from './zoned-time';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * A stretch of a series in which its meetings read later (positive minutes) or earlier on the guest's
 * clock than in its first week: the organizer's and the guest's clocks change on different dates.
 * Dates are `YYYY-MM-DD`; `until` is the last such date, or null when it lasts to the series' end.
 */
export interface ClockShift {
  from: string;
  until: string | null;
  minutes: number;
}

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The last date a meeting of the series can fall on, whichever allowed weekday it takes. */
function lastDay(recurrence: RecurrenceDto, allowedWeekdays: readonly number[]): number {
  const lasts = allowedWeekdays.map((weekday) => seriesOccurrenceDates(recurrence, weekday).at(-1));
  return Math.max(...lasts.map((date) => (date ? dayOf(date) : dayOf(recurrence.startDate))));
}

/**
 * Where the series' meetings move on the guest's clock, day by day from its first date to its last.
 * The series keeps the organizer's clock; a day counts at the organizer's noon, which a clock change
 * (at night) has passed.
 */
export function seriesClockShifts(
  recurrence: RecurrenceDto,
  allowedWeekdays: readonly number[],
  organizerZone: string,
  guestZone: string,
): ClockShift[] {
  const first = dayOf(recurrence.startDate);
  const last = lastDay(recurrence, allowedWeekdays);
  const gap = (day: number) => {
    const noonUtc = day * DAY_MS + 12 * 60 * MINUTE_MS;
    const noon = noonUtc - zoneOffsetAt(organizerZone, noonUtc);
    return (zoneOffsetAt(guestZone, noon) - zoneOffsetAt(organizerZone, noon)) / MINUTE_MS;
  };
  const start = gap(first);
  const shifts: ClockShift[] = [];
  for (let day = first + 1; day <= last; day++) {
    const minutes = gap(day) - start;
    const current = shifts.at(-1);
    if (current && current.until === null && current.minutes === minutes) continue;
    if (current && current.until === null) current.until = dateOf(day - 1);
    if (minutes !== 0) shifts.push({ from: dateOf(day), until: null, minutes });
  }
  return shifts;
}
