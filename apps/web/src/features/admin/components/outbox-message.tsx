import type { AdminOutboxMessage } from '@overlap/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useT } from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { useOutboxMessage } from '../api/admin-email';
import { AdminError, panelClass } from './admin-states';
import { EmailHtmlFrame } from './email-html-frame';
import { useAdminFormats } from '../hooks/use-admin-formats';
import { useMailKind } from '../hooks/use-mail-kind';
import { OutboxStatusBadge } from './outbox-status';

function BackToOutbox() {
  const t = useT('admin');
  return (
    <Link
      to="/admin/email-templates/outbox"
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('outbox.back')}
    </Link>
  );
}

export function OutboxMessageView() {
  const { id = '' } = useParams();
  const t = useT('admin');
  const message = useOutboxMessage(id);
  return (
    <div className="flex flex-col gap-4">
      <BackToOutbox />
      {message.isPending ? (
        <LoadingScreen label={t('outbox.messageLoading')} />
      ) : message.isError ? (
        <AdminError
          title={
            message.error instanceof HttpError && message.error.status === 404
              ? t('outbox.noMessage')
              : t('outbox.messageFailed')
          }
          error={message.error}
          onRetry={() => void message.refetch()}
        />
      ) : (
        <MessageDetail message={message.data.message} />
      )}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function MessageDetail({ message }: { message: AdminOutboxMessage }) {
  const t = useT('admin');
  const formats = useAdminFormats();
  const kind = useMailKind();
  return (
    <>
      <section aria-label={t('outbox.headers')} className={panelClass}>
        <h2 className="mb-4 text-xl font-semibold break-words">{message.subject}</h2>
        <dl className="flex flex-col gap-2">
          <Row label={t('outbox.toLabel')}>
            {message.toName ? `${message.toName} <${message.toAddress}>` : message.toAddress}
          </Row>
          <Row label={t('outbox.template')}>{kind(message.templateKey).name}</Row>
          <Row label={t('meetings.status')}>
            <OutboxStatusBadge status={message.status} />
          </Row>
          <Row label={t('outbox.created')}>{formats.dateTime.format(new Date(message.createdAt))}</Row>
          {message.sentAt ? (
            <Row label={t('outbox.sent')}>{formats.dateTime.format(new Date(message.sentAt))}</Row>
          ) : null}
          <Row label={t('outbox.attempts')}>{message.attempts}</Row>
          {message.lastError ? <Row label={t('outbox.lastError')}>{message.lastError}</Row> : null}
          <Row label={t('outbox.dedupe')}>
            <code className="text-xs">{message.dedupeKey}</code>
          </Row>
        </dl>
      </section>
      <section aria-label={t('outbox.htmlVersion')} className={`${panelClass} flex flex-col gap-3`}>
        <h3 className="font-semibold">HTML</h3>
        <p className="text-xs text-slate-500">{t('outbox.sandbox')}</p>
        <EmailHtmlFrame html={message.html} title={t('outbox.htmlFrame')} />
      </section>
      <section aria-label={t('outbox.textVersion')} className={`${panelClass} flex flex-col gap-3`}>
        <h3 className="font-semibold">{t('outbox.plainText')}</h3>
        <pre className="overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap dark:bg-slate-950">
          {message.text}
        </pre>
      </section>
      {message.ics ? (
        <section aria-label={t('outbox.attachment')} className={`${panelClass} flex flex-col gap-3`}>
          <h3 className="font-semibold">
            {t('outbox.attachment')}
            {message.icsMethod ? ` (${message.icsMethod})` : ''}
          </h3>
          <pre className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs dark:bg-slate-950">
            {message.ics}
          </pre>
        </section>
      ) : null}
    </>
  );
}
