import type { CellSummary } from '../lib/heat-map-cells';

/**
 * One hue whose lightness climbs with the share of yeses, so the bands read in grey too; every cell
 * also prints its numbers. Light and dark mode each keep text contrast on every band.
 */
export const LEVEL_CLASS: Record<CellSummary['level'], string> = {
  0: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  1: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  2: 'bg-emerald-200 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50',
  3: 'bg-emerald-400 text-emerald-950 dark:bg-emerald-700 dark:text-white',
  4: 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-emerald-950',
};

/** A required person is busy: a cross-hatch, so it stands apart from the ramp without colour. */
export const BLOCKED_CLASS =
  'bg-rose-100 text-rose-950 dark:bg-rose-950 dark:text-rose-100 ' +
  'bg-[image:repeating-linear-gradient(45deg,rgb(190_18_60/0.28)_0_1px,transparent_1px_7px),repeating-linear-gradient(-45deg,rgb(190_18_60/0.28)_0_1px,transparent_1px_7px)] ' +
  'dark:bg-[image:repeating-linear-gradient(45deg,rgb(251_113_133/0.3)_0_1px,transparent_1px_7px),repeating-linear-gradient(-45deg,rgb(251_113_133/0.3)_0_1px,transparent_1px_7px)]';

/** Cannot be booked (past, or runs outside the allowed hours): dim with single diagonal lines. */
export const UNBOOKABLE_CLASS =
  'bg-slate-50 text-slate-500 dark:bg-slate-900 dark:text-slate-400 ' +
  'bg-[image:repeating-linear-gradient(135deg,rgb(100_116_139/0.25)_0_1px,transparent_1px_5px)]';

export function cellClass(summary: CellSummary | null, bookable: boolean): string {
  if (!summary || !bookable) return UNBOOKABLE_CLASS;
  return summary.blocked ? BLOCKED_CLASS : LEVEL_CLASS[summary.level];
}

/** One of the suggested times: a ring in the brand colour, with a star (the option number is in its name). */
export const SUGGESTED_CLASS = 'ring-2 ring-inset ring-brand-600 dark:ring-brand-300';
