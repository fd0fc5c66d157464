import { useLocale, useT } from '@/i18n';
import { formatClock } from '@/lib/time-format/format-time';
import { CLOCK_PREFERENCES, localeHourCycle, type ClockPreference } from '@/lib/time-format/hour-cycle';

const example = (cycle: 'h12' | 'h23') => formatClock(14, 30, cycle);

/** How times read on every page: the browser's habit, or a fixed 12- or 24-hour clock. */
export function ClockField({
  value,
  onChange,
}: {
  value: ClockPreference;
  onChange: (clock: ClockPreference) => void;
}) {
  const t = useT('settings');
  const locale = useLocale();
  const label = (clock: ClockPreference) => {
    if (clock === 'auto')
      return t('clock.auto', { example: example(localeHourCycle(locale === 'en' ? undefined : locale)) });
    return t(clock === '12h' ? 'clock.h12' : 'clock.h24', {
      example: example(clock === '12h' ? 'h12' : 'h23'),
    });
  };
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t('clock.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {CLOCK_PREFERENCES.map((clock) => (
          <label
            key={clock}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-800"
          >
            <input
              type="radio"
              name="clock"
              value={clock}
              checked={value === clock}
              onChange={() => onChange(clock)}
            />
            {label(clock)}
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('clock.note')}</p>
    </fieldset>
  );
}
