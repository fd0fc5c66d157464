import type { AdminMeetingDetail } from '@overlap/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { zoneLabel } from '@/lib/zone-search';
import { useAdminMeeting } from '../api/admin-people';
import { AdminEmpty, AdminError, panelClass } from './admin-states';
import { MeetingStatusBadge } from './meeting-status';

import { useAdminFormats } from '../hooks/use-admin-formats';
import { LIST_CELL as cell } from './paged-table';

/** A time with its zone, or a dash for none. */
function useWhen(): (iso: string | null) => string {
  const { zonedDateTime } = useAdminFormats();
  return (iso) => (iso ? zonedDateTime.format(new Date(iso)) : '—');
}

/** One meeting, read only; the server never sends participants' links, so none can show. */
export function MeetingDetail() {
  const { id = '' } = useParams();
  const t = useT('admin');
  const query = useAdminMeeting(id);
  const state: unknown = useLocation().state;
  const listSearch =
    state && typeof state === 'object' && 'listSearch' in state && typeof state.listSearch === 'string'
      ? state.listSearch
      : '';
  useDocumentTitle(
    query.data ? t('meeting.docTitleNamed', { title: query.data.meeting.title }) : t('meeting.docTitle'),
  );

  const back = (
    <Link
      to={`/admin/meetings${listSearch}`}
      className="inline-flex items-center gap-2 self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('meeting.all')}
    </Link>
  );
  if (query.isPending) return <LoadingScreen label={t('meeting.loading')} />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        {query.error instanceof HttpError && query.error.status === 404 ? (
          <AdminEmpty title={t('meeting.none')}>{t('meeting.noneHint')}</AdminEmpty>
        ) : (
          <AdminError
            title={t('meeting.loadFailed')}
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
  const t = useT('admin');
  const when = useWhen();
  return (
    <div className="flex flex-col gap-6">
      {back}
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold break-words">{meeting.title}</h1>
          <MeetingStatusBadge status={meeting.status} />
        </div>
        <p className="text-slate-600 dark:text-slate-400">
          {t('meeting.organizedBy', {
            who: meeting.organizerName
              ? `${meeting.organizerName} (${meeting.organizerEmail})`
              : meeting.organizerEmail,
          })}
        </p>
      </header>
      <section aria-labelledby="meeting-facts" className={panelClass}>
        <h2 id="meeting-facts" className="sr-only">
          {t('meeting.details')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t('meeting.duration')}>
            {t('meeting.minutes', { count: meeting.durationMinutes })}
          </Fact>
          <Fact label={t('meeting.window')}>
            {when(meeting.windowStart)} – {when(meeting.windowEnd)}
          </Fact>
          <Fact label={t('meeting.zone')}>
            <span title={meeting.organizerZone}>
              {zoneLabel(meeting.organizerZone, Date.parse(meeting.windowStart))}
            </span>
          </Fact>
          <Fact label={t('meeting.booked')}>
            {meeting.chosenStart
              ? `${when(meeting.chosenStart)} – ${when(meeting.chosenEnd)}`
              : t('meeting.notBooked')}
          </Fact>
          <Fact label={t('meeting.answerBy')}>
            {meeting.deadline ? when(meeting.deadline) : t('meeting.noDeadline')}
          </Fact>
          <Fact label={t('meeting.location')}>{meeting.location || '—'}</Fact>
          <Fact label={t('meeting.created')}>{when(meeting.createdAt)}</Fact>
          <Fact label={t('meeting.changed')}>{when(meeting.updatedAt)}</Fact>
          <Fact label={t('meeting.sequence')}>{meeting.sequence}</Fact>
          {meeting.cancelReason ? (
            <Fact label={t('meeting.cancelReason')}>{meeting.cancelReason}</Fact>
          ) : null}
        </dl>
        {meeting.description ? (
          <p className="mt-4 whitespace-pre-line text-slate-700 dark:text-slate-300">{meeting.description}</p>
        ) : null}
      </section>
      <section aria-labelledby="meeting-people" className="flex flex-col gap-3">
        <h2 id="meeting-people" className="text-lg font-semibold">
          {t(meeting.declinedCount > 0 ? 'meeting.peopleWithDeclined' : 'meeting.people', {
            answered: meeting.answeredCount,
            declined: meeting.declinedCount,
            total: meeting.participantCount,
          })}
        </h2>
        <ScrollRegion
          label={t('meeting.peopleInvited')}
          className="relative rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className={cell}>
                  {t('users.col.person')}
                </th>
                <th scope="col" className={cell}>
                  {t('meeting.needed')}
                </th>
                <th scope="col" className={cell}>
                  {t('meeting.answer')}
                </th>
                <th scope="col" className={cell}>
                  {t('meeting.answeredAt')}
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
                  <td className={cell}>{person.required ? t('meeting.required') : t('meeting.optional')}</td>
                  <td className={cell}>{t(`meeting.status.${person.status}`)}</td>
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
