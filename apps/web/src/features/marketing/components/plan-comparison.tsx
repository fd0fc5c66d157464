import { ScrollRegion } from '@/components/ui/scroll-region';
import { PLAN_COMPARISON, PLANS, type ComparisonValue } from '../data/plans';
import { useLocale, useT } from '@/i18n';

// The capability column stays put while a phone scrolls the plans sideways.
const stickyFirst = 'sticky left-0 z-10 w-32 p-3 sm:w-auto sm:p-4';

export function PlanComparison() {
  const t = useT('marketing');
  const locale = useLocale();
  const show = (value: ComparisonValue) =>
    typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : t(value);
  return (
    <ScrollRegion
      label={t('compare.label')}
      className="rounded-2xl border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full min-w-[560px] text-left text-sm">
        <caption className="sr-only">{t('compare.caption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className={`${stickyFirst} bg-slate-50 font-semibold dark:bg-slate-900`}>
              {t('compare.capability')}
            </th>
            {PLANS.map((plan) => (
              <th key={plan.id} scope="col" className="p-3 font-semibold sm:p-4">
                {t(`plan.${plan.id}.name`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAN_COMPARISON.map((row) => (
            <tr key={row.capability} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className={`${stickyFirst} bg-white font-medium dark:bg-slate-950`}>
                {t(row.capability)}
              </th>
              {row.values.map((value, index) => (
                <td key={PLANS[index]?.id ?? index} className="p-3 text-slate-600 sm:p-4 dark:text-slate-400">
                  {show(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
