import { Clock3 } from 'lucide-react';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { CELL_SWATCHES, type CellState } from './heat-map-legend';

export interface SlotPerson {
  name: string;
  city: string;
  localTime: string;
  state: CellState;
}

/** A suggested time as the organizer sees it: rank, time, each person's local time and state, and why. */
export function TimeSlotCard({
  rank,
  day,
  time,
  people,
  reason,
  best = false,
}: {
  rank: number;
  day: string;
  time: string;
  people: readonly SlotPerson[];
  reason: string;
  best?: boolean;
}) {
  const t = useT('guide');
  return (
    <article
      aria-label={t('slot.label', { rank, day, time })}
      className={cn(
        'rounded-xl border bg-white p-4 dark:bg-slate-900',
        best ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          <span className="text-slate-500 dark:text-slate-400">#{rank}</span> {day}
        </p>
        {best ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
            {t('slot.best')}
          </span>
        ) : null}
      </div>
      <p className="mt-1 flex items-center gap-1 text-sm">
        <Clock3 className="h-4 w-4" aria-hidden="true" /> {time}
      </p>
      <ul className="mt-3 grid gap-1.5 text-sm">
        {people.map((person) => (
          <li key={person.name} className="flex flex-wrap items-center gap-x-2">
            <span
              className={cn('h-3 w-3 shrink-0 rounded-sm', CELL_SWATCHES[person.state])}
              aria-hidden="true"
            />
            <span className="font-medium">{person.name}</span>
            <span className="text-slate-500 dark:text-slate-400">
              {person.localTime} {person.city}
            </span>
            <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">
              {t(`cell.${person.state}.label`)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{reason}</p>
    </article>
  );
}
