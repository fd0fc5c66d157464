import type { RecurrenceDto } from '@overlap/contracts/schemas';
import type { Translate } from '@/i18n';
import { shortDate } from './series-dates';

/** `Repeats every week, 12 times from 3 Mar 2026.` in the current language. */
export function repeatSummary(t: Translate<'series'>, recurrence: RecurrenceDto): string {
  const values = {
    interval: recurrence.interval,
    start: shortDate(recurrence.startDate, true),
    ordinal: String(recurrence.ordinal ?? 1),
  };
  const frequency = recurrence.frequency === 'weekly' ? 'weekly' : 'monthly';
  return recurrence.count !== undefined
    ? t(`summary.${frequency}.count`, { ...values, count: recurrence.count })
    : t(`summary.${frequency}.until`, {
        ...values,
        until: shortDate(recurrence.until ?? recurrence.startDate, true),
      });
}
