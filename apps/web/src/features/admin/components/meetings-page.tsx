import { ADMIN_MEETING_STATUSES } from '@overlap/contracts';
import { Link, Route, Routes, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminMeetings } from '../api/admin-people';
import { useListParams } from '../hooks/use-list-params';
import { AdminEmpty, AdminError } from './admin-states';
import { FilterSelect, SearchForm, adminDateTime } from './list-controls';
import { LIST_CELL as cell, PagedTable } from './paged-table';
import { MeetingDetail } from './meeting-detail';
import { MEETING_STATUS_LABELS, MeetingStatusBadge } from './meeting-status';

const STATUS_OPTIONS = ADMIN_MEETING_STATUSES.map((value) => ({
  value,
  label: MEETING_STATUS_LABELS[value],
}));

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
  useDocumentTitle('Admin Meetings');
  const { q, filter, page, go } = useListParams('status', ADMIN_MEETING_STATUSES);
  const meetings = useAdminMeetings(q, filter, page);
  // The detail's way back returns to this search, filter and page.
  const listSearch = useLocation().search;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Meetings</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Every meeting request, newest first. Open one to read it; nothing here changes a meeting.
        </p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <SearchForm
          key={q}
          id="meeting-search"
          label="Search meetings"
          placeholder="Title or organizer e-mail"
          value={q}
          onSearch={(next) => go({ q: next })}
        />
        <FilterSelect
          id="meeting-status"
          label="Status"
          value={filter}
          options={STATUS_OPTIONS}
          onChange={(next) => go({ filter: next })}
        />
      </div>
      {meetings.isPending ? (
        <LoadingScreen label="Loading meetings..." />
      ) : meetings.isError ? (
        <AdminError
          title="Meetings could not be loaded"
          error={meetings.error}
          onRetry={() => void meetings.refetch()}
        />
      ) : meetings.data.meetings.length === 0 ? (
        <AdminEmpty title={q || filter ? 'No meetings match' : 'No meetings yet'}>
          {q || filter ? 'Try another search or status.' : 'Meetings appear here once someone creates one.'}
        </AdminEmpty>
      ) : (
        <PagedTable
          label="Meetings"
          caption="Meetings, newest first"
          columns={[
            { label: 'Meeting' },
            { label: 'Status' },
            { label: 'Answered', numeric: true },
            { label: 'Created' },
          ]}
          pager={{
            label: 'Meeting pages',
            page,
            pageSize: meetings.data.pageSize,
            total: meetings.data.total,
            noun: ['meeting', 'meetings'],
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
                {meeting.answeredCount} of {meeting.participantCount}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={meeting.createdAt}>{adminDateTime.format(new Date(meeting.createdAt))}</time>
              </td>
            </tr>
          ))}
        </PagedTable>
      )}
    </div>
  );
}
