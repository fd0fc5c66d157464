import { WeekStepButton } from '@/components/ui/week-step-button';
import { useT } from '@/i18n';

export function WeekPager({
  page,
  pages,
  rangeLabel,
  onPageChange,
}: {
  page: number;
  pages: number;
  rangeLabel: string;
  onPageChange: (page: number) => void;
}) {
  const t = useT('participant');
  return (
    <div className="flex items-center justify-between gap-2">
      <WeekStepButton
        direction="previous"
        atEnd={page === 0}
        onStep={() => onPageChange(page - 1)}
        label={t('pager.previousWeek')}
        text={t('pager.previous')}
      />
      <p className="text-center text-sm font-medium" aria-live="polite">
        {rangeLabel}
        {pages > 1 ? (
          <span className="text-slate-500 dark:text-slate-400">
            {' '}
            · {t('pager.week', { page: page + 1, pages })}
          </span>
        ) : null}
      </p>
      <WeekStepButton
        direction="next"
        atEnd={page >= pages - 1}
        onStep={() => onPageChange(page + 1)}
        label={t('pager.nextWeek')}
        text={t('pager.next')}
      />
    </div>
  );
}
