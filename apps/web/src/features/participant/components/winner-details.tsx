import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { zoneLabel } from '@/lib/zone-search';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { detectTimeZone } from '@/lib/time-zones';
import { formatDuration, formatMeetingTime } from '../time/format-in-zone';
import { PlaceRow } from './meeting-request-summary';
import { GuestZoneField } from './guest-zone-field';
import { AddToCalendar } from '@/components/ui/add-to-calendar';
import { downloadInvitation } from '../api/download-invitation';
import { useRespondToBooking } from '../api/respond-to-booking';
import { BookedRotation, nextBookedDate } from '@/features/meetings';
import { CantMakeIt } from './cant-make-it';
import { BookedSeriesDates } from './booked-series-dates';
import { WinnerGuests } from './winner-guests';

const termClass = 'text-slate-500 dark:text-slate-400';

export function WinnerDetails({ view, token }: { view: ParticipantViewDto; token: string }) {
  const t = useT('participant');
  const { meeting, participant } = view;
  const organizer = meeting.organizerName;
  const title = meeting.title;
  const [zone, setZone] = useState(detectTimeZone);
  const start = meeting.chosenStart ? Date.parse(meeting.chosenStart) : null;
  const end = meeting.chosenEnd ? Date.parse(meeting.chosenEnd) : null;
  const declined = participant.status === 'declined';
  const cantCome = !declined && participant.response === 'declined';
  const comeAfterAll = useRespondToBooking(token);
  const availabilityLink = `/participant/availability?token=${encodeURIComponent(token)}`;
  // Saying "I can't come" (or "I can come after all") takes away the button pressed: the heading, which
  // now says where the person stands, takes focus rather than the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownCantCome = useRef(cantCome);
  useEffect(() => {
    if (shownCantCome.current === cantCome) return;
    shownCantCome.current = cantCome;
    const active = document.activeElement;
    if (active === null || active === document.body) heading.current?.focus();
  }, [cantCome]);

  if (meeting.status === 'cancelled') {
    return (
      <Notice heading={t('winner.cancelledHeading')}>
        {t('winner.cancelledText', { organizer, title })}
        {meeting.cancelReason ? (
          <span className="mt-2 block">{t('winner.reason', { reason: meeting.cancelReason })}</span>
        ) : null}
      </Notice>
    );
  }
  if (meeting.status !== 'scheduled' || start === null || end === null) {
    return (
      <Notice heading={t('winner.noTimeHeading')}>
        {declined
          ? t('winner.noTimeDeclined', { organizer, title })
          : t('winner.noTime', { organizer, title })}
        {meeting.rescheduling ? (
          <span className="mt-2 block" data-testid="being-rescheduled">
            {t('winner.rescheduling', {
              time: formatMeetingTime(
                Date.parse(meeting.rescheduling.previousStart),
                Date.parse(meeting.rescheduling.previousEnd),
                zone,
              ),
            })}
          </span>
        ) : null}
        <span className="mt-4 block">
          <Button asChild variant={declined ? 'primary' : 'outline'}>
            <Link to={availabilityLink}>
              {participant.status === 'responded' ? t('winner.seeOrEdit') : t('winner.share')}
            </Link>
          </Button>
        </span>
      </Notice>
    );
  }

  const series = meeting.recurrence && meeting.bookedOccurrences?.length ? meeting.bookedOccurrences : null;
  const shown = series ? nextBookedDate(series, Date.parse(view.now)) : null;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6">
      <header>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none">
          {declined
            ? t('winner.headingDeclined')
            : cantCome
              ? t('winner.headingCantCome')
              : t('winner.heading')}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400" role={cantCome ? 'status' : undefined}>
          {declined
            ? t('winner.textDeclined', { organizer, title })
            : cantCome
              ? participant.declineNote
                ? t('winner.textCantComeNote', { organizer, title, note: participant.declineNote })
                : t('winner.textCantCome', { organizer, title })
              : t('winner.text', { organizer })}
        </p>
      </header>
      <section
        aria-labelledby="winner-title"
        className={cn(
          'rounded-xl border p-5',
          declined || cantCome
            ? 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60'
            : 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40',
        )}
      >
        <h2 id="winner-title" className="text-xl font-semibold break-words">
          {meeting.title}
        </h2>
        {shown ? (
          <p className="mt-2 text-sm font-medium text-slate-600 dark:text-slate-400">
            {shown.upcoming ? t('winner.nextDate') : t('winner.seriesOver')}
          </p>
        ) : null}
        <p
          className={cn('text-lg font-medium', shown ? 'mt-0.5' : 'mt-2')}
          aria-live="polite"
          data-testid="meeting-time"
        >
          {shown ? formatMeetingTime(shown.start, shown.end, zone) : formatMeetingTime(start, end, zone)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{zoneLabel(zone, shown?.start ?? start)}</p>
        {meeting.rotation && meeting.recurrence ? (
          <BookedRotation
            rotation={meeting.rotation}
            recurrence={meeting.recurrence}
            zone={meeting.organizerZone}
            occurrences={series}
          />
        ) : series && meeting.recurrence ? (
          <BookedSeriesDates
            meeting={{ ...meeting, recurrence: meeting.recurrence }}
            occurrences={series}
            zone={zone}
          />
        ) : null}
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className={termClass}>{t('winner.organizer')}</dt>
          <dd className="break-words">{meeting.organizerName}</dd>
          <dt className={termClass}>{t('winner.length')}</dt>
          <dd>{formatDuration(meeting.durationMinutes)}</dd>
          <PlaceRow
            term={t('winner.video')}
            place={meeting.videoLink}
            termClassName={termClass}
            testId="video-link"
          />
          <PlaceRow term={t('winner.where')} place={meeting.location} termClassName={termClass} />
        </dl>
      </section>
      <GuestZoneField zone={zone} onZoneChange={setZone} referenceInstant={shown?.start ?? start} />
      {declined ? (
        <section aria-labelledby="change-mind-title" className="flex flex-col gap-2">
          <h2 id="change-mind-title" className="font-semibold">
            {t('winner.changeMindTitle')}
          </h2>
          <p className="text-slate-700 dark:text-slate-300">{t('winner.changeMindText', { organizer })}</p>
        </section>
      ) : cantCome ? (
        <div>
          <Button
            variant="outline"
            disabled={comeAfterAll.isPending || !view.canRespond}
            onClick={() => comeAfterAll.mutate({ response: 'accepted', note: '' })}
          >
            {comeAfterAll.isPending ? t('winner.telling') : t('winner.comeAfterAll')}
          </Button>
        </div>
      ) : (
        <AddToCalendar
          download={() => downloadInvitation(token, meeting.title)}
          repeats={meeting.recurrence != null}
          event={{
            title: meeting.title,
            description: meeting.description,
            location: meeting.videoLink ?? meeting.location,
            start,
            end,
          }}
        />
      )}
      {view.canRespond && !declined && !cantCome ? (
        <CantMakeIt token={token} organizerName={meeting.organizerName} />
      ) : null}
      <WinnerGuests guests={view.guests} organizer={organizer} />
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
