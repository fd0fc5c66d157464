import { useT } from '@/i18n';

const bar = 'rounded bg-slate-200 dark:bg-slate-800';

/** Grey lines where the greeting will be: two lines on a phone, one on a wider screen. */
export function GreetingSkeleton() {
  return (
    <div aria-hidden="true" className="mt-2">
      <div className="flex h-6 items-center">
        <div className={`h-4 w-full max-w-xl ${bar}`} />
      </div>
      <div className="flex h-6 items-center sm:hidden">
        <div className={`h-4 w-2/3 ${bar}`} />
      </div>
    </div>
  );
}

/**
 * The request's card and the time-zone field in grey, until the form below the greeting has rendered.
 * It says "Loading..." to a screen reader, as the spinner it stands in for did.
 */
export function AnswerFormSkeleton() {
  const t = useT('common');
  return (
    <div className="flex flex-col gap-6 motion-safe:animate-pulse">
      <p role="status" aria-live="polite" className="sr-only">
        {t('loading')}
      </p>
      <div
        aria-hidden="true"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <div className={`h-6 w-1/2 ${bar}`} />
        <div className={`h-4 w-1/3 ${bar}`} />
        <div className={`mt-3 h-4 w-1/4 ${bar}`} />
        <div className={`h-4 w-1/3 ${bar}`} />
        <div className={`h-4 w-1/4 ${bar}`} />
        <div className={`h-4 w-1/2 ${bar}`} />
      </div>
      <div aria-hidden="true" className="flex flex-col gap-2">
        <div className={`h-4 w-1/4 ${bar}`} />
        <div className={`h-10 w-full sm:max-w-sm ${bar}`} />
      </div>
    </div>
  );
}
