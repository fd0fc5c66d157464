import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { zoneCity, zoneLabel } from '@/lib/zone-search';
import { Link, useLocation } from 'react-router';
import { ArrivalHeading } from '@/components/ui/arrival-heading';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { seriesSummary } from '@/lib/time-format/series-summary';
import { useWorkingWeekText } from '../hooks/use-working-week-text';
import { paintingFromAnswer } from '../time/painting';
import { detectTimeZone } from '@/lib/time-zones';
import { AnswerRanges } from './answer-ranges';
import { ClosedMeetingNotice } from './closed-meeting-notice';
import { HoldsFeed } from './holds-feed';
import { ForgetAnswer } from './forget-answer';

const HEADINGS = {
  responded: 'confirm.headingResponded',
  declined: 'confirm.headingDeclined',
  invited: 'confirm.headingInvited',
} as const;

const TEXTS = {
  responded: 'confirm.textResponded',
  declined: 'confirm.textDeclined',
  invited: 'confirm.textInvited',
} as const;

export function ConfirmationSummary({ view, token }: { view: ParticipantViewDto; token: string }) {
  const t = useT('participant');
  const ts = useT('series');
  const { meeting, participant } = view;
  const typicalWeek = meeting.recurrence !== null;
  const organizer = meeting.organizerName;
  const zone = participant.timeZone ?? detectTimeZone();
  const painting = paintingFromAnswer(view.answer);
  const weekText = useWorkingWeekText(participant.workingHours);
  const availabilityLink = `/participant/availability?token=${encodeURIComponent(token)}`;
  const droppedPast = droppedPastOf(useLocation().state);
  const declined = participant.status === 'declined';

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6">
      <header role="status" aria-live="polite">
        <ArrivalHeading className="text-3xl font-bold tracking-tight">
          {t(HEADINGS[participant.status])}
        </ArrivalHeading>
        <p className="mt-2 break-words text-slate-600 dark:text-slate-400">
          {t(TEXTS[participant.status], { organizer, title: meeting.title })}
        </p>
        {meeting.recurrence ? (
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {seriesSummary(ts, { ...meeting, recurrence: meeting.recurrence })}
          </p>
        ) : null}
      </header>

      {view.canAnswer ? null : <ClosedMeetingNotice status={meeting.status} token={token} />}

      {participant.status === 'responded' && droppedPast > 0 ? (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {t('confirm.droppedPast', { count: droppedPast })}
        </p>
      ) : null}

      {participant.status === 'responded' ? (
        <section
          aria-labelledby="shared-title"
          className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
        >
          <h2 id="shared-title" className="font-semibold">
            {t('confirm.sharedTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t(typicalWeek ? 'confirm.inZoneWeek' : 'confirm.inZone', {
              zone: zoneLabel(zone, Date.parse(meeting.windowStart)),
            })}
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <AnswerRanges
              heading={t('confirm.available')}
              ranges={painting.available}
              zone={zone}
              typicalWeek={typicalWeek}
              emptyText={
                !view.answer || view.answer.painted
                  ? t('confirm.none')
                  : meeting.allowOutsideWorkingHours
                    ? t('confirm.anyFreeAnyHours')
                    : t('confirm.anyFree', { hours: weekText || t('hours.none'), zone: zoneCity(zone) })
              }
            />
            <AnswerRanges
              heading={t('confirm.ifNeedBe')}
              ranges={painting.ifNeedBe}
              zone={zone}
              typicalWeek={typicalWeek}
              emptyText={t('confirm.none')}
            />
          </div>
          {view.answer && view.answer.busy.length + view.answer.tentative.length > 0 ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              {t('confirm.plusCalendar', {
                busy: view.answer.busy.length,
                tentative: view.answer.tentative.length,
                both: view.answer.busy.length > 0 && view.answer.tentative.length > 0 ? 'yes' : 'no',
              })}
            </p>
          ) : null}
        </section>
      ) : null}

      {participant.status === 'declined' && participant.declineNote ? (
        <section className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
          <h2 className="font-semibold">{t('confirm.yourNote')}</h2>
          <p className="mt-2 whitespace-pre-line break-words">{participant.declineNote}</p>
        </section>
      ) : null}

      {view.canAnswer ? (
        <section aria-labelledby="next-title" className="flex flex-col gap-3">
          <h2 id="next-title" className="font-semibold">
            {t('confirm.nextTitle')}
          </h2>
          {declined ? (
            <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              <li>{t('confirm.declinedPick', { organizer })}</li>
              <li>{t('confirm.declinedNoInvite')}</li>
              <li>{t('confirm.declinedChangeMind')}</li>
            </ul>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              <li>{t(meeting.autoSchedule ? 'confirm.nextAuto' : 'confirm.nextPick', { organizer })}</li>
              <li>{t('confirm.nextEmail')}</li>
              <li>{t('confirm.nextChange')}</li>
            </ul>
          )}
          <div>
            <Button asChild variant={participant.status === 'responded' ? 'outline' : 'primary'}>
              <Link to={availabilityLink}>
                {participant.status === 'responded' ? t('confirm.edit') : t('confirm.share')}
              </Link>
            </Button>
          </div>
        </section>
      ) : null}

      <HoldsFeed view={view} token={token} />

      <ForgetAnswer
        token={token}
        organizerName={organizer}
        answered={participant.status !== 'invited' || view.answer !== null}
      />
    </div>
  );
}

/** The count the save reported, handed over in the navigation's state (absent after a reload). */
function droppedPastOf(state: unknown): number {
  const value = (state as { droppedPast?: unknown } | null)?.droppedPast;
  return typeof value === 'number' && value > 0 ? value : 0;
}
