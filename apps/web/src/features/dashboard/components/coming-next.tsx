import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A tab whose content a later release brings: what it will do, and what to do meanwhile. */
export function ComingNext({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900">
      <span className="rounded-full bg-brand-50 p-4 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="text-slate-600 dark:text-slate-400">{children}</div>
    </section>
  );
}
