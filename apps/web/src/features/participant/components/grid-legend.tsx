import { cn } from '@/lib/cn';
import { LOCK_CLASS, STATE_CLASS } from './grid-cell-look';

function Swatch({ className, children }: { className: string; children: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={cn(
          'inline-block h-3.5 w-3.5 rounded-sm border border-slate-300 dark:border-slate-600',
          className,
        )}
      />
      {children}
    </li>
  );
}

/** What the grid's colours and marks mean. */
export function GridLegend({ crossesMidnight }: { crossesMidnight: boolean }) {
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400"
    >
      <Swatch className={STATE_CLASS.available}>Available</Swatch>
      <Swatch className={STATE_CLASS.ifNeedBe}>If need be</Swatch>
      <Swatch className={LOCK_CLASS.past}>Already passed</Swatch>
      <Swatch className={LOCK_CLASS.outside}>Not offered</Swatch>
      {crossesMidnight ? (
        <li>
          <sup className="font-semibold text-brand-700 dark:text-brand-100">+1</sup> the early hours of the
          next day
        </li>
      ) : null}
    </ul>
  );
}
