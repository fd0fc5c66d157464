import type { AdminUser } from '@overlap/contracts';
import { useState } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAuth } from '@/features/auth/use-auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminUsers, useChangeUser } from '../api/admin-people';
import { useListParams } from '../hooks/use-list-params';
import { AdminEmpty, AdminError } from './admin-states';
import { SearchForm, adminDate } from './list-controls';
import { LIST_CELL as cell, PagedTable } from './paged-table';
import { UserActions, type UserChangeRequest } from './user-actions';

/** /admin/users: find people, make or remove admins, disable or enable accounts. */
export function UsersPage() {
  useDocumentTitle('Admin Users');
  const { q, page, go } = useListParams();
  const users = useAdminUsers(q, page);
  const change = useChangeUser();
  const me = useAuth().user;
  const [done, setDone] = useState('');

  const run = (request: UserChangeRequest) => {
    setDone('');
    change.mutate(request.change, { onSuccess: () => setDone(request.doneText) });
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Users</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Everyone who has signed in. Admins can open this area; a disabled account is signed out everywhere
          and cannot use Overlap until enabled again.
        </p>
      </header>
      <SearchForm
        key={q}
        id="user-search"
        label="Search people"
        placeholder="Name or e-mail"
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
        <AdminError title="That change was not made" error={change.error} onRetry={() => change.reset()} />
      ) : null}
      {users.isPending ? (
        <LoadingScreen label="Loading people..." />
      ) : users.isError ? (
        <AdminError
          title="People could not be loaded"
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.users.length === 0 ? (
        <AdminEmpty title={q ? `Nobody matches “${q}”` : 'Nobody has signed in yet'}>
          {q ? 'Search for part of a name or an e-mail address.' : undefined}
        </AdminEmpty>
      ) : (
        <PagedTable
          label="People"
          caption="People, newest first"
          columns={[
            { label: 'Person' },
            { label: 'Role' },
            { label: 'Account' },
            { label: 'Meetings', numeric: true },
            { label: 'Joined' },
            { label: 'Actions', hidden: true },
          ]}
          pager={{
            label: 'People pages',
            page,
            pageSize: users.data.pageSize,
            total: users.data.total,
            noun: ['person', 'people'],
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
            />
          ))}
        </PagedTable>
      )}
    </div>
  );
}

function UserRow({
  user,
  isMe,
  busy,
  onChange,
}: {
  user: AdminUser;
  isMe: boolean;
  busy: boolean;
  onChange: (request: UserChangeRequest) => void;
}) {
  return (
    <tr>
      <th scope="row" className={`${cell} font-normal`}>
        <span className="block font-medium">
          {user.name || user.email}
          {isMe ? <span className="ml-2 text-xs text-slate-500">(you)</span> : null}
        </span>
        <span className="block text-slate-600 dark:text-slate-400">{user.email}</span>
      </th>
      <td className={cell}>
        {user.isAdmin ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-100">
            Admin
          </span>
        ) : (
          'Member'
        )}
      </td>
      <td className={cell}>
        {user.disabledAt ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900 dark:bg-red-900/40 dark:text-red-100">
            Disabled
          </span>
        ) : (
          'Active'
        )}
      </td>
      <td className={`${cell} text-right tabular-nums`}>{user.meetingsCount}</td>
      <td className={`${cell} whitespace-nowrap`}>
        <time dateTime={user.createdAt}>{adminDate.format(new Date(user.createdAt))}</time>
      </td>
      <td className={cell}>
        <UserActions user={user} isMe={isMe} busy={busy} onChange={onChange} />
      </td>
    </tr>
  );
}
