import { OUTBOX_STATUS_VALUES, type OutboxStatusValue } from '@overlap/contracts';
import { Paperclip } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useT } from '@/i18n';
import { useAdminFormats } from '../hooks/use-admin-formats';
import { useMailKind } from '../hooks/use-mail-kind';
import { useOutbox } from '../api/admin-email';
import { AdminEmpty, AdminError } from './admin-states';
import { OutboxStatusBadge } from './outbox-status';

const isStatus = (value: string | null): value is OutboxStatusValue =>
  value !== null && (OUTBOX_STATUS_VALUES as readonly string[]).includes(value);

/** The outbox, newest first; the filter and the page live in the address, so Back and links keep them. */
export function OutboxList() {
  const t = useT('admin');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const outbox = useOutbox(status, page);

  const go = (next: { status?: OutboxStatusValue | null; page?: number }) => {
    const query = new URLSearchParams();
    const s = next.status === undefined ? status : next.status;
    const p = next.page ?? 1;
    if (s) query.set('status', s);
    if (p > 1) query.set('page', String(p));
    setParams(query);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="outbox-status" className="text-sm font-medium">
            {t('meetings.status')}
          </label>
          <select
            id="outbox-status"
            value={status ?? ''}
            onChange={(event) => go({ status: isStatus(event.target.value) ? event.target.value : null })}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <option value="">{t('list.all')}</option>
            {OUTBOX_STATUS_VALUES.map((value) => (
              <option key={value} value={value}>
                {t(`outboxStatus.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t('outbox.kept')}</p>
      </div>
      <OutboxResults outbox={outbox} status={status} page={page} onPage={(p) => go({ page: p })} />
    </div>
  );
}

function OutboxResults({
  outbox,
  status,
  page,
  onPage,
}: {
  outbox: ReturnType<typeof useOutbox>;
  status: OutboxStatusValue | null;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useT('admin');
  const formats = useAdminFormats();
  const kind = useMailKind();
  if (outbox.isPending) return <LoadingScreen label={t('outbox.loading')} />;
  if (outbox.isError) {
    return (
      <AdminError title={t('outbox.loadFailed')} error={outbox.error} onRetry={() => void outbox.refetch()} />
    );
  }
  const { messages, hasMore } = outbox.data;
  if (messages.length === 0) {
    return (
      <>
        <AdminEmpty
          title={
            status ? t('outbox.noneWithStatus', { status: t(`outboxStatus.${status}`) }) : t('outbox.empty')
          }
        >
          {page > 1 ? t('audit.emptyPage') : t('outbox.emptyHint')}
        </AdminEmpty>
        {page > 1 ? (
          <Button variant="outline" className="self-start" onClick={() => onPage(1)}>
            {t('outbox.firstPage')}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <>
      <ul
        aria-label={t('email.outbox')}
        className="flex flex-col divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {messages.map((message) => (
          <li key={message.id}>
            <Link
              to={`/admin/email-templates/outbox/${message.id}`}
              className="flex flex-col gap-1 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:flex-row sm:items-center sm:gap-4 dark:hover:bg-slate-800"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{message.subject}</p>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                  {t('outbox.to', {
                    to: message.toName ? `${message.toName} <${message.toAddress}>` : message.toAddress,
                  })}{' '}
                  · {kind(message.templateKey).name}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-3 text-xs text-slate-500">
                {message.hasIcs ? (
                  <Paperclip className="h-4 w-4" aria-label={t('outbox.attachment')} role="img" />
                ) : null}
                <OutboxStatusBadge status={message.status} />
                <time dateTime={message.createdAt}>
                  {formats.dateTime.format(new Date(message.createdAt))}
                </time>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <nav aria-label={t('outbox.pages')} className="flex items-center justify-between gap-3">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('outbox.newer')}
        </Button>
        <span className="text-sm text-slate-600 dark:text-slate-400">{t('outbox.page', { page })}</span>
        <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
          {t('outbox.older')}
        </Button>
      </nav>
    </>
  );
}
