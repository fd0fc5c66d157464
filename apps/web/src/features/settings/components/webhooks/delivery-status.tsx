import type { WebhookDeliveryStatus } from '@overlap/contracts';
import { cn } from '@/lib/cn';

const LOOK: Record<WebhookDeliveryStatus, { label: string; className: string }> = {
  pending: {
    label: 'Sending',
    className: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  },
  retrying: {
    label: 'Retrying',
    className: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  succeeded: {
    label: 'Delivered',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300' },
};

/** A delivery's state in words (never colour alone), with the receiver's last HTTP code. */
export function DeliveryStatus({
  status,
  responseCode,
}: {
  status: WebhookDeliveryStatus;
  responseCode: number | null;
}) {
  const look = LOOK[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        look.className,
      )}
    >
      {look.label}
      {responseCode !== null && <span className="font-mono"> · {responseCode}</span>}
    </span>
  );
}
