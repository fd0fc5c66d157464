import { ADMIN_MEETING_STATUSES } from '@overlap/contracts';
import { Link, Route, Routes, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';
import { useAdminFormats } from '../hooks/use-admin-formats';
import { useAdminMeetings } from '../api/admin-people';
import { useListParams } from '../hooks/use-list-params';
import { AdminEmpty, AdminError } from './admin-states';
import { FilterSelect, SearchForm } from './list-controls';
import { LIST_CELL as cell, PagedTable } from './paged-table';
import { MeetingDetail } from './meeting-detail';
import { MeetingStatusBadge } from './meeting-status';

/** /admin/meetings and /admin/meetings/:id: every meeting, read only. */
export function MeetingsSection() {
  return (
    <Routes>
      <Route index element={<MeetingsList />} />
      <Route path=":id" element={<MeetingDetail />} />
    </Routes>
  );
}

function MeetingsList() {
  const t = useT('admin');
  const formats = useAdminFormats();
  useDocumentTitle(t('meetings.docTitle'));
  const statusOptions = ADMIN_MEETING_STATUSES.map((value) => ({
    value,
    label: t(`meetingStatus.${value}`),
  }));
  const { q, filter, page, go } = useListParams('status', ADMIN_MEETING_STATUSES);
  const meetings = useAdminMeetings(q, filter, page);
  // The detail's way back returns to this search, filter and page.
  const listSearch = useLocation().search;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('section.meetings')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('meetings.intro')}</p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <SearchForm
          key={q}
          id="meeting-search"
          label={t('meetings.search')}
          placeholder={t('meetings.searchPlaceholder')}
          value={q}
          onSearch={(next) => go({ q: next })}
        />
        <FilterSelect
          id="meeting-status"
          label={t('meetings.status')}
          value={filter}
          options={statusOptions}
          onChange={(next) => go({ filter: next })}
        />
      </div>
      {meetings.isPending ? (
        <LoadingScreen label={t('meetings.loading')} />
      ) : meetings.isError ? (
        <AdminError
          title={t('meetings.loadFailed')}
          error={meetings.error}
          onRetry={() => void meetings.refetch()}
        />
      ) : meetings.data.meetings.length === 0 ? (
        <AdminEmpty title={q || filter ? t('meetings.noMatch') : t('meetings.empty')}>
          {q || filter ? t('meetings.noMatchHint') : t('meetings.emptyHint')}
        </AdminEmpty>
      ) : (
        <PagedTable
          label={t('section.meetings')}
          caption={t('meetings.caption')}
          columns={[
            { label: t('meetings.col.meeting') },
            { label: t('meetings.status') },
            { label: t('meetings.col.answered'), numeric: true },
            { label: t('meetings.col.created') },
          ]}
          pager={{
            label: t('meetings.pages'),
            page,
            pageSize: meetings.data.pageSize,
            total: meetings.data.total,
            count: t('meetings.count', { count: meetings.data.total }),
            onPage: (p) => go({ page: p }),
          }}
        >
          {meetings.data.meetings.map((meeting) => (
            <tr key={meeting.id}>
              <th scope="row" className={`${cell} font-normal`}>
                <Link
                  to={`/admin/meetings/${meeting.id}`}
                  state={{ listSearch }}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
                >
                  {meeting.title}
                </Link>
                <span className="block text-slate-600 dark:text-slate-400">{meeting.organizerEmail}</span>
              </th>
              <td className={cell}>
                <MeetingStatusBadge status={meeting.status} />
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {t(meeting.declinedCount > 0 ? 'meetings.answeredOfWithDeclined' : 'meetings.answeredOf', {
                  answered: meeting.answeredCount,
                  declined: meeting.declinedCount,
                  total: meeting.participantCount,
                })}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={meeting.createdAt}>
                  {formats.dateTime.format(new Date(meeting.createdAt))}
                </time>
              </td>
            </tr>
          ))}
        </PagedTable>
      )}
    </div>
  );
}
