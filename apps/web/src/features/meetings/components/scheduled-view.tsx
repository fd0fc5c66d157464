import type { MeetingDetailDto, ParticipantDto } from '@overlap/contracts/schemas';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, BadgeCheck, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { AddToCalendar } from '@/components/ui/add-to-calendar';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import { errorMessage } from '../api/client';
import { downloadInvitation } from '../api/download-invitation';
import { meetingQueryOptions } from '../api/get-meeting';
import { useRetryCalendarWrite, useRetryEmail } from '../api/meeting-actions';
import { calendarLine, emailLine, providerName } from '../lib/delivery-text';
import { meetingHref } from '../lib/meeting-status';
import { scheduledChecks } from '../lib/scheduled-checks';
import { MeetingActions } from './meeting-actions';
import { MEETINGS_TAB } from './organizer-page';
import { ErrorBlock, SkeletonRows } from './page-states';
import { StatusBadge } from './status-badge';

const PARTICIPANT_OUTCOME: Record<ParticipantDto['status'], string> = {
  invited: 'Did not answer',
  responded: 'Answered',
  declined: 'Declined',
};

function Check({ children }: { children: string }) {
  return (
    <li className="flex items-center gap-2">
      <BadgeCheck className="h-5 w-5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      {children}
    </li>
  );
}

const PENDING_REFRESH_MS = 3000;

function RetryButton({ label, onRetry, busy }: { label: string; onRetry: () => void; busy: boolean }) {
  return (
    <Button size="sm" variant="outline" onClick={onRetry} disabled={busy} aria-label={label}>
      {busy ? 'Retrying...' : 'Retry'}
    </Button>
  );
}

/** Where the booked event stands in the organizer's calendar, with a retry after a failure. */
function CalendarStatus({ meeting }: { meeting: MeetingDetailDto }) {
  const retry = useRetryCalendarWrite();
  const delivery = meeting.delivery;
  if (!delivery) return null;
  const { calendar } = delivery;
  const failed = calendar.state === 'failed';
  return (
    <li className="flex flex-col gap-1 font-normal text-slate-700 dark:text-slate-300">
      <span className="flex flex-wrap items-center gap-2">
        {failed ? (
          <AlertTriangle className="h-5 w-5 text-red-600 dark:text-red-400" aria-hidden="true" />
        ) : calendar.state === 'pending' ? (
          <Hourglass className="h-5 w-5" aria-hidden="true" />
        ) : null}
        <span className={failed ? 'text-red-700 dark:text-red-300' : undefined}>
          {calendarLine(calendar)}
        </span>
        {failed ? (
          <RetryButton
            label="Retry writing the event to the calendar"
            busy={retry.isPending}
            onRetry={() =>
              retry.mutate(meeting.id, {
                onError: (error) =>
                  toast({
                    title: 'Could not retry',
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              })
            }
          />
        ) : null}
      </span>
      {delivery.invitationsFromCalendar ? (
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {providerName(calendar.provider)} sends the calendar invitations; Overlap&apos;s e-mails carry none,
          so nobody gets two.
        </span>
      ) : (
        <span className="text-sm text-slate-600 dark:text-slate-400">
          Each participant&apos;s e-mail carries the calendar invitation.
        </span>
      )}
    </li>
  );
}

/** A participant's e-mail with the chosen time, with a retry after a failure. */
function EmailStatus({ meeting, participant }: { meeting: MeetingDetailDto; participant: ParticipantDto }) {
  const retry = useRetryEmail();
  const email = meeting.delivery?.emails.find((e) => e.participantId === participant.id);
  const line = email ? emailLine(email) : null;
  if (!email || !line) return null;
  const failed = email.state === 'failed';
  return (
    <p
      className={`flex flex-wrap items-center gap-2 ${failed ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
    >
      {line}
      {failed ? (
        <RetryButton
          label={`Retry the e-mail to ${participant.name ?? participant.email}`}
          busy={retry.isPending}
          onRetry={() =>
            retry.mutate(
              { id: meeting.id, participantId: participant.id },
              {
                onError: (error) =>
                  toast({
                    title: 'Could not retry',
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      ) : null}
    </p>
  );
}

/** The booking result: the chosen time, what is true, and what happened for each person and calendar. */
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
  const cycle = useHourCycle();
  if (isPending) return <SkeletonRows label="Loading the meeting" />;
  if (error || !meeting) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  const zone = meeting.organizerZone;
  const checks = scheduledChecks(meeting);
  const open = meeting.status === 'collecting' || meeting.status === 'ready';

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="meeting-heading"
        className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="meeting-heading" className="text-xl font-semibold">
            {meeting.title}
          </h2>
          <StatusBadge status={meeting.status} />
        </div>
        {meeting.chosenStart && meeting.chosenEnd ? (
          <p className="mt-2 text-lg">
            {formatRange(meeting.chosenStart, meeting.chosenEnd, zone, cycle)}{' '}
            <span className="text-sm text-slate-500 dark:text-slate-400">({zone})</span>
          </p>
        ) : (
          <p className="mt-2 text-slate-600 dark:text-slate-400">No time is booked.</p>
        )}
        {meeting.location ? <p className="mt-1 text-sm break-all">Where: {meeting.location}</p> : null}
        {meeting.description ? (
          <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
            {meeting.description}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="status-heading">
        <h2 id="status-heading" className="sr-only">
          Status
        </h2>
        <ul className="flex flex-col gap-2 font-medium">
          {checks.scheduled ? <Check>Meeting Scheduled</Check> : null}
          {checks.confirmed ? <Check>Confirmed</Check> : null}
          {checks.allParticipantsConfirmed ? <Check>All participants confirmed</Check> : null}
          {checks.allCalendarsSynced ? <Check>All calendars synced</Check> : null}
          {checks.scheduled ? <CalendarStatus meeting={meeting} /> : null}
          {meeting.status === 'cancelled' ? <li>This meeting is cancelled.</li> : null}
          {open ? <li>This meeting is not booked yet.</li> : null}
        </ul>
      </section>

      {checks.scheduled && meeting.chosenStart && meeting.chosenEnd ? (
        <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <AddToCalendar
            event={{
              title: meeting.title,
              description: meeting.description,
              location: meeting.location,
              start: Date.parse(meeting.chosenStart),
              end: Date.parse(meeting.chosenEnd),
            }}
            download={() => downloadInvitation(meeting)}
          />
        </div>
      ) : null}

      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="mb-3 text-lg font-semibold">
          Participants
        </h2>
        <ul className="flex flex-col gap-2">
          {meeting.participants.map((p) => (
            <li key={p.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
              <p className="font-medium">
                {p.name ?? p.email}
                <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">
                  {p.required ? 'required' : 'optional'}
                </span>
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {PARTICIPANT_OUTCOME[p.status]}
                {p.declineNote ? `: “${p.declineNote}”` : ''}
              </p>
              {checks.scheduled ? <EmailStatus meeting={meeting} participant={p} /> : null}
              {p.timeZone && meeting.chosenStart && meeting.chosenEnd ? (
                <p className="text-slate-600 dark:text-slate-400">
                  Their time: {formatRange(meeting.chosenStart, meeting.chosenEnd, p.timeZone, cycle)} (
                  {p.timeZone})
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap gap-2">
        {open ? (
          <Button asChild>
            <Link to={meetingHref(meeting)}>Choose a time</Link>
          </Button>
        ) : null}
        <MeetingActions meeting={meeting} size="md" />
        <Button asChild variant="outline">
          <Link to={MEETINGS_TAB}>All meetings</Link>
        </Button>
      </div>
    </div>
  );
}
