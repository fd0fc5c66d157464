import { useT } from '@/i18n';
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
  const t = useT('participant');
  return (
    <ul
      aria-label={t('legend.label')}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400"
    >
      <Swatch className={STATE_CLASS.available}>{t('legend.available')}</Swatch>
      <Swatch className={STATE_CLASS.ifNeedBe}>{t('legend.ifNeedBe')}</Swatch>
      <Swatch className={LOCK_CLASS.past}>{t('legend.past')}</Swatch>
      <Swatch className={LOCK_CLASS.outside}>{t('legend.outside')}</Swatch>
      {crossesMidnight ? (
        <li>
          {t.rich('legend.nextDay', {
            mark: <sup className="font-semibold text-brand-700 dark:text-brand-100">+1</sup>,
          })}
        </li>
      ) : null}
    </ul>
  );
}
