import { useMemo } from 'react';
import { useLocale, useT } from '@/i18n';
import { useBusyPreview } from '../api/connections-api';
import { errorText } from '../api/error-text';

/** What Overlap sees of the next 7 days, per day, in the browser's zone. */
export function BusyPreview() {
  const t = useT('connections');
  const locale = useLocale();
  // English follows the browser's region (12- or 24-hour); the other languages their own habit.
  const [dayFormat, timeFormat] = useMemo(() => {
    const tag = locale === 'en' ? undefined : locale;
    return [
      new Intl.DateTimeFormat(tag, { weekday: 'short', month: 'short', day: 'numeric' }),
      new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }),
    ];
  }, [locale]);
  const preview = useBusyPreview();
  if (preview.isError) return <p role="alert">{errorText(preview.error)}</p>;
  if (!preview.data) return <p className="text-sm text-slate-500">{t('preview.reading')}</p>;
  const { calendars } = preview.data;
  if (calendars.length === 0) return null;
  const entries = calendars
    .filter((calendar) => calendar.checkConflicts)
    .flatMap((calendar) => calendar.busy.map((busy) => ({ ...busy, calendar: calendar.name })))
    .sort((a, b) => a.start.localeCompare(b.start));
  const byDay = new Map<string, typeof entries>();
  for (const entry of entries) {
    const day = dayFormat.format(new Date(entry.start));
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  const stale = calendars.filter((calendar) => calendar.stale);
  return (
    <section aria-labelledby="busy-preview-heading" className="flex flex-col gap-3">
      <h2 id="busy-preview-heading" className="text-lg font-semibold">
        {t('preview.heading')}
      </h2>
      {stale.length > 0 && (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          {t('preview.stale', { calendars: stale.map((calendar) => calendar.name).join(', ') })}
        </p>
      )}
      {byDay.size === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('preview.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('preview.listLabel')}>
          {[...byDay].map(([day, items]) => (
            <li key={day} className="text-sm">
              <span className="font-medium">{day}</span>
              <ul className="ml-4 list-disc">
                {items.map((item) => (
                  <li key={`${item.calendar}-${item.start}`}>
                    {timeFormat.format(new Date(item.start))}–{timeFormat.format(new Date(item.end))}{' '}
                    {item.kind === 'tentative' ? `${t('preview.tentative')} ` : ''}
                    <span className="text-slate-500">· {item.calendar}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
