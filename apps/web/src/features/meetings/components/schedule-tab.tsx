import { ScheduleForm } from './schedule-form';

/** The dashboard's Schedule tab: a new meeting request. */
export function ScheduleTab() {
  return (
    <section aria-labelledby="schedule-heading" className="mx-auto w-full max-w-3xl">
      <h2 id="schedule-heading" className="text-2xl font-semibold tracking-tight">
        Schedule a meeting
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
        Everyone gets a personal link to share their availability; Overlap ranks the times that work.
      </p>
      <ScheduleForm />
    </section>
  );
}
