import type { BookedOccurrenceDto, RecurrenceDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';
import { repeatSummary } from '@/features/meetings/series/repeat-summary';
import { formatMeetingTime } from '../time/format-in-zone';

/** How a booked series repeats, and every date in the guest's zone with the cancelled ones struck out. */
export function BookedSeriesDates({
  recurrence,
  occurrences,
  zone,
}: {
  recurrence: RecurrenceDto;
  occurrences: readonly BookedOccurrenceDto[];
  zone: string;
}) {
  const t = useT('participant');
  const ts = useT('series');
  return (
    <div className="mt-3 flex flex-col gap-1 text-sm" data-testid="series-dates">
      <p>{repeatSummary(ts, recurrence)}</p>
      <details>
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">
          {t('winner.allDates')}
        </summary>
        <ul className="mt-1 flex flex-col gap-0.5">
          {occurrences.map((o) => {
            const time = formatMeetingTime(Date.parse(o.start), Date.parse(o.end), zone);
            return (
              <li
                key={o.date}
                className={o.skipped ? 'text-slate-500 line-through dark:text-slate-400' : undefined}
              >
                {o.skipped ? t('winner.cancelledDate', { time }) : time}
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}
