import { WEBHOOK_LIMITS } from '@overlap/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { WebhookForm } from './webhook-form';
import { WebhookItem } from './webhook-item';
import { useCreateWebhook, useMeetingChoices, useWebhooks } from './webhooks-api';

/** Settings › Webhooks: the user's receivers of meeting events. */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const meetings = useMeetingChoices();
  const [adding, setAdding] = useState(false);
  const [fresh, setFresh] = useState<{ id: string; secret: string } | null>(null);
  const list = webhooks.data ?? [];
  const full = list.length >= WEBHOOK_LIMITS.perUser;

  return (
    <section
      aria-labelledby="webhooks-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="webhooks-heading" className="text-lg font-semibold">
            Webhooks
          </h2>
          <p className="mt-1 max-w-prose text-sm text-slate-600 dark:text-slate-400">
            Overlap posts an event to your address when a meeting is created, answered, ready, booked, moved
            or cancelled. Each request is signed with the webhook’s secret; failed deliveries are retried for
            about a day.
          </p>
        </div>
        {!adding && webhooks.data && (
          <Button onClick={() => setAdding(true)} disabled={full}>
            Add webhook
          </Button>
        )}
      </div>
      {full && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          You have {WEBHOOK_LIMITS.perUser} webhooks, the most allowed. Delete one to add another.
        </p>
      )}
      {adding && (
        <WebhookForm
          initial={{ url: '', description: '', events: ['meeting.scheduled'], meetingId: '' }}
          submitLabel="Add webhook"
          pending={create.isPending}
          meetings={meetings.data}
          onCancel={() => setAdding(false)}
          onSubmit={async ({ meetingId, ...values }) => {
            const created = await create.mutateAsync({ ...values, meetingId: meetingId || null });
            setFresh({ id: created.id, secret: created.secret });
            setAdding(false);
            toast({
              title: 'Webhook added',
              description: 'Copy its signing secret now.',
              variant: 'success',
            });
          }}
        />
      )}
      {webhooks.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-400"
        >
          Your webhooks could not be loaded: {webhooks.error.message}
          <Button size="sm" variant="outline" onClick={() => void webhooks.refetch()}>
            Try again
          </Button>
        </div>
      ) : !webhooks.data ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading your webhooks…
        </p>
      ) : list.length === 0 ? (
        !adding && (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            No webhooks yet. Add one to send meeting events to your own systems, such as a chat bot or a CRM.
          </p>
        )
      ) : (
        <ul aria-label="Your webhooks" className="flex flex-col gap-3">
          {list.map((webhook) => (
            <WebhookItem
              key={webhook.id}
              webhook={webhook}
              meetingTitle={meetings.data?.find((m) => m.id === webhook.meetingId)?.title}
              {...(fresh?.id === webhook.id ? { freshSecret: fresh.secret } : {})}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
