import { WEBHOOK_LIMITS } from '@overlap/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { WebhookForm } from './webhook-form';
import { WebhookItem } from './webhook-item';
import { useCreateWebhook, useMeetingChoices, useWebhooks } from './webhooks-api';

/** Settings › Webhooks: the user's receivers of meeting events. */
export function WebhooksSection() {
  const t = useT('settings');
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const meetings = useMeetingChoices();
  const [adding, setAdding] = useState(false);
  const [fresh, setFresh] = useState<{ id: string; secret: string } | null>(null);
  const list = webhooks.data ?? [];
  const full = list.length >= WEBHOOK_LIMITS.perUser;
  // Closed (added or cancelled), the form gives focus back to the Add webhook button it replaced.
  const header = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opened && !adding) header.current?.querySelector('button')?.focus();
  }, [opened, adding]);

  return (
    <section
      aria-labelledby="webhooks-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900"
    >
      <div ref={header} className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="webhooks-heading" className="text-lg font-semibold">
            {t('hooks.heading')}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-slate-600 dark:text-slate-400">{t('hooks.intro')}</p>
        </div>
        {!adding && webhooks.data && (
          <Button
            onClick={() => {
              setAdding(true);
              setOpened(true);
            }}
            disabled={full}
          >
            {t('hooks.add')}
          </Button>
        )}
      </div>
      {full && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('hooks.atLimit', { count: WEBHOOK_LIMITS.perUser })}
        </p>
      )}
      {adding && (
        <WebhookForm
          initial={{ url: '', description: '', events: ['meeting.scheduled'], meetingId: '' }}
          submitLabel={t('hooks.add')}
          pending={create.isPending}
          meetings={meetings.data}
          onCancel={() => setAdding(false)}
          onSubmit={async ({ meetingId, ...values }) => {
            const created = await create.mutateAsync({ ...values, meetingId: meetingId || null });
            setFresh({ id: created.id, secret: created.secret });
            setAdding(false);
            toast({
              title: t('hooks.added'),
              description: t('hooks.addedNote'),
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
          {t('hooks.loadFailed', { reason: webhooks.error.message })}
          <Button size="sm" variant="outline" onClick={() => void webhooks.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : !webhooks.data ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('hooks.loading')}
        </p>
      ) : list.length === 0 ? (
        !adding && (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {t('hooks.empty')}
          </p>
        )
      ) : (
        <ul aria-label={t('hooks.listLabel')} className="flex flex-col gap-3">
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
