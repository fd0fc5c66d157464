import type { ReactNode } from 'react';

/**
 * A page a provider's sign-in comes back to: says the work is under way until `failure` is known, then
 * shows it with `ways` on (links back or to try again).
 */
export function CallbackStatus({
  working,
  failure,
  ways,
}: {
  working: string;
  failure: string | null;
  ways: ReactNode;
}) {
  if (!failure) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-400">
        {working}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <p role="alert" className="text-red-700 dark:text-red-400">
        {failure}
      </p>
      {ways}
    </div>
  );
}
