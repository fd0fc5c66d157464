import { localDateDay, type RecurrenceDto } from '@overlap/contracts/schemas';
import { seriesEvent } from './series-event';

const DAY_MS = 86_400_000;
/** A move to another weekday shifts each date by less than a week (in a month, to the same week). */
const MOST_DAYS_MOVED = 6;

const laterBy = (date: string, days: number) =>
  new Date((localDateDay(date)! + days) * DAY_MS).toISOString().slice(0, 10);

/**
 * The recurrence of a booked series moved from one weekly (or monthly) slot to another: its n-th date
 * stays its n-th date, so the dates that were cancelled stay cancelled and it ends after as many dates
 * as before, even when the new weekday is later in the week than the last date (UNTIL).
 */
export function movedRecurrence(
  recurrence: RecurrenceDto,
  zone: string,
  from: Date,
  to: Date,
): RecurrenceDto {
  const before = seriesEvent(recurrence, zone, from, 0).occurrences.map((o) => o.date);
  const reach =
    recurrence.until === undefined
      ? recurrence
      : { ...recurrence, until: laterBy(recurrence.until, MOST_DAYS_MOVED) };
  const after = seriesEvent(reach, zone, to, 0)
    .occurrences.map((o) => o.date)
    .slice(0, before.length);
  const skip = recurrence.skip.flatMap((date) => {
    const moved = after[before.indexOf(date)];
    return moved ? [moved] : [];
  });
  return {
    ...recurrence,
    skip: [...new Set(skip)].sort(),
    ...(recurrence.until !== undefined ? { until: after.at(-1) ?? recurrence.until } : {}),
  };
}
