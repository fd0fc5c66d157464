import type { AdminAuditAction } from '@overlap/contracts';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuditLog } from '../api/admin-people';
import { AdminEmpty, AdminError } from './admin-states';
import { adminDateTime } from './list-controls';
import { LIST_CELL as cell, PagedTable } from './paged-table';

const ACTION_TEXT: Record<AdminAuditAction, string> = {
  'role.granted': 'Made admin',
  'role.revoked': 'Removed admin',
  'user.disabled': 'Disabled account',
  'user.enabled': 'Enabled account',
  'template.updated': 'Edited e-mail template',
  'template.reset': 'Reset e-mail template',
};

/** /admin/audit-log: what admins changed, newest first. */
export function AuditLogPage() {
  useDocumentTitle('Admin Audit Log');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const log = useAuditLog(page);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Audit Log</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Every change an admin made to people and e-mail templates, newest first. Entries cannot be edited.
        </p>
      </header>
      {log.isPending ? (
        <LoadingScreen label="Loading the audit log..." />
      ) : log.isError ? (
        <AdminError
          title="The audit log could not be loaded"
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.entries.length === 0 ? (
        <AdminEmpty title="No admin actions yet">
          {page > 1
            ? 'There is nothing on this page.'
            : 'Role changes, disabled accounts and template edits appear here.'}
        </AdminEmpty>
      ) : (
        <PagedTable
          narrow
          label="Audit log"
          caption="Admin actions, newest first"
          columns={[{ label: 'When' }, { label: 'Admin' }, { label: 'Action' }, { label: 'On' }]}
          pager={{
            label: 'Audit log pages',
            page,
            pageSize: log.data.pageSize,
            total: log.data.total,
            noun: ['entry', 'entries'],
            onPage: (p) => setParams(p > 1 ? { page: String(p) } : {}),
          }}
        >
          {log.data.entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.createdAt}>{adminDateTime.format(new Date(entry.createdAt))}</time>
              </td>
              <td className={cell}>{entry.actorEmail}</td>
              <th scope="row" className={`${cell} font-medium`}>
                {ACTION_TEXT[entry.action]}
              </th>
              <td className={`${cell} break-all`}>{entry.targetLabel}</td>
            </tr>
          ))}
        </PagedTable>
      )}
    </div>
  );
}
