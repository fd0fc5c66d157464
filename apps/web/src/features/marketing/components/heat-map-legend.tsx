import { cn } from '@/lib/cn';

export type CellState = 'free' | 'if-need-be' | 'busy' | 'unknown';

export const CELL_STYLES: Record<CellState, { label: string; description: string; swatch: string }> = {
  free: {
    label: 'Free',
    description: 'Available: nothing in the calendar, or painted as available.',
    swatch: 'bg-emerald-500 dark:bg-emerald-400',
  },
  'if-need-be': {
    label: 'If need be',
    description: 'Possible but not ideal: tentative events or painted “if need be”.',
    swatch:
      'bg-amber-300 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.45)_4px_8px)] dark:bg-amber-500',
  },
  busy: {
    label: 'Busy',
    description: 'A busy block from a calendar, or outside what the person painted.',
    swatch: 'bg-rose-500 dark:bg-rose-400',
  },
  unknown: {
    label: 'Unknown',
    description: 'Not answered yet, or outside the dates a calendar was read for.',
    swatch: 'border border-dashed border-slate-400 bg-slate-100 dark:border-slate-500 dark:bg-slate-800',
  },
};

const ORDER: readonly CellState[] = ['free', 'if-need-be', 'busy', 'unknown'];

/** The heat map's key. Colour is never the only signal: each state also has a pattern or border and a label. */
export function HeatMapLegend({ withDescriptions = false }: { withDescriptions?: boolean }) {
  return (
    <ul className={cn('grid gap-3', withDescriptions ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-4')}>
      {ORDER.map((state) => {
        const style = CELL_STYLES[state];
        return (
          <li key={state} className="flex items-start gap-3">
            <span className={cn('mt-0.5 h-5 w-8 shrink-0 rounded', style.swatch)} aria-hidden="true" />
            <span>
              <span className="block text-sm font-medium">{style.label}</span>
              {withDescriptions ? (
                <span className="block text-sm text-slate-600 dark:text-slate-400">{style.description}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
