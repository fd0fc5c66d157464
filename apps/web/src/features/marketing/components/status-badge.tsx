import { useT } from '@/i18n';
import { cn } from '@/lib/cn';

export type MeetingStatus = 'collecting' | 'ready' | 'scheduled' | 'cancelled';

const STYLES: Record<MeetingStatus, { className: string; dot: string }> = {
  collecting: {
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
    dot: 'bg-amber-500',
  },
  ready: {
    className: 'bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100',
    dot: 'bg-brand-500',
  },
  scheduled: {
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
    dot: 'bg-emerald-500',
  },
  cancelled: {
    className: 'bg-slate-200 text-slate-700 line-through dark:bg-slate-800 dark:text-slate-300',
    dot: 'bg-slate-400',
  },
};

export const MEETING_STATUSES = Object.keys(STYLES) as MeetingStatus[];

export function StatusBadge({ status }: { status: MeetingStatus }) {
  const t = useT('guide');
  const style = STYLES[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium',
        style.className,
      )}
    >
      <span className={cn('h-1.5 w-1.5 rounded-full', style.dot)} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
