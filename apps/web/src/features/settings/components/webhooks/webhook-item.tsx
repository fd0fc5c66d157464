import type { WebhookDto } from '@overlap/contracts/schemas';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { DeliveryLog } from './delivery-log';
import { DeliveryStatus } from './delivery-status';
import { WebhookForm } from './webhook-form';
import { PreviousSecretNote, RotateSecretButton } from './webhook-rotation';
import { WebhookSecret } from './webhook-secret';
import {
  useDeleteWebhook,
  useRevealSecret,
  useRotateSecret,
  useSendTest,
  useUpdateWebhook,
} from './webhooks-api';

/** One webhook: what it receives, and its actions (edit, secret, test, log, turn off, delete). */
export function WebhookItem({
  webhook,
  freshSecret,
  meetingTitle,
}: {
  webhook: WebhookDto;
  freshSecret?: string;
  meetingTitle?: string | undefined;
}) {
  const t = useT('settings');
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateWebhook(webhook.id);
  const remove = useDeleteWebhook(webhook.id);
  const reveal = useRevealSecret(webhook.id);
  const sendTest = useSendTest(webhook.id);
  const rotate = useRotateSecret(webhook.id);
  const secret = rotate.data?.secret ?? reveal.data?.secret ?? freshSecret;
  const label = webhook.description || webhook.url;
  // Closed (saved or cancelled), the form gives focus back to the Edit button it replaced.
  const item = useRef<HTMLLIElement>(null);
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (edited && !editing) item.current?.querySelector<HTMLElement>('[data-action="edit"]')?.focus();
  }, [edited, editing]);

  if (editing)
    return (
      <li>
        <WebhookForm
          initial={{
            url: webhook.url,
            description: webhook.description,
            events: webhook.events,
            meetingId: webhook.meetingId ?? '',
          }}
          submitLabel={t('hooks.save')}
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async ({ url, description, events }) => {
            const values = { url, description, events };
            await update.mutateAsync(values);
            setEditing(false);
            toast({ title: t('hooks.saved'), variant: 'success' });
          }}
        />
      </li>
    );

  const onTest = () =>
    sendTest.mutate(undefined, {
      onSuccess: () => {
        setShowLog(true);
        toast({ title: t('hooks.testQueued'), description: t('hooks.testQueuedNote') });
      },
      onError: (error) =>
        toast({ title: t('hooks.testNotSent'), description: error.message, variant: 'destructive' }),
    });

  const onToggle = () =>
    update.mutate(
      { enabled: !webhook.enabled },
      {
        onError: (error) =>
          toast({ title: t('hooks.notChanged'), description: error.message, variant: 'destructive' }),
      },
    );

  return (
    <li
      ref={item}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid="webhook-item"
      aria-label={t('hooks.itemLabel', { label })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {webhook.description && <p className="font-medium">{webhook.description}</p>}
          <p className="break-all font-mono text-sm text-slate-700 dark:text-slate-300">{webhook.url}</p>
          {webhook.meetingId && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {meetingTitle ? t('hooks.onlyMeeting', { title: meetingTitle }) : t('hooks.oneMeeting')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!webhook.enabled && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium dark:bg-slate-700">
              {t('hooks.off')}
            </span>
          )}
          {webhook.lastDelivery ? (
            <DeliveryStatus
              status={webhook.lastDelivery.status}
              responseCode={webhook.lastDelivery.responseCode}
            />
          ) : (
            <span className="text-xs text-slate-600 dark:text-slate-400">{t('hooks.nothingSent')}</span>
          )}
        </div>
      </div>
      <ul aria-label={t('hooks.events')} className="flex flex-wrap gap-1">
        {webhook.events.map((event) => (
          <li key={event} className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs dark:bg-slate-800">
            {event}
          </li>
        ))}
      </ul>
      {secret && (
        <WebhookSecret
          secret={secret}
          fresh={Boolean(rotate.data) || (Boolean(freshSecret) && !reveal.data)}
        />
      )}
      <PreviousSecretNote webhook={webhook} rotated={rotate.data} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          data-action="edit"
          onClick={() => {
            setEditing(true);
            setEdited(true);
          }}
        >
          {t('hooks.edit')}
        </Button>
        {!secret && (
          <Button size="sm" variant="outline" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
            {t('hooks.showSecret')}
          </Button>
        )}
        <RotateSecretButton rotate={rotate} />
        <Button size="sm" variant="outline" disabled={sendTest.isPending} onClick={onTest}>
          {sendTest.isPending ? t('hooks.sending') : t('hooks.sendTest')}
        </Button>
        <Button size="sm" variant="outline" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? t('hooks.hideDeliveries') : t('hooks.deliveries')}
        </Button>
        <Button size="sm" variant="outline" disabled={update.isPending} onClick={onToggle}>
          {webhook.enabled ? t('hooks.turnOff') : t('hooks.turnOn')}
        </Button>
        {!confirmDelete && (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 dark:text-red-400"
            onClick={() => setConfirmDelete(true)}
          >
            {t('hooks.delete')}
          </Button>
        )}
      </div>
      {reveal.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {reveal.error.message}
        </p>
      )}
      {confirmDelete && (
        <div
          role="group"
          aria-label={t('hooks.confirmDelete')}
          className="flex flex-wrap items-center gap-2 text-sm"
        >
          <span>{t('hooks.deleteQuestion')}</span>
          <Button
            size="sm"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast({ title: t('hooks.deleted'), variant: 'success' }),
                onError: (error) =>
                  toast({ title: t('hooks.notDeleted'), description: error.message, variant: 'destructive' }),
              })
            }
          >
            {t('hooks.deleteWebhook')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirmDelete(false)}>
            {t('keys.keep')}
          </Button>
        </div>
      )}
      {showLog && (
        <section aria-label={t('hooks.log')} className="border-t border-slate-200 pt-2 dark:border-slate-700">
          <DeliveryLog webhookId={webhook.id} />
        </section>
      )}
    </li>
  );
}
