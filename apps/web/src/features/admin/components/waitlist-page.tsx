import type { AdminWaitlistEntry } from '@overlap/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { toast } from '@/components/ui/toast-store';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLocale, useT } from '@/i18n';
import { useAdminFormats } from '../hooks/use-admin-formats';
import { useAdminWaitlist, useInvite } from '../api/admin-waitlist';
import { AdminEmpty, AdminError, panelClass } from './admin-states';
import { LIST_CELL as cell, PagedTable } from './paged-table';

/** /admin/waitlist: who is waiting, and a single-use sign-up link by e-mail for any of them, or anyone. */
export function WaitlistPage() {
  const t = useT('admin');
  useDocumentTitle(t('waitlist.docTitle'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useAdminWaitlist(page);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('section.waitlist')}</h1>
        {list.data ? (
          <p className="text-slate-600 dark:text-slate-400">
            {t('waitlist.intro', { mode: list.data.signUp })}
          </p>
        ) : null}
      </header>
      <InviteForm />
      {list.isPending ? (
        <LoadingScreen label={t('waitlist.loading')} />
      ) : list.isError ? (
        <AdminError title={t('waitlist.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.entries.length === 0 ? (
        <AdminEmpty title={t('waitlist.empty')}>{page > 1 ? t('audit.emptyPage') : null}</AdminEmpty>
      ) : (
        <PagedTable
          label={t('section.waitlist')}
          caption={t('waitlist.caption')}
          columns={[
            { label: t('waitlist.col.email') },
            { label: t('waitlist.col.joined') },
            { label: t('waitlist.col.invitation') },
            { label: t('waitlist.col.actions'), hidden: true },
          ]}
          pager={{
            label: t('waitlist.pages'),
            page,
            pageSize: list.data.pageSize,
            total: list.data.total,
            count: t('waitlist.count', { count: list.data.total }),
            onPage: (p) => setParams(p > 1 ? { page: String(p) } : {}),
          }}
        >
          {list.data.entries.map((entry) => (
            <WaitlistRow key={entry.email} entry={entry} />
          ))}
        </PagedTable>
      )}
    </div>
  );
}

function WaitlistRow({ entry }: { entry: AdminWaitlistEntry }) {
  const t = useT('admin');
  const formats = useAdminFormats();
  const invite = useInviteWithToast();
  const day = (iso: string) => <time dateTime={iso}>{formats.date.format(new Date(iso))}</time>;
  const invitation = entry.signedUpAt
    ? t.rich('waitlist.signedUp', { date: day(entry.signedUpAt) })
    : entry.invitedAt && entry.invitationExpiresAt
      ? entry.invitationExpired
        ? t.rich('waitlist.expired', { date: day(entry.invitationExpiresAt) })
        : t.rich('waitlist.invited', { date: day(entry.invitedAt), until: day(entry.invitationExpiresAt) })
      : t('waitlist.notInvited');
  return (
    <tr>
      <th scope="row" className={`${cell} font-medium break-all`}>
        {entry.email}
      </th>
      <td className={`${cell} whitespace-nowrap`}>
        {entry.joinedAt ? day(entry.joinedAt) : t('waitlist.direct')}
      </td>
      <td className={cell}>{invitation}</td>
      <td className={`${cell} text-right`}>
        {entry.signedUpAt ? null : (
          <Button
            size="sm"
            variant="outline"
            disabled={invite.isPending}
            aria-label={t(entry.invitedAt ? 'waitlist.inviteAgainLabel' : 'waitlist.inviteLabel', {
              email: entry.email,
            })}
            onClick={() => invite.send(entry.email)}
          >
            {t(entry.invitedAt ? 'waitlist.inviteAgain' : 'waitlist.invite')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Sends the invitation in the admin's language and says what happened. */
function useInviteWithToast() {
  const t = useT('admin');
  const locale = useLocale();
  const mutation = useInvite();
  return {
    isPending: mutation.isPending,
    send: (email: string, onSent?: () => void) =>
      mutation.mutate(
        { email, locale },
        {
          onSuccess: () => {
            toast({ title: t('waitlist.sent', { email }), variant: 'success' });
            onSent?.();
          },
          onError: (error) =>
            toast({ title: t('waitlist.sendFailed'), description: error.message, variant: 'destructive' }),
        },
      ),
  };
}

function InviteForm() {
  const t = useT('admin');
  const invite = useInviteWithToast();
  const [email, setEmail] = useState('');
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) invite.send(email.trim(), () => setEmail(''));
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-label={t('waitlist.formLabel')}
      className={`${panelClass} flex flex-col gap-3`}
    >
      <label htmlFor={inputId} className="font-medium">
        {t('waitlist.emailLabel')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 sm:flex-1 dark:border-slate-700 dark:bg-slate-900"
        />
        <Button type="submit" disabled={invite.isPending || !email.trim()}>
          {t('waitlist.send')}
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('waitlist.formHint')}</p>
    </form>
  );
}
