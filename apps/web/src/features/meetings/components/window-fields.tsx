import { choiceChipClass } from '@/components/ui/choice-chip';
import { useLocale, useT } from '@/i18n';
import { TimeZonePicker } from '@/components/time-zone-picker';
import { cn } from '@/lib/cn';
import { weekdayNames } from '@/lib/time-format/weekday-names';
import type { MeetingForm } from '../lib/meeting-form';
import type { FieldErrors } from '../lib/validate-form';
import { FieldError, FormField, inputClass, invalidProps } from '@/components/ui/form-field';

const DEFAULT_HOURS = { start: '09:00', end: '17:00' };

type WindowPatch = Partial<
  Pick<
    MeetingForm,
    'windowStartDate' | 'windowEndDate' | 'allowedWeekdays' | 'allowedHours' | 'organizerZone' | 'deadline'
  >
>;

/**
 * When the meeting may happen: the date window, days, local hours, zone and the answer deadline. A
 * meeting that repeats has no date window of its own: its first date sets the week guests answer in.
 */
export function WindowFields({
  form,
  errors,
  onChange,
}: {
  form: MeetingForm;
  errors: FieldErrors;
  onChange: (patch: WindowPatch) => void;
}) {
  const repeats = form.recurrence !== null;
  const t = useT('meetings');
  const dayNames = weekdayNames(useLocale(), 'short');
  const toggleDay = (day: number) =>
    onChange({
      allowedWeekdays: form.allowedWeekdays.includes(day)
        ? form.allowedWeekdays.filter((d) => d !== day)
        : [...form.allowedWeekdays, day].sort(),
    });
  const hours = form.allowedHours;
  const hoursError = errors.allowedHours ?? errors['allowedHours.start'] ?? errors['allowedHours.end'];

  return (
    <div className="flex flex-col gap-5">
      {repeats ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="windowStart" label={t('window.firstDay')} error={errors.windowStart}>
            <input
              id="windowStart"
              type="date"
              value={form.windowStartDate}
              onChange={(e) => onChange({ windowStartDate: e.target.value })}
              className={inputClass}
              {...invalidProps('windowStart', errors.windowStart)}
            />
          </FormField>
          <FormField id="windowEnd" label={t('window.lastDay')} error={errors.windowEnd}>
            <input
              id="windowEnd"
              type="date"
              value={form.windowEndDate}
              min={form.windowStartDate}
              onChange={(e) => onChange({ windowEndDate: e.target.value })}
              className={inputClass}
              {...invalidProps('windowEnd', errors.windowEnd)}
            />
          </FormField>
        </div>
      )}

      <fieldset aria-describedby={errors.allowedWeekdays ? 'allowedWeekdays-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('window.days')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {dayNames.map((name, index) => {
            const day = index + 1;
            const on = form.allowedWeekdays.includes(day);
            return (
              <label key={name} className={choiceChipClass(on)}>
                <input type="checkbox" className="sr-only" checked={on} onChange={() => toggleDay(day)} />
                {name}
              </label>
            );
          })}
        </div>
        <FieldError id="allowedWeekdays" message={errors.allowedWeekdays} />
      </fieldset>

      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('window.hours')}
        </legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={hours !== null}
            onChange={(e) => onChange({ allowedHours: e.target.checked ? DEFAULT_HOURS : null })}
            className="h-4 w-4 accent-brand-600"
          />
          {t('window.hoursToggle')}
        </label>
        {hours ? (
          <div className="mt-2 flex items-center gap-2">
            <input
              id="allowedHours"
              type="time"
              aria-label={t('window.from')}
              value={hours.start}
              onChange={(e) => onChange({ allowedHours: { ...hours, start: e.target.value } })}
              className={cn(inputClass, 'w-32')}
              {...invalidProps('allowedHours', hoursError)}
            />
            <span aria-hidden="true">–</span>
            <input
              type="time"
              aria-label={t('window.until')}
              value={hours.end}
              onChange={(e) => onChange({ allowedHours: { ...hours, end: e.target.value } })}
              className={cn(inputClass, 'w-32')}
              {...invalidProps('allowedHours', hoursError)}
            />
          </div>
        ) : null}
        <FieldError id="allowedHours" message={hoursError} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TimeZonePicker
          id="organizerZone"
          label={t('window.zone')}
          zone={form.organizerZone}
          error={errors.organizerZone}
          onZoneChange={(organizerZone) => onChange({ organizerZone })}
        />
        <FormField
          id="deadline"
          label={t('window.deadline')}
          hint={t('window.deadlineHint')}
          error={errors.deadline}
        >
          <input
            id="deadline"
            type="datetime-local"
            value={form.deadline}
            onChange={(e) => onChange({ deadline: e.target.value })}
            className={inputClass}
            {...invalidProps('deadline', errors.deadline)}
          />
        </FormField>
      </div>
    </div>
  );
}
