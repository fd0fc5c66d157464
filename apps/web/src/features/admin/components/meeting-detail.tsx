import type { AdminMeetingDetail } from '@overlap/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useAdminMeeting } from '../api/admin-people';
import { AdminEmpty, AdminError, panelClass } from './admin-states';
import { adminZonedDateTime } from './list-controls';
import { MeetingStatusBadge } from './meeting-status';

import { LIST_CELL as cell } from './paged-table';
const when = (iso: string | null) => (iso ? adminZonedDateTime.format(new Date(iso)) : '—');

const STATUS_TEXT = { invited: 'Not answered', responded: 'Answered', declined: 'Declined' } as const;

/** One meeting, read only; the server never sends participants' links, so none can show. */
export function MeetingDetail() {
  const { id = '' } = useParams();
  const query = useAdminMeeting(id);
  const state: unknown = useLocation().state;
  const listSearch =
    state && typeof state === 'object' && 'listSearch' in state && typeof state.listSearch === 'string'
      ? state.listSearch
      : '';
  useDocumentTitle(query.data ? `Admin Meeting: ${query.data.meeting.title}` : 'Admin Meeting');

  const back = (
    <Link
      to={`/admin/meetings${listSearch}`}
      className="inline-flex items-center gap-2 self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      All meetings
    </Link>
  );
  if (query.isPending) return <LoadingScreen label="Loading the meeting..." />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        {query.error instanceof HttpError && query.error.status === 404 ? (
          <AdminEmpty title="No such meeting">It may have been deleted with its organizer.</AdminEmpty>
        ) : (
          <AdminError
            title="The meeting could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  return <MeetingView meeting={query.data.meeting} back={back} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function MeetingView({ meeting, back }: { meeting: AdminMeetingDetail; back: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      {back}
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold break-words">{meeting.title}</h1>
          <MeetingStatusBadge status={meeting.status} />
        </div>
        <p className="text-slate-600 dark:text-slate-400">
          Organized by{' '}
          {meeting.organizerName
            ? `${meeting.organizerName} (${meeting.organizerEmail})`
            : meeting.organizerEmail}
        </p>
      </header>
      <section aria-labelledby="meeting-facts" className={panelClass}>
        <h2 id="meeting-facts" className="sr-only">
          Details
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Duration">{meeting.durationMinutes} minutes</Fact>
          <Fact label="Window">
            {when(meeting.windowStart)} – {when(meeting.windowEnd)}
          </Fact>
          <Fact label="Organizer's time zone">{meeting.organizerZone}</Fact>
          <Fact label="Booked time">
            {meeting.chosenStart ? `${when(meeting.chosenStart)} – ${when(meeting.chosenEnd)}` : 'Not booked'}
          </Fact>
          <Fact label="Answer by">{meeting.deadline ? when(meeting.deadline) : 'No deadline'}</Fact>
          <Fact label="Location">{meeting.location || '—'}</Fact>
          <Fact label="Created">{when(meeting.createdAt)}</Fact>
          <Fact label="Last changed">{when(meeting.updatedAt)}</Fact>
          <Fact label="Changes sent (sequence)">{meeting.sequence}</Fact>
          {meeting.cancelReason ? <Fact label="Cancel reason">{meeting.cancelReason}</Fact> : null}
        </dl>
        {meeting.description ? (
          <p className="mt-4 whitespace-pre-line text-slate-700 dark:text-slate-300">{meeting.description}</p>
        ) : null}
      </section>
      <section aria-labelledby="meeting-people" className="flex flex-col gap-3">
        <h2 id="meeting-people" className="text-lg font-semibold">
          People ({meeting.answeredCount} of {meeting.participantCount} answered)
        </h2>
        <ScrollRegion
          label="People invited"
          className="relative rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className={cell}>
                  Person
                </th>
                <th scope="col" className={cell}>
                  Needed
                </th>
                <th scope="col" className={cell}>
                  Answer
                </th>
                <th scope="col" className={cell}>
                  Answered at
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {meeting.participants.map((person) => (
                <tr key={person.email}>
                  <th scope="row" className={`${cell} font-normal`}>
                    <span className="block font-medium">{person.name || person.email}</span>
                    {person.name ? (
                      <span className="block text-slate-600 dark:text-slate-400">{person.email}</span>
                    ) : null}
                  </th>
                  <td className={cell}>{person.required ? 'Required' : 'Optional'}</td>
                  <td className={cell}>{STATUS_TEXT[person.status]}</td>
                  <td className={`${cell} whitespace-nowrap`}>{when(person.answeredAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </div>
  );
}
