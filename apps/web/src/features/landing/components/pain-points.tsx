import { Check, X } from 'lucide-react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useT } from '@/i18n';

// Each row's keys are `pain.<row>Pain`, `pain.<row>Others` and `pain.<row>Overlap`.
const ROWS = ['emails', 'zones', 'guests', 'fair', 'privacy'] as const;

const cell = 'p-3 align-top sm:p-4';

/**
 * Three columns from the small-tablet width up. On a phone the pain becomes a heading row above its two
 * answers, so the Overlap column stays on screen without scrolling sideways.
 */
export function PainPoints() {
  const t = useT('landing');
  return (
    <section aria-labelledby="pain-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="pain-heading" className="text-center text-3xl font-bold tracking-tight">
        {t('pain.heading')}
      </h2>
      <ScrollRegion
        label={t('pain.tableLabel')}
        className="mt-10 rounded-2xl border border-slate-200 dark:border-slate-800"
      >
        <table className="w-full text-left text-sm sm:min-w-[640px]">
          <caption className="sr-only">{t('pain.caption')}</caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
                {t('pain.colPain')}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {t('pain.colOthers')}
              </th>
              <th scope="col" className={`${cell} font-semibold text-brand-600 dark:text-brand-100`}>
                {t('pain.colOverlap')}
              </th>
            </tr>
          </thead>
          {ROWS.map((row) => (
            <tbody key={row} className="border-t border-slate-200 dark:border-slate-800">
              <tr className="sm:hidden">
                <th scope="rowgroup" colSpan={2} className="px-3 pt-3 font-semibold">
                  {t(`pain.${row}Pain`)}
                </th>
              </tr>
              <tr>
                <th scope="row" className={`${cell} hidden font-medium sm:table-cell`}>
                  {t(`pain.${row}Pain`)}
                </th>
                <td className={`${cell} text-slate-600 dark:text-slate-400`}>
                  <span className="flex gap-2">
                    <X className="mt-0.5 h-4 w-4 shrink-0 text-red-500" aria-hidden="true" />
                    {t(`pain.${row}Others`)}
                  </span>
                </td>
                <td className={cell}>
                  <span className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden="true" />
                    {t(`pain.${row}Overlap`)}
                  </span>
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      </ScrollRegion>
    </section>
  );
}
