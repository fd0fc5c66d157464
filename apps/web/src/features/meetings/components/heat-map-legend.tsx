import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { Star } from 'lucide-react';
import { countedWords } from '../lib/counted-words';
import { legendExample, type WhoCounts } from '../lib/heat-map-cells';
import { BLOCKED_CLASS, LEVEL_CLASS, SUGGESTED_CLASS, UNBOOKABLE_CLASS } from './heat-map-style';
import { zoneCity } from '@/lib/zone-search';

const swatch =
  'inline-flex h-5 w-7 shrink-0 items-center justify-center rounded-sm text-[10px] font-semibold';

/**
 * What the numbers, colours and patterns of the heat map mean, with an example in this meeting's
 * numbers, and who they count.
 */
export function HeatMapLegend({ zone, who }: { zone: string; who: WhoCounts }) {
  const t = useT('meetings');
  const { free, counted } = legendExample(who);
  return (
    <div className="mt-4 flex flex-col gap-2 text-xs text-slate-600 dark:text-slate-400">
      <p>
        {t.rich('legend.text', {
          zone: zoneCity(zone),
          free,
          counted,
          ratio: (
            <strong className="font-semibold text-slate-800 dark:text-slate-200">{`${free}/${counted}`}</strong>
          ),
          extra: <strong className="font-semibold text-slate-800 dark:text-slate-200">+1?</strong>,
        })}{' '}
        {countedWords(who)}
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
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn(swatch, 'relative', LEVEL_CLASS[3], SUGGESTED_CLASS)}>
            <Star className="absolute top-0.5 right-0.5 h-2 w-2 fill-current" />
          </span>
          {t('legend.suggested')}
        </li>
      </ul>
    </div>
  );
}
