import { CalendarClock } from 'lucide-react';

/** Reading a calendar once is not built on the server yet: say so rather than pretend. */
export function CalendarReadComingSoon() {
  return (
    <section
      aria-labelledby="calendar-read-title"
      aria-disabled="true"
      className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 p-4 text-slate-500 dark:border-slate-700 dark:text-slate-400"
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <h2 id="calendar-read-title" className="font-medium text-slate-700 dark:text-slate-300">
          Read from my calendar <span className="text-xs font-normal uppercase">— coming soon</span>
        </h2>
        <p className="text-sm">
          Soon you can let Overlap read your free and busy times once. For now, paint your times on the grid
          below.
        </p>
      </div>
    </section>
  );
}
