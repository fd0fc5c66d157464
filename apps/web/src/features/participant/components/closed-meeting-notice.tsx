import type { MeetingStatus } from '@overlap/contracts/schemas';
import { Link } from 'react-router';
import { useT } from '@/i18n';

/** Answers close once the meeting is scheduled or cancelled; the server refuses them from then on. */
export function ClosedMeetingNotice({ status, token }: { status: MeetingStatus; token: string }) {
  const t = useT('participant');
  if (status === 'scheduled') {
    return (
      <div
        role="status"
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100"
      >
        <p className="font-medium">{t('closed.scheduled')}</p>
        <Link
          to={`/winner?token=${encodeURIComponent(token)}`}
          className="mt-1 inline-block font-medium underline"
        >
          {t('closed.seeTime')}
        </Link>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="rounded-xl border border-slate-300 bg-slate-100 p-4 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      <p className="font-medium">{t('closed.cancelled')}</p>
    </div>
  );
}
