import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMeeting } from '../api/get-meeting';
import { afterAnswersWords } from '../lib/auto-schedule-words';
import { meetingHref } from '../lib/meeting-status';
import { invitationDeliveryText, requestSummary } from '../lib/request-summary';
import { useT } from '@/i18n';
import { seriesSummary } from '@/lib/time-format/series-summary';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { AddPersonForm } from './add-person-form';
import { CopyLinkButton } from './copy-link-button';
import { GuestListNote } from './guest-list-note';
import { MEETINGS_TAB } from './meetings-tab-path';
import { ErrorBlock, SkeletonRows } from './page-states';
import { PersonControls } from './person-controls';

/** After a request is created: who was invited, each person's link, and what happens next. */
export function ConfirmationView({ meetingId }: { meetingId: string }) {
  const { data: meeting, error, isPending, refetch } = useMeeting(meetingId);
  const cycle = useHourCycle();
  const t = useT('meetings');
  const ts = useT('series');
  const tc = useT('common');
  if (isPending) return <SkeletonRows label={t('confirm.loading')} />;
  if (error || !meeting) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  const outbox = meeting.mailDelivery === 'outbox';
  const editable = meeting.status !== 'cancelled';

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="request-heading">
        <h2 id="request-heading" className="text-xl font-semibold">
          {meeting.title}
        </h2>
        {meeting.recurrence ? (
          <p className="mt-1 font-medium" data-testid="series-summary">
            {seriesSummary(ts, { ...meeting, recurrence: meeting.recurrence })}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{requestSummary(meeting, cycle)}</p>
      </section>

      <section aria-labelledby="invited-heading">
        <h2 id="invited-heading" className="text-lg font-semibold">
          {t('confirm.invited', { count: meeting.participants.length })}
        </h2>
        <p
          className={
            outbox
              ? 'mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100'
              : 'mt-1 text-sm text-slate-600 dark:text-slate-400'
          }
        >
          {invitationDeliveryText(meeting.mailDelivery)}
        </p>
        <GuestListNote hidden={meeting.hideGuestList} />
        <ul className="mt-4 flex flex-col gap-3">
          {meeting.participants.map((p) => {
            const who = p.name ?? p.email;
            return (
              <li
                key={p.id}
                aria-label={who}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {who}
                    <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">
                      {p.required ? t('confirm.required') : t('confirm.optional')}
                    </span>
                  </p>
                  {p.name ? <p className="text-sm text-slate-600 dark:text-slate-400">{p.email}</p> : null}
                  <input
                    readOnly
                    value={p.link}
                    aria-label={t('confirm.linkLabel', { who })}
                    onFocus={(e) => e.target.select()}
                    className="mt-2 w-full truncate rounded-md bg-slate-50 px-2 py-1 font-mono text-xs dark:bg-slate-800"
                  />
                </div>
                <div className="flex flex-wrap gap-2">
                  <CopyLinkButton link={p.link} who={who} />
                  {editable ? <PersonControls meeting={meeting} person={p} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
        {editable ? (
          <div className="mt-3">
            <AddPersonForm
              meetingId={meeting.id}
              booked={meeting.status === 'scheduled'}
              count={meeting.participants.length}
            />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="next-heading">
        <h2 id="next-heading" className="text-lg font-semibold">
          {t('confirm.nextHeading')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>{t('confirm.next1')}</li>
          <li>{outbox ? t('confirm.next2Outbox') : t('confirm.next2')}</li>
          <li>{afterAnswersWords(t, tc, meeting)}</li>
        </ol>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={meetingHref(meeting)}>{t('confirm.seeTimes')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={MEETINGS_TAB}>{t('confirm.allMeetings')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
