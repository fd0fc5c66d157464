import { WEEKDAYS, type Weekday } from '@overlap/contracts';
import type { TimeRange, WorkingHours } from '@overlap/contracts/schemas';
import { Plus, X } from 'lucide-react';
import { useLocale, useT } from '@/i18n';
import { weekdayNames } from '@/lib/time-format/weekday-names';

/** The next range after the day's last one: an hour later, or a working day when the day is empty. */
function nextRange(ranges: TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const [h, m] = last.end.split(':').map(Number) as [number, number];
  const start = Math.min(h + 1, 22);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { start: `${pad(start)}:${pad(m)}`, end: `${pad(Math.min(start + 1, 23))}:${pad(m)}` };
}

/**
 * Weekly working hours: each day on or off, with one or more ranges (a lunch break, a split shift). Used
 * in Settings and on a guest's page, each with its own legend and intro.
 */
export function WorkingHoursField({
  value,
  onChange,
  errors,
  legend,
  intro,
}: {
  value: WorkingHours;
  onChange: (hours: WorkingHours) => void;
  errors: Record<string, string>;
  legend: string;
  intro: string;
}) {
  const t = useT('settings');
  const names = weekdayNames(useLocale());
  const dayName = (day: Weekday) => names[WEEKDAYS.indexOf(day)] ?? day;
  const setDay = (day: Weekday, ranges: TimeRange[]) => onChange({ ...value, [day]: ranges });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      {WEEKDAYS.map((day) => {
        const ranges = value[day];
        const dayError =
          errors[`workingHours.${day}`] ??
          Object.entries(errors).find(([key]) => key.startsWith(`workingHours.${day}.`))?.[1];
        // The time the message is about (a whole day's overlap: all of them), so focus can go to it.
        const errorId = `working-hours-${day}-error`;
        const wrong = (index: number, part: 'start' | 'end') =>
          errors[`workingHours.${day}`] !== undefined ||
          errors[`workingHours.${day}.${index}.${part}`] !== undefined
            ? { 'aria-invalid': true, 'aria-describedby': errorId }
            : {};
        return (
          <div
            key={day}
            data-testid={`day-${day}`}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start dark:border-slate-800"
          >
            <label className="flex w-36 shrink-0 items-center gap-2 pt-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={ranges.length > 0}
                onChange={(event) => setDay(day, event.target.checked ? [nextRange([])] : [])}
              />
              {dayName(day)}
            </label>
            <div className="flex flex-1 flex-col gap-2">
              {ranges.length === 0 ? (
                <p className="pt-2 text-sm text-slate-500 dark:text-slate-400">{t('hours.unavailable')}</p>
              ) : (
                ranges.map((range, index) => (
                  <div key={index} className="flex flex-wrap items-center gap-2">
                    <input
                      type="time"
                      aria-label={t('hours.start', { day: dayName(day), n: index + 1 })}
                      {...wrong(index, 'start')}
                      value={range.start}
                      onChange={(event) =>
                        setDay(
                          day,
                          ranges.map((r, i) => (i === index ? { ...r, start: event.target.value } : r)),
                        )
                      }
                      className="h-9 rounded-md border border-slate-300 bg-transparent px-2 text-sm dark:border-slate-700"
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      aria-label={t('hours.end', { day: dayName(day), n: index + 1 })}
                      {...wrong(index, 'end')}
                      value={range.end}
                      onChange={(event) =>
                        setDay(
                          day,
                          ranges.map((r, i) => (i === index ? { ...r, end: event.target.value } : r)),
                        )
                      }
                      className="h-9 rounded-md border border-slate-300 bg-transparent px-2 text-sm dark:border-slate-700"
                    />
                    <button
                      type="button"
                      aria-label={t('hours.remove', { day: dayName(day), n: index + 1 })}
                      onClick={() =>
                        setDay(
                          day,
                          ranges.filter((_, i) => i !== index),
                        )
                      }
                      className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
                    >
                      <X className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </div>
                ))
              )}
              {dayError ? (
                <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
                  {dayError}
                </p>
              ) : null}
            </div>
            {ranges.length > 0 && ranges.length < 6 ? (
              <button
                type="button"
                aria-label={t('hours.addOn', { day: dayName(day) })}
                onClick={() => setDay(day, [...ranges, nextRange(ranges)])}
                className="inline-flex items-center gap-1 self-start rounded-md px-2 py-1.5 text-sm text-brand-600 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
              >
                <Plus className="h-4 w-4" aria-hidden="true" /> {t('hours.add')}
              </button>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
