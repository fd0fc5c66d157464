import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { shortDate } from './series-dates';

/** The occurrences the organizer left out (EXDATE), each with a way back. */
export function SkippedDates({
  dates,
  canChange,
  busy,
  onRestore,
}: {
  dates: readonly string[];
  canChange: boolean;
  busy: boolean;
  onRestore: (date: string) => void;
}) {
  const t = useT('series');
  if (!dates.length) return null;
  return (
    <section
      aria-labelledby="skipped-heading"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="skipped-heading" className="text-lg font-semibold">
        {t('skipped.heading', { count: dates.length })}
      </h2>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('skipped.hint')}</p>
      <ul className="flex flex-wrap gap-2">
        {dates.map((date) => (
          <li
            key={date}
            className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-1 pl-3 text-sm dark:border-slate-700"
          >
            {shortDate(date, true)}
            {canChange ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => onRestore(date)}
                aria-label={t('skipped.restoreLabel', { date: shortDate(date, true) })}
              >
                {t('skipped.restore')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
