import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { legendExample } from '../lib/heat-map-cells';
import type { HeatMap } from '../lib/suggestion-types';
import { BLOCKED_CLASS, LEVEL_CLASS, UNBOOKABLE_CLASS } from './heat-map-style';

const swatch =
  'inline-flex h-5 w-7 shrink-0 items-center justify-center rounded-sm text-[10px] font-semibold';

/** What the numbers, colours and patterns of the heat map mean, with an example in this meeting's numbers. */
export function HeatMapLegend({ zone, map }: { zone: string; map: HeatMap }) {
  const t = useT('meetings');
  const { free, answered } = legendExample(map);
  return (
    <div className="mt-4 flex flex-col gap-2 text-xs text-slate-600 dark:text-slate-400">
      <p>
        {t.rich('legend.text', {
          zone,
          free,
          answered,
          ratio: (
            <strong className="font-semibold text-slate-800 dark:text-slate-200">{`${free}/${answered}`}</strong>
          ),
          extra: <strong className="font-semibold text-slate-800 dark:text-slate-200">+1?</strong>,
        })}
      </p>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2" aria-label={t('legend.colours')}>
        <li className="flex items-center gap-1.5">
          <span className="flex gap-0.5" aria-hidden="true">
            {([1, 2, 3, 4] as const).map((level) => (
              <span key={level} className={cn(swatch, 'w-5', LEVEL_CLASS[level])} />
            ))}
          </span>
          {t('legend.levels')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn(swatch, BLOCKED_CLASS)} />
          {t('legend.blocked')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn(swatch, UNBOOKABLE_CLASS)} />
          {t('legend.unbookable')}
        </li>
      </ul>
    </div>
  );
}
