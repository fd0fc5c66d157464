import { BadgeCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { cn } from '@/lib/cn';
import type { Plan } from '../data/plans';
import { useLocale, useT } from '@/i18n';
import { MEETING_LIMITS } from '@overlap/contracts';

export function PlanCard({ plan }: { plan: Plan }) {
  const t = useT('marketing');
  const common = useT('common');
  const locale = useLocale();
  const dollars = (amount: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      amount,
    );
  const name = t(`plan.${plan.id}.name`);
  const auth = useAuth();
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 dark:bg-slate-900',
        plan.highlighted
          ? 'border-brand-500 shadow-xl ring-2 ring-brand-500/30'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {plan.highlighted ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
          {t('plan.mostPopular')}
        </p>
      ) : null}
      <h3 id={headingId} className="text-xl font-semibold">
        {name}
      </h3>
      <p className="mt-2 min-h-12 text-sm text-slate-600 dark:text-slate-400">
        {t(`plan.${plan.id}.audience`)}
      </p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{dollars(plan.price)}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {plan.price === 0 ? t('plan.forever') : t('plan.perSeat')}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {plan.monthlyPrice === null
          ? t('plan.noCard')
          : t('plan.monthly', { price: dollars(plan.monthlyPrice) })}
      </p>
      <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-1.5 text-sm font-medium text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200">
        {t('plan.freeInBeta')}
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <BadgeCheck
              className="mt-0.5 h-4 w-4 shrink-0 text-brand-600 dark:text-brand-100"
              aria-hidden="true"
            />
            <span>{t(feature, { max: MEETING_LIMITS.participantsMax })}</span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-8 w-full"
        variant={plan.highlighted ? 'primary' : 'outline'}
        disabled={auth.isLoading}
        onClick={() => auth.signUp()}
      >
        {auth.isLoading ? common('loading') : t('plan.start', { plan: name })}
      </Button>
    </article>
  );
}
