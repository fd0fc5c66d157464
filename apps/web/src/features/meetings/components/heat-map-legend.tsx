import { cn } from '@/lib/cn';
import { BLOCKED_CLASS, LEVEL_CLASS, UNBOOKABLE_CLASS } from './heat-map-style';

const swatch =
  'inline-flex h-5 w-7 shrink-0 items-center justify-center rounded-sm text-[10px] font-semibold';

/** What the numbers, colours and patterns of the heat map mean. */
export function HeatMapLegend({ zone }: { zone: string }) {
  return (
    <div className="mt-4 flex flex-col gap-2 text-xs text-slate-600 dark:text-slate-400">
      <p>
        Each square is a meeting starting at that time ({zone}).{' '}
        <strong className="font-semibold text-slate-800 dark:text-slate-200">3/4</strong> means 3 of the 4
        people who answered are free for all of it;{' '}
        <strong className="font-semibold text-slate-800 dark:text-slate-200">+1?</strong> means 1 more could
        come if need be. People who declined or have not answered are not counted.
      </p>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2" aria-label="Colours">
        <li className="flex items-center gap-1.5">
          <span className="flex gap-0.5" aria-hidden="true">
            {([1, 2, 3, 4] as const).map((level) => (
              <span key={level} className={cn(swatch, 'w-5', LEVEL_CLASS[level])} />
            ))}
          </span>
          fewer to more free; required people count double
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn(swatch, BLOCKED_CLASS)} />a required person is busy
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn(swatch, UNBOOKABLE_CLASS)} />
          cannot be booked: past, or runs outside the allowed hours
        </li>
      </ul>
    </div>
  );
}
