import { Gift } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { PageShell } from '@/components/layout/page-shell';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FaqList } from '@/features/marketing/components/faq-list';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { PlanCard } from '@/features/marketing/components/plan-card';
import { PlanComparison } from '@/features/marketing/components/plan-comparison';
import { PLANS, PRICING_FAQ } from '@/features/marketing/data/plans';
import { useT } from '@/i18n';

export default function PricingPage() {
  const t = useT('marketing');
  return (
    <PageShell title={t('pricing.title')} heading={t('pricing.heading')} intro={t('pricing.intro')}>
      <aside
        aria-label={t('pricing.betaLabel')}
        className="mx-auto mb-12 flex max-w-3xl items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-100"
      >
        <Gift className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>{t('pricing.betaLead')}</strong> {t('pricing.betaBody')}
        </p>
      </aside>

      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="sr-only">
          {t('pricing.plansHeading')}
        </h2>
        <div className="grid gap-8 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          {t('pricing.currencyNote')}
        </p>
      </section>

      <MarketingSection id="compare" heading={t('pricing.compareHeading')}>
        <PlanComparison />
      </MarketingSection>

      <MarketingSection id="faq" heading={t('pricing.faqHeading')} tinted>
        <FaqList
          questions={PRICING_FAQ.map((id) => ({
            question: t(`pricingFaq.${id}.q`),
            answer: t(`pricingFaq.${id}.a`),
          }))}
        />
      </MarketingSection>

      <CtaBand
        heading={t('pricing.ctaHeading')}
        body={t('pricing.ctaBody')}
        secondary={{ label: t('pricing.ctaSecondary'), to: PUBLIC_ROUTES.howItWorks }}
      />
    </PageShell>
  );
}
