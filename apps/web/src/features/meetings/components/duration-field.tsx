import { COMMON_DURATIONS, MEETING_LIMITS } from '@overlap/contracts/schemas';
import { choiceChipClass } from '@/components/ui/choice-chip';
import { useT, type Translate } from '@/i18n';
import { cn } from '@/lib/cn';
import { FieldError, inputClass, invalidProps } from '@/components/ui/form-field';

const label = (t: Translate<'meetings'>, minutes: number) =>
  minutes < 60
    ? t('duration.minutes', { minutes })
    : minutes % 60
      ? t('duration.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t('duration.hours', { hours: minutes / 60 });

/** Common durations as one click, plus any whole number of minutes. */
export function DurationField({
  value,
  error,
  onChange,
}: {
  value: number;
  error?: string;
  onChange: (minutes: number) => void;
}) {
  const t = useT('meetings');
  const isCommon = (COMMON_DURATIONS as readonly number[]).includes(value);
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('duration.legend')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {COMMON_DURATIONS.map((minutes) => (
          <label key={minutes} className={choiceChipClass(value === minutes)}>
            <input
              type="radio"
              name="duration"
              className="sr-only"
              checked={value === minutes}
              onChange={() => onChange(minutes)}
            />
            {label(t, minutes)}
          </label>
        ))}
        <label className="flex items-center gap-2 text-sm">
          <span className={cn(!isCommon && 'font-medium')}>{t('duration.custom')}</span>
          <input
            id="durationMinutes"
            type="number"
            inputMode="numeric"
            min={MEETING_LIMITS.durationMin}
            max={MEETING_LIMITS.durationMax}
            step={5}
            value={Number.isFinite(value) ? value : ''}
            onChange={(event) => onChange(event.target.valueAsNumber)}
            className={cn(inputClass, 'w-24')}
            aria-label={t('duration.customLabel')}
            {...invalidProps('durationMinutes', error)}
          />
          <span className="text-slate-500 dark:text-slate-400">{t('duration.unit')}</span>
        </label>
      </div>
      <FieldError id="durationMinutes" message={error} />
    </fieldset>
  );
}
