import type { AdminUser } from '@overlap/contracts';
import { useState } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAuth } from '@/hooks/use-auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';
import { useAdminFormats } from '../hooks/use-admin-formats';
import { useAdminUsers, useChangeUser } from '../api/admin-people';
import { useListParams } from '../hooks/use-list-params';
import { AdminEmpty, AdminError } from './admin-states';
import { SearchForm } from './list-controls';
import { LIST_CELL as cell, PagedTable } from './paged-table';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserActions, type UserActionsProps, type UserChangeRequest } from './user-actions';

/** /admin/users: find people, make or remove admins, disable or enable accounts. */
export function UsersPage() {
  const t = useT('admin');
  useDocumentTitle(t('users.docTitle'));
  const { q, page, go } = useListParams();
  const users = useAdminUsers(q, page);
  const change = useChangeUser();
  const me = useAuth().user;
  const [done, setDone] = useState('');
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const run = (request: UserChangeRequest) => {
    setDone('');
    change.mutate(request.change, { onSuccess: () => setDone(request.doneText) });
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('section.users')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('users.intro')}</p>
      </header>
      <SearchForm
        key={q}
        id="user-search"
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        value={q}
        onSearch={(next) => go({ q: next })}
      />
      <p
        role="status"
        aria-live="polite"
        className="text-sm text-emerald-700 empty:hidden dark:text-emerald-300"
      >
        {done}
      </p>
      {change.isError ? (
        <AdminError title={t('users.changeFailed')} error={change.error} onRetry={() => change.reset()} />
      ) : null}
      {users.isPending ? (
        <LoadingScreen label={t('users.loading')} />
      ) : users.isError ? (
        <AdminError title={t('users.loadFailed')} error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <AdminEmpty title={q ? t('users.noMatch', { q }) : t('users.empty')}>
          {q ? t('users.noMatchHint') : undefined}
        </AdminEmpty>
      ) : (
        <PagedTable
          label={t('users.tableLabel')}
          caption={t('users.caption')}
          columns={[
            { label: t('users.col.person') },
            { label: t('users.col.role') },
            { label: t('users.col.account') },
            { label: t('users.col.meetings'), numeric: true },
            { label: t('users.col.joined') },
            { label: t('users.col.actions'), hidden: true },
          ]}
          pager={{
            label: t('users.pages'),
            page,
            pageSize: users.data.pageSize,
            total: users.data.total,
            count: t('users.count', { count: users.data.total }),
            onPage: (p) => go({ page: p }),
          }}
        >
          {users.data.users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isMe={user.id === me?.id}
              busy={change.isPending}
              onChange={run}
              onDelete={(person) => {
                setDone('');
                setDeleting(person);
              }}
            />
          ))}
        </PagedTable>
      )}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={setDone} />
    </div>
  );
}

function UserRow({ user, isMe, busy, onChange, onDelete }: UserActionsProps) {
  const t = useT('admin');
  const formats = useAdminFormats();
  return (
    <tr>
      <th scope="row" className={`${cell} font-normal`}>
        <span className="block font-medium">
          {user.name || user.email}
          {isMe ? <span className="ml-2 text-xs text-slate-500">{t('users.you')}</span> : null}
        </span>
        <span className="block text-slate-600 dark:text-slate-400">{user.email}</span>
      </th>
      <td className={cell}>
        {user.isAdmin ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-100">
            {t('users.admin')}
          </span>
        ) : (
          t('users.member')
        )}
      </td>
      <td className={cell}>
        {user.disabledAt ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900 dark:bg-red-900/40 dark:text-red-100">
            {t('users.disabled')}
          </span>
        ) : (
          t('users.active')
        )}
      </td>
      <td className={`${cell} text-right tabular-nums`}>{user.meetingsCount}</td>
      <td className={`${cell} whitespace-nowrap`}>
        <time dateTime={user.createdAt}>{formats.date.format(new Date(user.createdAt))}</time>
      </td>
      <td className={cell}>
        <UserActions user={user} isMe={isMe} busy={busy} onChange={onChange} onDelete={onDelete} />
      </td>
    </tr>
  );
}
