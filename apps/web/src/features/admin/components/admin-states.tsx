import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/** A failed admin call, with its message and a way to try again. */
export function AdminError({ title, error, onRetry }: { title: string; error: Error; onRetry?: () => void }) {
  const t = useT('admin');
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{error.message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}

export function AdminEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="font-medium">{title}</p>
      {children ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{children}</p> : null}
    </div>
  );
}

export const panelClass =
  'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
