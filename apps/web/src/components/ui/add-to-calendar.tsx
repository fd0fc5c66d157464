import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  googleCalendarUrl,
  outlookCalendarUrl,
  type LinkedEvent,
} from '@/lib/calendar-export/calendar-links';
import { useT } from '@/i18n';

const linkClass =
  'inline-flex h-10 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * The booked meeting's .ics and Google / Outlook links. `download` saves the server's copy of the
 * invitation (its UID and SEQUENCE), so a calendar given both keeps one event; a failure shows below.
 * A series gets the .ics alone: the links' "new event" forms cannot carry its rule and skipped dates.
 */
export function AddToCalendar({
  event,
  download,
  repeats = false,
}: {
  event: LinkedEvent;
  download: () => Promise<void>;
  repeats?: boolean;
}) {
  const t = useT('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onDownload = async () => {
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('calendar.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="add-to-calendar-title" className="flex flex-col gap-3">
      <h2 id="add-to-calendar-title" className="font-semibold">
        {t('calendar.heading')}
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => void onDownload()} disabled={busy}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {busy ? t('calendar.downloading') : t('calendar.download')}
        </Button>
        {repeats
          ? null
          : [
              { href: googleCalendarUrl(event), label: t('calendar.google') },
              { href: outlookCalendarUrl(event), label: t('calendar.outlook') },
            ].map(({ href, label }) => (
              <a key={label} className={linkClass} href={href} target="_blank" rel="noopener noreferrer">
                {label}
                <span className="sr-only"> {t('calendar.newTab')}</span>
              </a>
            ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {repeats ? t('calendar.seriesNote') : t('calendar.note')}
      </p>
    </section>
  );
}
