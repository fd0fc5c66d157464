import type { MeetingDto } from '@overlap/contracts/schemas';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMeetings } from '../api/get-meetings';
import { answerCountsText } from '../lib/answer-counts-text';
import { meetingHref } from '../lib/meeting-status';
import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import { seriesSummary } from '@/lib/time-format/series-summary';
import { MeetingActions } from './meeting-actions';
import { ErrorBlock, SkeletonRows } from './page-states';
import { StatusBadge } from './status-badge';
import { zoneLabel } from '@/lib/zone-search';

const SCHEDULE_TAB = '/dashboard/schedule';

function openScheduleTab() {
  window.dispatchEvent(new CustomEvent('dashboardTabChange', { detail: 'schedule' }));
}

function MeetingRow({ meeting }: { meeting: MeetingDto }) {
  const open = meeting.status === 'collecting' || meeting.status === 'ready';
  const cycle = useHourCycle();
  const t = useT('meetings');
  const ts = useT('series');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={meetingHref(meeting)}
            className="truncate font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100"
          >
            {meeting.title}
          </Link>
          <StatusBadge status={meeting.status} />
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('list.rowFacts', {
            answers: answerCountsText(t, meeting),
            minutes: meeting.durationMinutes,
          })}
        </p>
        {meeting.chosenStart && meeting.chosenEnd ? (
          <p className="mt-1 text-sm">
            {formatRange(meeting.chosenStart, meeting.chosenEnd, meeting.organizerZone, cycle)}{' '}
            <span className="text-slate-500 dark:text-slate-400">
              · {zoneLabel(meeting.organizerZone, Date.parse(meeting.chosenStart))}
            </span>
          </p>
        ) : null}
        {meeting.recurrence ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {seriesSummary(ts, { ...meeting, recurrence: meeting.recurrence })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant={open ? 'primary' : 'outline'}>
          <Link to={meetingHref(meeting)}>
            <span aria-hidden="true">{open ? t('list.choose') : t('list.view')}</span>
            <span className="sr-only">
              {t(open ? 'list.chooseFor' : 'list.viewFor', { title: meeting.title })}
            </span>
          </Link>
        </Button>
        <MeetingActions meeting={meeting} />
      </div>
    </li>
  );
}

/** The organizer's meetings, newest first as the server sends them. */
export function MeetingsList() {
  const t = useT('meetings');
  const { data, error, isPending, refetch } = useMeetings();
  if (isPending) return <SkeletonRows label={t('list.loading')} />;
  if (error || !data) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  if (data.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
        <CalendarDays className="h-8 w-8 text-slate-400" aria-hidden="true" />
        <p className="font-medium">{t('list.empty')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.emptyHint')}</p>
        <Button asChild>
          <Link to={SCHEDULE_TAB} onClick={openScheduleTab}>
            {t('schedule.heading')}
          </Link>
        </Button>
      </div>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label={t('list.heading')}>
      {data.map((meeting) => (
        <MeetingRow key={meeting.id} meeting={meeting} />
      ))}
    </ul>
  );
}
