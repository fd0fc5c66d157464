import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { Link, useLocation } from 'react-router';
import { ArrivalHeading } from '@/components/ui/arrival-heading';
import { Button } from '@/components/ui/button';
import { formatZoneLabel } from '../time/format-in-zone';
import { paintingFromAnswer } from '../time/painting';
import { detectTimeZone } from '@/lib/time-zones';
import { AnswerRanges } from './answer-ranges';
import { ClosedMeetingNotice } from './closed-meeting-notice';

const HEADINGS = {
  responded: 'Thanks for sharing your availability',
  declined: 'You declined',
  invited: 'You have not answered yet',
} as const;

export function ConfirmationSummary({ view, token }: { view: ParticipantViewDto; token: string }) {
  const { meeting, participant } = view;
  const zone = participant.timeZone ?? detectTimeZone();
  const painting = paintingFromAnswer(view.answer);
  const availabilityLink = `/participant/availability?token=${encodeURIComponent(token)}`;
  const droppedPast = droppedPastOf(useLocation().state);
  const declined = participant.status === 'declined';

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6">
      <header role="status" aria-live="polite">
        <ArrivalHeading className="text-3xl font-bold tracking-tight">
          {HEADINGS[participant.status]}
        </ArrivalHeading>
        <p className="mt-2 break-words text-slate-600 dark:text-slate-400">
          {participant.status === 'declined'
            ? `${meeting.organizerName} now knows you can't make “${meeting.title}”.`
            : participant.status === 'responded'
              ? `${meeting.organizerName} now has your times for “${meeting.title}”.`
              : `${meeting.organizerName} is still waiting for your times for “${meeting.title}”.`}
        </p>
      </header>

      {view.canAnswer ? null : <ClosedMeetingNotice status={meeting.status} token={token} />}

      {participant.status === 'responded' && droppedPast > 0 ? (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {droppedPast === 1
            ? '1 time you marked had already passed and was left out.'
            : `${droppedPast} times you marked had already passed and were left out.`}
        </p>
      ) : null}

      {participant.status === 'responded' ? (
        <section
          aria-labelledby="shared-title"
          className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
        >
          <h2 id="shared-title" className="font-semibold">
            What you shared
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            In {formatZoneLabel(zone, Date.parse(meeting.windowStart))}
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <AnswerRanges
              heading="Available"
              ranges={painting.available}
              zone={zone}
              emptyText={view.answer && !view.answer.painted ? 'Any time you are not busy.' : 'None.'}
            />
            <AnswerRanges heading="If need be" ranges={painting.ifNeedBe} zone={zone} emptyText="None." />
          </div>
          {view.answer && view.answer.busy.length + view.answer.tentative.length > 0 ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              Plus {view.answer.busy.length} busy and {view.answer.tentative.length} tentative times from your
              calendar — only that you are busy, never what it is.
            </p>
          ) : null}
        </section>
      ) : null}

      {participant.status === 'declined' && participant.declineNote ? (
        <section className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
          <h2 className="font-semibold">Your note</h2>
          <p className="mt-2 whitespace-pre-line break-words">{participant.declineNote}</p>
        </section>
      ) : null}

      {view.canAnswer ? (
        <section aria-labelledby="next-title" className="flex flex-col gap-3">
          <h2 id="next-title" className="font-semibold">
            What happens next
          </h2>
          {declined ? (
            <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              <li>{meeting.organizerName} picks a time with the others.</li>
              <li>You are not sent a calendar invitation, because you declined.</li>
              <li>
                Changed your mind? While answers are open you can still share your availability, with the
                button below or the link from your invitation.
              </li>
            </ul>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              <li>{meeting.organizerName} picks a time once everyone has answered.</li>
              <li>You get an e-mail with a calendar invitation for the chosen time.</li>
              <li>Until then you can change your answer with the link from your invitation.</li>
            </ul>
          )}
          <div>
            <Button asChild variant={participant.status === 'responded' ? 'outline' : 'primary'}>
              <Link to={availabilityLink}>
                {participant.status === 'responded' ? 'Edit my answer' : 'Share my availability'}
              </Link>
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** The count the save reported, handed over in the navigation's state (absent after a reload). */
function droppedPastOf(state: unknown): number {
  const value = (state as { droppedPast?: unknown } | null)?.droppedPast;
  return typeof value === 'number' && value > 0 ? value : 0;
}
