import type { RecurrenceRequest } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';
import { FieldError, inputClass, invalidProps } from '@/components/ui/form-field';
import type { FieldErrors } from '../lib/validate-form';
import { zoneCity } from '@/lib/zone-search';

const DEFAULT_COUNT = 10;
const labelClass = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200';

/**
 * Whether and how the meeting repeats: weekly, every N weeks, or monthly on the nth weekday, for a
 * number of occurrences or until a date, kept on the organizer's clock.
 */
export function RepeatFields({
  recurrence,
  firstDay,
  zone,
  errors,
  onChange,
}: {
  recurrence: RecurrenceRequest | null;
  /** The window's first day: where a new series starts. */
  firstDay: string;
  zone: string;
  errors: FieldErrors;
  onChange: (recurrence: RecurrenceRequest | null) => void;
}) {
  const t = useT('series');
  const r = recurrence;
  const set = (patch: Partial<RecurrenceRequest>) => r && onChange({ ...r, ...patch });
  const error = (key: string) => errors[`recurrence.${key}`];
  const monthly = r?.frequency === 'monthly';
  const byCount = r?.until === undefined;

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 text-sm font-medium">{t('form.legend')}</legend>
      <label className="flex items-start gap-2 text-sm">
        <input
          id="recurrence"
          type="checkbox"
          checked={r !== null}
          onChange={(e) =>
            onChange(
              e.target.checked
                ? { frequency: 'weekly', interval: 1, startDate: firstDay, count: DEFAULT_COUNT }
                : null,
            )
          }
          className="mt-0.5 h-4 w-4 accent-brand-600"
        />
        <span>
          <span className="font-medium">{t('form.repeats')}</span>
          <span className="block text-slate-500 dark:text-slate-400">{t('form.repeatsHint')}</span>
        </span>
      </label>
      <FieldError id="recurrence" message={errors.recurrence} />
      {r ? (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <div>
              <label htmlFor="recurrence.frequency" className={labelClass}>
                {t('form.frequency')}
              </label>
              <select
                id="recurrence.frequency"
                value={r.frequency}
                onChange={(e) => {
                  const frequency = e.target.value as 'weekly' | 'monthly';
                  const { ordinal: _dropped, ...rest } = r;
                  onChange(
                    frequency === 'monthly' ? { ...rest, frequency, ordinal: 1 } : { ...rest, frequency },
                  );
                }}
                className={inputClass}
              >
                <option value="weekly">{t('form.weekly')}</option>
                <option value="monthly">{t('form.monthly')}</option>
              </select>
            </div>
            <div>
              <label htmlFor="recurrence.interval" className={labelClass}>
                {monthly ? t('form.intervalMonths') : t('form.intervalWeeks')}
              </label>
              <input
                id="recurrence.interval"
                type="number"
                inputMode="numeric"
                min={1}
                value={r.interval ?? 1}
                onChange={(e) => set({ interval: e.target.valueAsNumber })}
                className={inputClass}
                {...invalidProps('recurrence.interval', error('interval'))}
              />
              <FieldError id="recurrence.interval" message={error('interval')} />
            </div>
            {monthly ? (
              <div>
                <label htmlFor="recurrence.ordinal" className={labelClass}>
                  {t('form.ordinal')}
                </label>
                <select
                  id="recurrence.ordinal"
                  value={String(r.ordinal ?? 1)}
                  onChange={(e) => set({ ordinal: Number(e.target.value) as 1 | 2 | 3 | 4 | -1 })}
                  className={inputClass}
                >
                  {['1', '2', '3', '4', '-1'].map((n) => (
                    <option key={n} value={n}>
                      {t('form.ordinalOption', { ordinal: n })}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="recurrence.startDate" className={labelClass}>
                {t('form.startDate')}
              </label>
              <input
                id="recurrence.startDate"
                type="date"
                value={r.startDate}
                onChange={(e) => set({ startDate: e.target.value })}
                className={inputClass}
                {...invalidProps('recurrence.startDate', error('startDate'))}
              />
              <FieldError id="recurrence.startDate" message={error('startDate')} />
            </div>
            <fieldset>
              <legend className={labelClass}>{t('form.ends')}</legend>
              <div className="flex flex-col gap-2 text-sm">
                <label className="flex flex-wrap items-center gap-2">
                  <input
                    type="radio"
                    name="recurrence-end"
                    checked={byCount}
                    onChange={() => {
                      const { until: _dropped, ...rest } = r;
                      onChange({ ...rest, count: DEFAULT_COUNT });
                    }}
                    className="accent-brand-600"
                  />
                  {t('form.endsAfter')}
                </label>
                {byCount ? (
                  <div>
                    <label htmlFor="recurrence.count" className="sr-only">
                      {t('form.count')}
                    </label>
                    <input
                      id="recurrence.count"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      value={r.count ?? ''}
                      onChange={(e) => set({ count: e.target.valueAsNumber })}
                      className={inputClass}
                      {...invalidProps('recurrence.count', error('count'))}
                    />
                    <FieldError id="recurrence.count" message={error('count')} />
                  </div>
                ) : null}
                <label className="flex flex-wrap items-center gap-2">
                  <input
                    type="radio"
                    name="recurrence-end"
                    checked={!byCount}
                    onChange={() => {
                      const { count: _dropped, ...rest } = r;
                      onChange({ ...rest, until: r.startDate });
                    }}
                    className="accent-brand-600"
                  />
                  {t('form.endsOn')}
                </label>
                {byCount ? null : (
                  <div>
                    <label htmlFor="recurrence.until" className="sr-only">
                      {t('form.until')}
                    </label>
                    <input
                      id="recurrence.until"
                      type="date"
                      value={r.until ?? ''}
                      min={r.startDate}
                      onChange={(e) => set({ until: e.target.value })}
                      className={inputClass}
                      {...invalidProps('recurrence.until', error('until'))}
                    />
                    <FieldError id="recurrence.until" message={error('until')} />
                  </div>
                )}
              </div>
            </fieldset>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('form.anchored', { zone: zoneCity(zone) })}
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
