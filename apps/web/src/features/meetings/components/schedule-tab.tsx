import { useT } from '@/i18n';
import { ScheduleForm } from './schedule-form';

/** The dashboard's Schedule tab: a new meeting request. */
export function ScheduleTab() {
  const t = useT('meetings');
  return (
    <section aria-labelledby="schedule-heading" className="mx-auto w-full max-w-3xl">
      <h2 id="schedule-heading" className="text-2xl font-semibold tracking-tight">
        {t('schedule.heading')}
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{t('schedule.intro')}</p>
      <ScheduleForm />
    </section>
  );
}
