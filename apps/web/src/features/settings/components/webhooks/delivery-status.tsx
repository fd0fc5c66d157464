import type { WebhookDeliveryStatus } from '@overlap/contracts';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';

const LOOK: Record<WebhookDeliveryStatus, string> = {
  pending: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  retrying: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  succeeded: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

/** A delivery's state in words (never colour alone), with the receiver's last HTTP code. */
export function DeliveryStatus({
  status,
  responseCode,
}: {
  status: WebhookDeliveryStatus;
  responseCode: number | null;
}) {
  const t = useT('settings');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        LOOK[status],
      )}
    >
      {t(`hooks.status.${status}`)}
      {responseCode !== null && <span className="font-mono"> · {responseCode}</span>}
    </span>
  );
}
