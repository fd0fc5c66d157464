import type { OutboxStatusValue } from '@overlap/contracts';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';

const STATUS_CLASSES: Record<OutboxStatusValue, string> = {
  queued: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  kept: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

export function OutboxStatusBadge({ status }: { status: OutboxStatusValue }) {
  const t = useT('admin');
  return (
    <span
      className={cn('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', STATUS_CLASSES[status])}
    >
      {t(`outboxStatus.${status}`)}
    </span>
  );
}
