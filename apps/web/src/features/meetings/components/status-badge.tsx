import type { MeetingStatus } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { STATUS_KEYS } from '../lib/meeting-status';

const STYLES: Record<MeetingStatus, string> = {
  collecting: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  ready: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  scheduled: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  cancelled: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

export function StatusBadge({ status }: { status: MeetingStatus }) {
  const t = useT('meetings');
  return (
    <span
      data-status={status}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', STYLES[status])}
    >
      {t(STATUS_KEYS[status])}
    </span>
  );
}
