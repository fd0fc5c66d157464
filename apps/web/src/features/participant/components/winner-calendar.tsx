import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  googleCalendarUrl,
  outlookCalendarUrl,
  type LinkedEvent,
} from '@/lib/calendar-export/calendar-links';
import { useDownloadInvitation } from '../api/download-invitation';
import { errorMessageOf } from '../api/participant-request';
import { FormAlert } from './form-alert';

const linkClass =
  'inline-flex h-10 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';

/** Add the booked meeting to a calendar: the invitation's own .ics, or a new event in Google or Outlook. */
export function WinnerCalendar({ token, event }: { token: string; event: LinkedEvent }) {
  const download = useDownloadInvitation(token, event.title);
  return (
    <section aria-labelledby="add-to-calendar-title" className="flex flex-col gap-3">
      <h2 id="add-to-calendar-title" className="font-semibold">
        Add it to your calendar
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {download.isPending ? 'Downloading...' : 'Download .ics file'}
        </Button>
        <a className={linkClass} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a className={linkClass} href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          Add to Outlook
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {download.isError ? (
        <FormAlert>
          <p>{errorMessageOf(download.error)}</p>
        </FormAlert>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The .ics file is the same event as the invitation in your e-mail, so adding both keeps one meeting in
        your calendar. It works with Apple Calendar, Outlook, Thunderbird and most other calendar apps.
      </p>
    </section>
  );
}
