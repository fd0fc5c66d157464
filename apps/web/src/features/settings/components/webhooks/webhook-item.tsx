import type { WebhookDto } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { DeliveryLog } from './delivery-log';
import { DeliveryStatus } from './delivery-status';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';
import { useDeleteWebhook, useRevealSecret, useSendTest, useUpdateWebhook } from './webhooks-api';

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
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateWebhook(webhook.id);
  const remove = useDeleteWebhook(webhook.id);
  const reveal = useRevealSecret(webhook.id);
  const sendTest = useSendTest(webhook.id);
  const secret = reveal.data?.secret ?? freshSecret;
  const label = webhook.description || webhook.url;

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
          submitLabel="Save webhook"
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async ({ url, description, events }) => {
            const values = { url, description, events };
            await update.mutateAsync(values);
            setEditing(false);
            toast({ title: 'Webhook saved', variant: 'success' });
          }}
        />
      </li>
    );

  const onTest = () =>
    sendTest.mutate(undefined, {
      onSuccess: () => {
        setShowLog(true);
        toast({ title: 'Test event queued', description: 'Its outcome appears in the delivery log.' });
      },
      onError: (error) =>
        toast({ title: 'Test not sent', description: error.message, variant: 'destructive' }),
    });

  const onToggle = () =>
    update.mutate(
      { enabled: !webhook.enabled },
      {
        onError: (error) =>
          toast({ title: 'Webhook not changed', description: error.message, variant: 'destructive' }),
      },
    );

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid="webhook-item"
      aria-label={`Webhook ${label}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {webhook.description && <p className="font-medium">{webhook.description}</p>}
          <p className="break-all font-mono text-sm text-slate-700 dark:text-slate-300">{webhook.url}</p>
          {webhook.meetingId && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {meetingTitle ? `Only “${meetingTitle}”` : 'Only one meeting’s events'}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!webhook.enabled && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium dark:bg-slate-700">
              Off
            </span>
          )}
          {webhook.lastDelivery ? (
            <DeliveryStatus
              status={webhook.lastDelivery.status}
              responseCode={webhook.lastDelivery.responseCode}
            />
          ) : (
            <span className="text-xs text-slate-600 dark:text-slate-400">Nothing sent yet</span>
          )}
        </div>
      </div>
      <ul aria-label="Events" className="flex flex-wrap gap-1">
        {webhook.events.map((event) => (
          <li key={event} className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs dark:bg-slate-800">
            {event}
          </li>
        ))}
      </ul>
      {secret && <WebhookSecret secret={secret} fresh={Boolean(freshSecret) && !reveal.data} />}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Edit
        </Button>
        {!secret && (
          <Button size="sm" variant="outline" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
            Show secret
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={sendTest.isPending} onClick={onTest}>
          {sendTest.isPending ? 'Sending…' : 'Send test'}
        </Button>
        <Button size="sm" variant="outline" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button size="sm" variant="outline" disabled={update.isPending} onClick={onToggle}>
          {webhook.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        {!confirmDelete && (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 dark:text-red-400"
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </Button>
        )}
      </div>
      {reveal.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {reveal.error.message}
        </p>
      )}
      {confirmDelete && (
        <div role="group" aria-label="Confirm delete" className="flex flex-wrap items-center gap-2 text-sm">
          <span>Delete this webhook and its delivery log?</span>
          <Button
            size="sm"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast({ title: 'Webhook deleted', variant: 'success' }),
                onError: (error) =>
                  toast({ title: 'Not deleted', description: error.message, variant: 'destructive' }),
              })
            }
          >
            Delete webhook
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirmDelete(false)}>
            Keep it
          </Button>
        </div>
      )}
      {showLog && (
        <section aria-label="Delivery log" className="border-t border-slate-200 pt-2 dark:border-slate-700">
          <DeliveryLog webhookId={webhook.id} />
        </section>
      )}
    </li>
  );
}
