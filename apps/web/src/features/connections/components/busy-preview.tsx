import { useBusyPreview } from '../api/connections-api';
import { errorText } from '../api/error-text';

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** What Overlap sees of the next 7 days, per day, in the browser's zone. */
export function BusyPreview() {
  const preview = useBusyPreview();
  if (preview.isError) return <p role="alert">{errorText(preview.error)}</p>;
  if (!preview.data) return <p className="text-sm text-slate-500">Reading your calendars…</p>;
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
        Your busy time, next 7 days
      </h2>
      {stale.length > 0 && (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          Could not refresh: {stale.map((calendar) => calendar.name).join(', ')}. Older figures are shown
          where we have them.
        </p>
      )}
      {byDay.size === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing busy in the next 7 days.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Busy times">
          {[...byDay].map(([day, items]) => (
            <li key={day} className="text-sm">
              <span className="font-medium">{day}</span>
              <ul className="ml-4 list-disc">
                {items.map((item) => (
                  <li key={`${item.calendar}-${item.start}`}>
                    {timeFormat.format(new Date(item.start))}–{timeFormat.format(new Date(item.end))}{' '}
                    {item.kind === 'tentative' ? '(tentative) ' : ''}
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
