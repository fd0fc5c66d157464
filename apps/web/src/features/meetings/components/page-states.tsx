import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/http-error';
import { useT } from '@/i18n';
import { errorMessage } from '../api/client';
import { MEETINGS_TAB } from './meetings-tab-path';

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-3 py-8 text-slate-600 dark:text-slate-400"
    >
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-500 border-t-transparent"
      />
      {label}
    </div>
  );
}

/** Grey placeholder rows in the shape of what is loading. */
export function SkeletonRows({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-20 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      ))}
    </div>
  );
}

/**
 * A failed call, with the server's message and a retry; a meeting that is not there (a wrong or old
 * address) gets the way back to the meetings instead, since asking again cannot find it.
 */
export function ErrorBlock({
  error,
  onRetry,
  children,
}: {
  error: unknown;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const t = useT('meetings');
  const missing = error instanceof HttpError && error.status === 404;
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
    >
      <p>{errorMessage(error)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {missing ? (
          <Button asChild size="sm" variant="outline">
            <Link to={MEETINGS_TAB}>{t('page.goToMeetings')}</Link>
          </Button>
        ) : onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/**
 * A recurring meeting (made through the API) on a screen that ranks single times: said plainly instead
 * of a broken page, with where its series suggestions are.
 */
export function SeriesNotice({ meetingId }: { meetingId: string }) {
  const t = useT('meetings');
  return (
    <div
      role="status"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
    >
      <p className="font-medium">{t('seriesNotice.title')}</p>
      <p className="mt-1">
        {t.rich('seriesNotice.text', {
          suggestions: <code className="break-all">GET /api/v1/meetings/{meetingId}/suggestions</code>,
          book: <code>POST /api/v1/meetings/{meetingId}/book</code>,
        })}
      </p>
    </div>
  );
}
