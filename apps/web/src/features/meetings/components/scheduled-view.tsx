import { useT } from '@/i18n';
import type { ReactNode } from 'react';
import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AddToCalendar } from '@/components/ui/add-to-calendar';
import { Button } from '@/components/ui/button';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import { downloadInvitation } from '../api/download-invitation';
import { meetingQueryOptions } from '../api/get-meeting';
import { meetingHref } from '../lib/meeting-status';
import { BookedRotation } from '../series/booked-rotation';
import { nextBookedDate } from '../series/next-booked-date';
import { SeriesCancelDates } from '../series/series-cancel-dates';
import { eventHasCalendar, scheduledChecks } from '../lib/scheduled-checks';
import { DeclineOfferBanner } from './decline-offer-banner';
import { ChangeVideoCall } from './change-video-call';
import { CalendarStatus } from './delivery-status';
import { MeetingActions } from './meeting-actions';
import { MoveConfirmDialog, type MoveTarget } from './move-confirm-dialog';
import { MoveMeetingPanel } from './move-meeting-panel';
import { MEETINGS_TAB } from './meetings-tab-path';
import { ErrorBlock, SkeletonRows } from './page-states';
import { ScheduledPeople } from './scheduled-people';
import { StatusBadge } from './status-badge';
import { HoldStatus } from '../holds';
import { VideoLinkLine } from './video-link-line';
import { zoneLabel } from '@/lib/zone-search';

function Check({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <BadgeCheck className="h-5 w-5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      {children}
    </li>
  );
}

const PENDING_REFRESH_MS = 3000;
const MOVE_BUTTON_ID = 'move-meeting-button';

/** The title, the booked time (or the one being rescheduled), where, and the video call. */
function MeetingSummary({ meeting }: { meeting: MeetingDetailDto }) {
  const t = useT('meetings');
  const cycle = useHourCycle();
  const zone = meeting.organizerZone;
  const previous = meeting.rescheduling;
  // A booked series shows the date that matters now, not its first one (browser clock: display only).
  const [openedAt] = useState(() => Date.now());
  const next = meeting.bookedOccurrences?.length ? nextBookedDate(meeting.bookedOccurrences, openedAt) : null;
  return (
    <section
      aria-labelledby="meeting-heading"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="meeting-heading" className="min-w-0 text-xl font-semibold">
          {meeting.title}
        </h2>
        <StatusBadge status={meeting.status} />
      </div>
      {meeting.chosenStart && meeting.chosenEnd ? (
        <>
          {next ? (
            <p className="mt-2 text-sm font-medium text-slate-600 dark:text-slate-400">
              {next.upcoming ? t('booked.nextDate') : t('booked.lastDate')}
            </p>
          ) : null}
          <p className={next ? 'mt-0.5 text-lg' : 'mt-2 text-lg'} data-testid="booked-time">
            {formatRange(next?.start ?? meeting.chosenStart, next?.end ?? meeting.chosenEnd, zone, cycle)}{' '}
            <span className="text-sm text-slate-500 dark:text-slate-400">
              · {zoneLabel(zone, next?.start ?? Date.parse(meeting.chosenStart))}
            </span>
          </p>
        </>
      ) : previous ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-lg" data-testid="booked-time">
          <CalendarClock className="h-5 w-5 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          <span>{formatRange(previous.previousStart, previous.previousEnd, zone, cycle)}</span>
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
            {t('booked.beingRescheduled')}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('booked.noTime')}</p>
      )}
      {meeting.rotation && meeting.recurrence ? (
        <BookedRotation
          rotation={meeting.rotation}
          recurrence={meeting.recurrence}
          zone={zone}
          occurrences={meeting.bookedOccurrences}
        />
      ) : null}
      {previous && !meeting.chosenStart ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('booked.staysOnCalendars')}</p>
      ) : null}
      <VideoLinkLine conference={meeting.conference} videoLink={meeting.videoLink} />
      <ChangeVideoCall meeting={meeting} />
      {meeting.location ? (
        <p className="mt-1 text-sm break-all">{t('booked.where', { location: meeting.location })}</p>
      ) : null}
      {meeting.description ? (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {meeting.description}
        </p>
      ) : null}
      {meeting.status === 'cancelled' && meeting.cancelReason ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t('booked.reason', { reason: meeting.cancelReason })}
        </p>
      ) : null}
    </section>
  );
}

