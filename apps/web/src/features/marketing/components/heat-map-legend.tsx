import { useT } from '@/i18n';
import { cn } from '@/lib/cn';

export type CellState = 'free' | 'if-need-be' | 'busy' | 'unknown';

export const CELL_SWATCHES: Record<CellState, string> = {
  free: 'bg-emerald-500 dark:bg-emerald-400',
  'if-need-be':
    'bg-amber-300 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.45)_4px_8px)] dark:bg-amber-500',
  busy: 'bg-rose-500 dark:bg-rose-400',
  unknown: 'border border-dashed border-slate-400 bg-slate-100 dark:border-slate-500 dark:bg-slate-800',
};

const ORDER: readonly CellState[] = ['free', 'if-need-be', 'busy', 'unknown'];

/** The heat map's key. Colour is never the only signal: each state also has a pattern or border and a label. */
export function HeatMapLegend({ withDescriptions = false }: { withDescriptions?: boolean }) {
  const t = useT('guide');
  return (
    <ul className={cn('grid gap-3', withDescriptions ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-4')}>
      {ORDER.map((state) => (
        <li key={state} className="flex items-start gap-3">
          <span className={cn('mt-0.5 h-5 w-8 shrink-0 rounded', CELL_SWATCHES[state])} aria-hidden="true" />
          <span>
            <span className="block text-sm font-medium">{t(`cell.${state}.label`)}</span>
            {withDescriptions ? (
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                {t(`cell.${state}.description`)}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
