import type { WebhookDeliveryDto } from '@overlap/contracts/schemas';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { useT } from '@/i18n';
import { formatDateTime } from '@/lib/time-format/format-time';
import { detectTimeZone } from '@/lib/time-zones';
import { DeliveryStatus } from './delivery-status';
import { useDeliveries, useRedeliver } from './webhooks-api';

const lastCode = (d: WebhookDeliveryDto) => d.attempts.at(-1)?.responseCode ?? null;

/** The newest deliveries of one webhook: outcome, HTTP code, time taken, each attempt, and Redeliver. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const t = useT('settings');
  const deliveries = useDeliveries(webhookId);
  const redeliver = useRedeliver(webhookId);
  const cycle = useHourCycle();
  const zone = detectTimeZone();

  if (deliveries.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-400">
        {t('hooks.logFailed', { reason: deliveries.error.message })}
        <Button size="sm" variant="outline" onClick={() => void deliveries.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  if (!deliveries.data)
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {t('hooks.logLoading')}
      </p>
    );
  if (deliveries.data.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('hooks.logEmpty')}</p>;

  const onRedeliver = (deliveryId: string) =>
    redeliver.mutate(deliveryId, {
      onSuccess: () => toast({ title: t('hooks.redeliverQueued'), description: t('hooks.redeliverNote') }),
      onError: (error) =>
        toast({ title: t('hooks.notRedelivered'), description: error.message, variant: 'destructive' }),
    });

  return (
    <ul
      aria-label={t('hooks.deliveries')}
      className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700"
    >
      {deliveries.data.map((delivery) => {
        const last = delivery.attempts.at(-1);
        const finished = delivery.status === 'succeeded' || delivery.status === 'failed';
        return (
          <li key={delivery.id} className="flex flex-col gap-2 py-3" data-testid="webhook-delivery">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <code className="font-semibold">{delivery.event}</code>
              <DeliveryStatus status={delivery.status} responseCode={lastCode(delivery)} />
              <span className="text-slate-600 dark:text-slate-400">
                {formatDateTime(delivery.createdAt, zone, cycle)}
              </span>
              {last && (
                <span className="text-slate-600 dark:text-slate-400">
                  {t('hooks.attemptsSummary', { ms: last.durationMs, count: delivery.attempts.length })}
                </span>
              )}
              {finished && (
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  disabled={redeliver.isPending}
                  onClick={() => onRedeliver(delivery.id)}
                  aria-label={t('hooks.redeliverLabel', {
                    event: delivery.event,
                    when: formatDateTime(delivery.createdAt, zone, cycle),
                  })}
                >
                  {t('hooks.redeliver')}
                </Button>
              )}
            </div>
            {delivery.attempts.length > 0 && (
              <details className="text-sm">
                <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
                  {t('hooks.attempts')}
                </summary>
                <ol className="mt-2 flex flex-col gap-2">
                  {delivery.attempts.map((attempt) => (
                    <li key={attempt.attempt} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                      <p>
                        #{attempt.attempt} · {formatDateTime(attempt.at, zone, cycle)} ·{' '}
                        {attempt.responseCode === null ? t('hooks.noAnswer') : `HTTP ${attempt.responseCode}`}{' '}
                        · {attempt.durationMs} ms
                      </p>
                      {attempt.error && <p className="text-red-700 dark:text-red-400">{attempt.error}</p>}
                      {attempt.response && (
                        <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-all text-xs text-slate-700 dark:text-slate-300">
                          {attempt.response}
                        </pre>
                      )}
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
