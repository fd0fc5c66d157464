import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CalendarEvent } from '@/lib/calendar-export/calendar-event';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/calendar-export/calendar-links';
import { buildIcsFile, icsFileName } from '@/lib/calendar-export/ics-file';

function downloadIcs(event: CalendarEvent) {
  const blob = new Blob([buildIcsFile(event, Date.now())], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const linkClass =
  'inline-flex h-10 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';

export function AddToCalendar({ event }: { event: CalendarEvent }) {
  return (
    <section aria-labelledby="add-to-calendar-title" className="flex flex-col gap-3">
      <h2 id="add-to-calendar-title" className="font-semibold">
        Add it to your calendar
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => downloadIcs(event)}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Download .ics file
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
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The .ics file works with Apple Calendar, Outlook, Thunderbird and most other calendar apps.
      </p>
    </section>
  );
}
