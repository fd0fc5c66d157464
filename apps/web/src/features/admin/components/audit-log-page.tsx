import { useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';
import { useAdminFormats } from '../hooks/use-admin-formats';
import { useAuditLog } from '../api/admin-people';
import { AdminEmpty, AdminError } from './admin-states';
import { LIST_CELL as cell, PagedTable } from './paged-table';

/** /admin/audit-log: what admins changed, newest first. */
export function AuditLogPage() {
  const t = useT('admin');
  const formats = useAdminFormats();
  useDocumentTitle(t('audit.docTitle'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const log = useAuditLog(page);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('section.audit')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('audit.intro')}</p>
      </header>
      {log.isPending ? (
        <LoadingScreen label={t('audit.loading')} />
      ) : log.isError ? (
        <AdminError title={t('audit.loadFailed')} error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <AdminEmpty title={t('audit.empty')}>
          {page > 1 ? t('audit.emptyPage') : t('audit.emptyHint')}
        </AdminEmpty>
      ) : (
        <PagedTable
          narrow
          label={t('section.audit')}
          caption={t('audit.caption')}
          columns={[
            { label: t('audit.col.when') },
            { label: t('audit.col.admin') },
            { label: t('audit.col.action') },
            { label: t('audit.col.on') },
          ]}
          pager={{
            label: t('audit.pages'),
            page,
            pageSize: log.data.pageSize,
            total: log.data.total,
            count: t('audit.count', { count: log.data.total }),
            onPage: (p) => setParams(p > 1 ? { page: String(p) } : {}),
          }}
        >
          {log.data.entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.createdAt}>{formats.dateTime.format(new Date(entry.createdAt))}</time>
              </td>
              <td className={cell}>{entry.actorEmail}</td>
              <th scope="row" className={`${cell} font-medium`}>
                {t(`audit.action.${entry.action}`)}
              </th>
              <td className={`${cell} break-all`}>{entry.targetLabel}</td>
            </tr>
          ))}
        </PagedTable>
      )}
    </div>
  );
}
