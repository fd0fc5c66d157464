import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatClockText } from '@/lib/time-format/format-time';
import { placeOf } from '@/lib/time-format/zoned-time';
import { useSeriesReasonText } from './series-reason-text';
import type { RankedSeriesSlot } from './series-types';

const COMFORT_CLASS: Record<string, string> = {
  working: 'text-emerald-700 dark:text-emerald-300',
  edge: 'text-amber-700 dark:text-amber-300',
  outside: 'text-orange-700 dark:text-orange-300',
  night: 'text-red-700 dark:text-red-300',
};

/** Each person's usual local time for a suggestion, how many occurrences they can make and when it shifts. */
export function SeriesPeople({ slot }: { slot: RankedSeriesSlot }) {
  const t = useT('series');
  const cycle = useHourCycle();
  const reasonText = useSeriesReasonText();
  const total = slot.occurrences.length;
  return (
    <ul
      aria-label={t('people.label')}
      className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800"
    >
      {slot.people.map((person) => {
        const shifts = slot.reasons.filter(
          (r) => r.kind === 'local-time-shift' && r.participantId === person.participantId,
        );
        return (
          <li key={person.participantId} className="flex flex-col gap-0.5 py-2 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="min-w-0 font-medium break-words">
                {person.displayName}
                {person.required ? null : (
                  <span className="font-normal text-slate-500 dark:text-slate-400">
                    {' '}
                    {t('people.optional')}
                  </span>
                )}
              </span>
              <span className={COMFORT_CLASS[person.worst.comfort] ?? ''}>
                {t('people.localTime', {
                  time: formatClockText(person.usualLocalTime, cycle),
                  place: placeOf(person.zone),
                })}
              </span>
            </div>
            <span className="text-slate-600 dark:text-slate-400">
              {person.response === 'pending'
                ? t('people.pending')
                : person.response === 'declined'
                  ? t('people.declined')
                  : t('people.canMake', { canMake: person.canMake, count: total })}
            </span>
            {shifts.map((reason, index) => (
              <span key={index} className="text-amber-800 dark:text-amber-200">
                {reasonText(reason, slot.people)}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
