import { ChevronDown } from 'lucide-react';
import type { Question } from '../types';

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList({ questions }: { questions: readonly Question[] }) {
  return (
    <ul className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {questions.map((q) => (
        <li key={q.question}>
          <details className="group p-5">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
              <h3 className="text-base">{q.question}</h3>
              <ChevronDown
                className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="mt-3 leading-7 text-slate-600 dark:text-slate-400">{q.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
