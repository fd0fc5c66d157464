import { Server } from 'lucide-react';
import { useT } from '@/i18n';
import { useSiteConfig } from '@/lib/site-config';

/** The limits this server's operator set (GET /api/config), as the pricing page states them. */
export function ServerLimits() {
  const t = useT('marketing');
  const site = useSiteConfig();
  return (
    <aside
      aria-labelledby="limits-heading"
      className="mx-auto mb-12 flex max-w-3xl items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-100"
    >
      <Server className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <h2 id="limits-heading" className="font-semibold">
          {t('pricing.limitsHeading')}
        </h2>
        {site ? (
          <>
            <p className="mt-1">
              {site.operator.name
                ? t('pricing.limitsBy', { operator: site.operator.name })
                : t('pricing.limitsByOperator')}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{t('pricing.limit.participants', { max: site.limits.participantsPerMeeting })}</li>
              <li>{t('pricing.limit.signUp', { mode: site.signUp })}</li>
              <li>{t('pricing.limit.guests')}</li>
            </ul>
          </>
        ) : (
          <p className="mt-1" role="status">
            {t('pricing.limitsLoading')}
          </p>
        )}
      </div>
    </aside>
  );
}
