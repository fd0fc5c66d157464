import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { CalendarEvent } from '@/lib/calendar-export/calendar-event';
import { stableId } from '@/lib/calendar-export/stable-id';
import { formatDuration, formatMeetingTime, formatZoneLabel } from '../time/format-in-zone';
import { detectTimeZone } from '@/lib/time-zones';
import { AddToCalendar } from '@/components/ui/add-to-calendar';
import { MeetingLocation } from './meeting-request-summary';
import { TimeZonePicker } from './time-zone-picker';

export function WinnerDetails({ view, token }: { view: ParticipantViewDto; token: string }) {
  const { meeting } = view;
  const [zone, setZone] = useState(detectTimeZone);
  const start = meeting.chosenStart ? Date.parse(meeting.chosenStart) : null;
  const end = meeting.chosenEnd ? Date.parse(meeting.chosenEnd) : null;

  if (meeting.status === 'cancelled') {
    return (
      <Notice heading="This meeting was cancelled">
        {meeting.organizerName} cancelled “{meeting.title}”. There is nothing to add to your calendar.
      </Notice>
    );
  }
  if (meeting.status !== 'scheduled' || start === null || end === null) {
    return (
      <Notice heading="No time has been chosen yet">
        {meeting.organizerName} has not picked a time for “{meeting.title}” yet. You will get an e-mail when
        they do.
        <span className="mt-4 block">
          <Button asChild variant="outline">
            <Link to={`/participant/availability?token=${encodeURIComponent(token)}`}>
              {view.participant.status === 'invited' ? 'Share my availability' : 'See or edit my answer'}
            </Link>
          </Button>
        </span>
      </Notice>
    );
  }

  const event: CalendarEvent = {
    uid: `${stableId(token)}@participant.overlap`,
    title: meeting.title,
    description: meeting.description,
    location: meeting.location,
    start,
    end,
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Your meeting time</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {meeting.organizerName} has booked a time that works.
        </p>
      </header>
      <section
        aria-labelledby="winner-title"
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950/40"
      >
        <h2 id="winner-title" className="text-xl font-semibold break-words">
          {meeting.title}
        </h2>
        <p className="mt-2 text-lg font-medium" aria-live="polite" data-testid="meeting-time">
          {formatMeetingTime(start, end, zone)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{formatZoneLabel(zone, start)}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500 dark:text-slate-400">Organizer</dt>
          <dd className="break-words">{meeting.organizerName}</dd>
          <dt className="text-slate-500 dark:text-slate-400">Length</dt>
          <dd>{formatDuration(meeting.durationMinutes)}</dd>
          {meeting.location ? (
            <>
              <dt className="text-slate-500 dark:text-slate-400">Where</dt>
              <dd className="break-words">
                <MeetingLocation location={meeting.location} />
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <TimeZonePicker zone={zone} onZoneChange={setZone} referenceInstant={start} />
      <AddToCalendar event={event} />
    </div>
  );
}

function Notice({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
      <div className="text-slate-600 dark:text-slate-400">{children}</div>
    </section>
  );
}
