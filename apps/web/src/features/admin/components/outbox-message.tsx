import type { AdminOutboxMessage } from '@overlap/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { HttpError } from '@/lib/http-error';
import { useOutboxMessage } from '../api/admin-email';
import { AdminError, panelClass } from './admin-states';
import { EmailHtmlFrame } from './email-html-frame';
import { OutboxStatusBadge, outboxDateTime } from './outbox-status';

function BackToOutbox() {
  return (
    <Link
      to="/admin/email-templates/outbox"
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to the outbox
    </Link>
  );
}

export function OutboxMessageView() {
  const { id = '' } = useParams();
  const message = useOutboxMessage(id);
  return (
    <div className="flex flex-col gap-4">
      <BackToOutbox />
      {message.isPending ? (
        <LoadingScreen label="Loading the message..." />
      ) : message.isError ? (
        <AdminError
          title={
            message.error instanceof HttpError && message.error.status === 404
              ? 'No such message'
              : 'The message could not be loaded'
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
  return (
    <>
      <section aria-label="Headers" className={panelClass}>
        <h2 className="mb-4 text-xl font-semibold break-words">{message.subject}</h2>
        <dl className="flex flex-col gap-2">
          <Row label="To">
            {message.toName ? `${message.toName} <${message.toAddress}>` : message.toAddress}
          </Row>
          <Row label="Template">{message.templateKey}</Row>
          <Row label="Status">
            <OutboxStatusBadge status={message.status} />
          </Row>
          <Row label="Created">{outboxDateTime.format(new Date(message.createdAt))}</Row>
          {message.sentAt ? <Row label="Sent">{outboxDateTime.format(new Date(message.sentAt))}</Row> : null}
          <Row label="Attempts">{message.attempts}</Row>
          {message.lastError ? <Row label="Last error">{message.lastError}</Row> : null}
          <Row label="Dedupe key">
            <code className="text-xs">{message.dedupeKey}</code>
          </Row>
        </dl>
      </section>
      <section aria-label="HTML version" className={`${panelClass} flex flex-col gap-3`}>
        <h3 className="font-semibold">HTML</h3>
        <p className="text-xs text-slate-500">Shown in a sandbox: scripts and forms in it do not run.</p>
        <EmailHtmlFrame html={message.html} title="HTML version of the e-mail" />
      </section>
      <section aria-label="Plain text version" className={`${panelClass} flex flex-col gap-3`}>
        <h3 className="font-semibold">Plain text</h3>
        <pre className="overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap dark:bg-slate-950">
          {message.text}
        </pre>
      </section>
      {message.ics ? (
        <section aria-label="Calendar attachment" className={`${panelClass} flex flex-col gap-3`}>
          <h3 className="font-semibold">
            Calendar attachment{message.icsMethod ? ` (${message.icsMethod})` : ''}
          </h3>
          <pre className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs dark:bg-slate-950">
            {message.ics}
          </pre>
        </section>
      ) : null}
    </>
  );
}
