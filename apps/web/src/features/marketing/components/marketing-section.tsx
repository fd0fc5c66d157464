import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A page section with an h2; `tinted` gives it the soft background band used on the landing page. */
export function MarketingSection({
  id,
  heading,
  intro,
  tinted = false,
  children,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn(
        'py-12 sm:py-16',
        tinted && '-mx-4 bg-slate-50 px-4 sm:-mx-6 sm:px-6 dark:bg-slate-900/50',
      )}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-heading`} className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        {intro ? (
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">{intro}</p>
        ) : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
