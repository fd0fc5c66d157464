import type { SeriesInput } from '@overlap/engine';
import type { RecurrenceDto } from '@overlap/contracts/schemas';

/** The engine's recurrence from the stored one (the same fields; `ordinal` only for monthly). */
export function engineRecurrence(recurrence: RecurrenceDto): SeriesInput['recurrence'] {
  return {
    frequency: recurrence.frequency,
    interval: recurrence.interval,
    ...(recurrence.ordinal !== undefined ? { ordinal: recurrence.ordinal } : {}),
    startDate: recurrence.startDate,
    ...(recurrence.count !== undefined ? { count: recurrence.count } : {}),
    ...(recurrence.until !== undefined ? { until: recurrence.until } : {}),
    skip: recurrence.skip,
  };
}
