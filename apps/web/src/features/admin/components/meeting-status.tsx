import type { AdminMeetingSummary } from '@overlap/contracts';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';

type Status = AdminMeetingSummary['status'];

const CLASSES: Record<Status, string> = {
  collecting: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  ready: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  scheduled: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  cancelled: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

export function MeetingStatusBadge({ status }: { status: Status }) {
  const t = useT('admin');
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', CLASSES[status])}>
      {t(`meetingStatus.${status}`)}
    </span>
  );
}