/** The booking result: the chosen time, what is true, each person's answer, and moving or changing it. */
export function ScheduledView({ meetingId }: { meetingId: string }) {
  const {
    data: meeting,
    error,
    isPending,
    refetch,
  } = useQuery({
    ...meetingQueryOptions(meetingId),
    enabled: meetingId !== '',
    // Calendar writes and e-mails finish in the background: read again until none is pending.
    refetchInterval: (query) =>
      query.state.data && scheduledChecks(query.state.data).pending ? PENDING_REFRESH_MS : false,
  });
  const t = useT('meetings');
  const cycle = useHourCycle();
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState<MoveTarget | null>(null);
  const [moved, setMoved] = useState<MoveTarget | null>(null);
  if (isPending) return <SkeletonRows label={t('confirm.loading')} />;
  if (error || !meeting) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  const checks = scheduledChecks(meeting);
  const closeMoving = () => {
    setMoving(false);
    requestAnimationFrame(() => document.getElementById(MOVE_BUTTON_ID)?.focus());
  };
  const open = meeting.status === 'collecting' || meeting.status === 'ready';

  return (
    <div className="flex flex-col gap-6">
      <MeetingSummary meeting={meeting} />

      {moved && checks.scheduled ? (
        <p
          role="status"
          className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50"
        >
          {t('booked.moved', { time: formatRange(moved.start, moved.end, meeting.organizerZone, cycle) })}{' '}
          {meeting.mailDelivery === 'outbox' ? t('booked.movedOutbox') : t('booked.movedMail')}{' '}
          {eventHasCalendar(meeting) ? t('booked.movedCalendar') : t('booked.movedNoCalendar')}
        </p>
      ) : null}

      {checks.scheduled && meeting.declineOffer ? (
        <DeclineOfferBanner offer={meeting.declineOffer} zone={meeting.organizerZone} onMove={setTarget} />
      ) : null}

      <section aria-labelledby="status-heading">
        <h2 id="status-heading" className="sr-only">
          {t('people.status')}
        </h2>
        <ul className="flex flex-col gap-2 font-medium">
          {checks.scheduled ? <Check>{t('booked.checkScheduled')}</Check> : null}
          {checks.allParticipantsConfirmed ? <Check>{t('booked.checkAllConfirmed')}</Check> : null}
          {checks.scheduled ? <CalendarStatus meeting={meeting} /> : null}
          {meeting.status === 'cancelled' ? <li>{t('booked.cancelled')}</li> : null}
          {open ? <li>{t('booked.notBooked')}</li> : null}
        </ul>
        <HoldStatus meeting={meeting} />
      </section>

      {checks.scheduled && !meeting.rotation ? (
        moving ? (
          <MoveMeetingPanel meeting={meeting} onPick={setTarget} onClose={closeMoving} />
        ) : (
          <div>
            <Button
              id={MOVE_BUTTON_ID}
              onClick={() => {
                setMoved(null);
                setMoving(true);
              }}
            >
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              {t('booked.move')}
            </Button>
          </div>
        )
      ) : null}

      <SeriesCancelDates meeting={meeting} />

      {checks.scheduled && meeting.chosenStart && meeting.chosenEnd ? (
        <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <AddToCalendar
            event={{
              title: meeting.title,
              description: meeting.description,
              location: meeting.videoLink ?? meeting.location,
              start: Date.parse(meeting.chosenStart),
              end: Date.parse(meeting.chosenEnd),
            }}
            download={() => downloadInvitation(meeting)}
            repeats={meeting.recurrence !== null}
          />
        </div>
      ) : null}

      <ScheduledPeople meeting={meeting} />

      <div className="flex flex-wrap gap-2">
        {open ? (
          <Button asChild>
            <Link to={meetingHref(meeting)}>{t('list.choose')}</Link>
          </Button>
        ) : null}
        <MeetingActions meeting={meeting} size="md" />
        <Button asChild variant="outline">
          <Link to={MEETINGS_TAB}>{t('confirm.allMeetings')}</Link>
        </Button>
      </div>

      <MoveConfirmDialog
        meeting={meeting}
        target={target}
        onClose={() => setTarget(null)}
        onMoved={(done) => {
          setMoving(false);
          setMoved(done);
        }}
      />
    </div>
  );
}
