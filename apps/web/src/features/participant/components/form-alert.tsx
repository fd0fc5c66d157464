import type { ReactNode } from 'react';

/** An error shown next to the form that caused it, and read out when it appears. */
export function FormAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200"
    >
      {children}
    </div>
  );
}
