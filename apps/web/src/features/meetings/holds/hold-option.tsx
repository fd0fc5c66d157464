import { HOLD_LIMITS } from '@overlap/contracts/schemas';
import { useWriteTarget } from '@/hooks/use-write-target';
import { useT } from '@/i18n';

/** "Hold the top 3 times in my calendar": offered for a single meeting, not for a series. */
export function HoldOption({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const t = useT('meetings');
  // Holds go to the calendar chosen for new meetings; without one, the box would promise what cannot happen.
  const { target } = useWriteTarget();
  return (
    <div className="text-sm">
      <label className="flex items-start gap-2">
        <input
          id="holds"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 h-4 w-4 accent-brand-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'holds-error' : undefined}
        />
        <span>
          <span className="font-medium">{t('form.holdTopTimes', { count: HOLD_LIMITS.offered })}</span>
          <span className="block text-slate-500 dark:text-slate-400">
            {t('form.holdTopTimesHint', { minutes: HOLD_LIMITS.moveEveryMinutes })}
          </span>
          {target === null ? (
            <span className="block text-amber-800 dark:text-amber-300">{t('form.holdNoCalendar')}</span>
          ) : null}
        </span>
      </label>
      {error ? (
        <p id="holds-error" className="mt-1 text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
