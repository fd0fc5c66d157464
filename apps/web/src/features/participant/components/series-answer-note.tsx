import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';
import { repeatSummary } from '@/features/meetings/series/repeat-summary';

/** A recurring meeting is answered with a typical week, and calendars are read over the whole series. */
export function SeriesAnswerNote({ recurrence, zone }: { recurrence: RecurrenceDto; zone: string }) {
  const t = useT('series');
  return (
    <section
      aria-labelledby="series-answer-heading"
      className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="series-answer-heading" className="font-semibold">
        {t('guest.heading')}
      </h2>
      <p className="mt-1">
        {repeatSummary(t, recurrence)} {t('header.anchored', { zone })}
      </p>
      <p className="mt-1">{t('guest.typicalWeek')}</p>
      <p className="mt-1">{t('guest.calendar')}</p>
    </section>
  );
}
