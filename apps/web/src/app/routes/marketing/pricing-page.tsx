import { Gift } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { PageShell } from '@/components/layout/page-shell';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FaqList } from '@/features/marketing/components/faq-list';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { PlanCard } from '@/features/marketing/components/plan-card';
import { PlanComparison } from '@/features/marketing/components/plan-comparison';
import { PLANS, PRICING_FAQ } from '@/features/marketing/data/plans';

export default function PricingPage() {
  return (
    <PageShell
      title="Pricing"
      heading="Simple pricing. Guests are always free."
      intro="Pay only for the people who organize meetings. Everyone you invite answers for free, with no account."
    >
      <aside
        aria-label="Beta pricing"
        className="mx-auto mb-12 flex max-w-3xl items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-100"
      >
        <Gift className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>Everything is free during the beta.</strong> Every plan below, including auto-schedule and
          the Team admin console, costs nothing while Overlap is in private beta. We will give you at least 30
          days’ notice before paid plans start, and nothing is ever charged without you choosing a plan.
        </p>
      </aside>

      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <div className="grid gap-8 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          Prices in US dollars, before tax. Planned prices for after the beta.
        </p>
      </section>

      <MarketingSection id="compare" heading="Compare plans">
        <PlanComparison />
      </MarketingSection>

      <MarketingSection id="faq" heading="Questions about pricing" tinted>
        <FaqList questions={PRICING_FAQ} />
      </MarketingSection>

      <CtaBand
        heading="Schedule your next group meeting in minutes"
        body="Connect a calendar, invite people by e-mail, and let Overlap find the fairest time. Free while we are in beta."
        secondary={{ label: 'See how it works', to: PUBLIC_ROUTES.howItWorks }}
      />
    </PageShell>
  );
}
