import { useT } from '@/i18n';
import { cn } from '@/lib/cn';

/** "Show all 24 hours": the grid opens on the hours the organizer offered; this shows the rest too. */
export function HoursSwitch({
  allHours,
  onChange,
}: {
  allHours: boolean;
  onChange: (allHours: boolean) => void;
}) {
  const t = useT('participant');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={allHours}
      onClick={() => onChange(!allHours)}
      className="flex min-h-10 items-center gap-2 rounded-full text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors',
          allHours ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-600',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 h-4 w-4 rounded-full bg-white shadow transition-transform',
            allHours && 'translate-x-4',
          )}
        />
      </span>
      {t('hours.all')}
    </button>
  );
}
