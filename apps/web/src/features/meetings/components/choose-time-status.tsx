import type { MeetingDto } from '@overlap/contracts/schemas';
import { Link } from 'react-router';
import { meetingHref } from '../lib/meeting-status';
import { ScheduleAgainButton } from './schedule-again-button';
import { StatusBadge } from './status-badge';

export const sectionClass = 'rounded-xl border border-slate-200 p-4 dark:border-slate-800';

/**
 * The first line of Choose a time: the title, its status, `facts` and whether an update is under way.
 * While the meeting is open it offers to schedule it again here; once closed, `ClosedForBooking` does.
 */
export function ChooseTimeHeader({
  meeting,
  titleClass,
  facts,
  updating,
}: {
  meeting: Pick<MeetingDto, 'id' | 'title' | 'status'>;
  titleClass: string;
  facts: string;
  /** Said while the suggestions are fetched again. */
  updating: string | null;
}) {
  const open = meeting.status === 'collecting' || meeting.status === 'ready';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h2 className={titleClass}>{meeting.title}</h2>
      <StatusBadge status={meeting.status} />
      <span className="text-sm text-slate-600 dark:text-slate-400">{facts}</span>
      {updating ? (
        <span className="text-sm text-slate-500 dark:text-slate-400" role="status">
          {updating}
        </span>
      ) : null}
      {open ? (
        <span className="ml-auto">
          <ScheduleAgainButton meeting={meeting} size="sm" />
        </span>
      ) : null}
    </div>
  );
}

/** On Choose a time once a meeting is closed: says so, links to what happened and offers it again. */
export function ClosedForBooking({
  meeting,
  says,
  linkLabel,
}: {
  meeting: Pick<MeetingDto, 'id' | 'title' | 'status'>;
  says: string;
  linkLabel: string;
}) {
  return (
    <div className={`${sectionClass} flex flex-wrap items-center gap-x-3 gap-y-2`}>
      <p role="status">
        {says}{' '}
        <Link to={meetingHref(meeting)} className="font-medium text-brand-700 underline dark:text-brand-100">
          {linkLabel}
        </Link>
      </p>
      <ScheduleAgainButton meeting={meeting} size="sm" />
    </div>
  );
}
