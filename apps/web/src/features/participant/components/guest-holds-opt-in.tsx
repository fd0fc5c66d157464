import type { GuestHoldsDto } from '@overlap/contracts/schemas';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { translate, useT } from '@/i18n';
import { useAuth } from '@/hooks/use-auth';
import { HttpError } from '@/lib/http-error';
import { useGuestHolds, useGuestHoldsChange } from '../api/guest-holds';

/** One line from the server's record of the guest's holds: what is in their calendar now. */
export function stateLine(status: GuestHoldsDto): string | null {
  const t = translate('participant');
  const calendar = status.calendarName ?? status.writeCalendar ?? '';
  switch (status.state) {
    case 'written':
      return t('holdsOptIn.written', { calendar, count: status.holds.length });
    case 'pending':
      return t('holdsOptIn.pending', { calendar });
    case 'failed':
      return t('holdsOptIn.failed', {
        calendar,
        message: status.reason ? t(`holdsOptIn.failure.${status.reason}`) : (status.message ?? ''),
      });
    case 'no_calendar':
      return t('holdsOptIn.noCalendarNow');
    case 'removed':
      return t('holdsOptIn.removed', { calendar });
    default:
      return null;
  }
}

/**
 * Why the guest's calendar keeps (or, before opting in, would keep) fewer of the meeting's `count` holds
 * than it asks for, when it does.
 */
export function limitLine(status: GuestHoldsDto, count: number): string | null {
  if (status.limitedTo === null) return null;
  return translate('participant')(status.optedIn ? 'holdsOptIn.limited' : 'holdsOptIn.wouldLimit', {
    limit: status.accountLimit,
    held: status.limitedTo,
    count,
  });
}

/**
 * A signed-in guest may hold the organizer's held times in their own calendar for new meetings. Shown
 * only to someone signed in as the invited address; everyone else keeps the subscription below.
 */
export function GuestHoldsOptIn({ token, count, title }: { token: string; count: number; title: string }) {
  const t = useT('participant');
  const auth = useAuth();
  const status = useGuestHolds(token, auth.isAuthenticated);
  const change = useGuestHoldsChange(token);
  if (!auth.isAuthenticated) return null;
  // A 4xx means this offer is not for this account (another address signed in): nothing to show.
  if (status.isError && !(status.error instanceof HttpError && status.error.status < 500)) {
    return (
      <div className="flex flex-col gap-2 border-b border-slate-200 pb-3 dark:border-slate-700">
        <h3 className="font-semibold">{t('holdsOptIn.title')}</h3>
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('holdsOptIn.unreadable')}
        </p>
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={status.isFetching}
          onClick={() => void status.refetch()}
        >
          {t('holdsOptIn.retry')}
        </Button>
      </div>
    );
  }
  if (!status.data) return null;
  const data = status.data;
  const line = stateLine(data);
  const limit = limitLine(data, count);
  return (
    <div className="flex flex-col gap-2 border-b border-slate-200 pb-3 dark:border-slate-700">
      <h3 className="font-semibold">{t('holdsOptIn.title')}</h3>
      {!data.optedIn && data.writeCalendar === null ? (
        <p className="text-slate-700 dark:text-slate-300">
          {t('holdsOptIn.noCalendar')}{' '}
          <Link
            to="/dashboard/connections"
            className="font-medium text-brand-700 underline dark:text-brand-100"
          >
            {t('holdsOptIn.connections')}
          </Link>
        </p>
      ) : null}
      {!data.optedIn && data.writeCalendar !== null ? (
        <>
          {data.limitedTo !== 0 ? (
            <p className="text-slate-700 dark:text-slate-300">
              {t('holdsOptIn.offer', { count: data.limitedTo ?? count, calendar: data.writeCalendar, title })}
            </p>
          ) : null}
          {limit ? <p className="text-slate-700 dark:text-slate-300">{limit}</p> : null}
          {data.limitedTo !== 0 ? (
            <Button
              type="button"
              className="w-fit"
              disabled={change.isPending}
              onClick={() => change.mutate('opt-in')}
            >
              {t('holdsOptIn.turnOn', { calendar: data.writeCalendar })}
            </Button>
          ) : null}
        </>
      ) : null}
      {data.optedIn ? (
        <>
          <p role="status" className="text-slate-700 dark:text-slate-300">
            {change.isPending ? t('holdsOptIn.working') : line}
          </p>
          {limit && !change.isPending ? <p className="text-slate-700 dark:text-slate-300">{limit}</p> : null}
          <div className="flex flex-wrap gap-2">
            {data.state === 'failed' ? (
              <Button type="button" disabled={change.isPending} onClick={() => change.mutate('retry')}>
                {t('holdsOptIn.retry')}
              </Button>
            ) : null}
            <Button
              type="button"
              variant="outline"
              disabled={change.isPending}
              onClick={() => change.mutate('opt-out')}
            >
              {t('holdsOptIn.turnOff')}
            </Button>
          </div>
        </>
      ) : null}
      {change.error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {change.error.message}
        </p>
      ) : null}
    </div>
  );
}
