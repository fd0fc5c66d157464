import type { LucideIcon } from 'lucide-react';
import type { Step } from '../types';

export function ProviderSteps({ steps, icon: Icon }: { steps: readonly Step[]; icon: LucideIcon }) {
  return (
    <ol className="mx-auto grid max-w-4xl grid-cols-1 gap-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <span
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <h3 className="flex items-center gap-2 font-semibold">
              {index === 0 ? (
                <Icon className="h-4 w-4 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              ) : null}
              {step.title}
            </h3>
            <p className="mt-1 leading-7 break-words text-slate-600 dark:text-slate-400">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
