import { PUBLIC_ROUTES } from '@overlap/contracts';
import { PageShell } from '@/components/layout/page-shell';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FaqList } from '@/features/marketing/components/faq-list';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { ServerLimits } from '@/features/marketing/components/server-limits';
import { INCLUDED, PRICING_FAQ } from '@/features/marketing/data/pricing';
import { useT, type MessageKey } from '@/i18n';

/** What is true of this software: no plans or seats, every feature for everyone, the operator's limits. */
export default function PricingPage() {
  const t = useT('marketing');
  return (
    <PageShell title={t('pricing.title')} heading={t('pricing.heading')} intro={t('pricing.intro')}>
      <ServerLimits />

      <MarketingSection id="included" heading={t('pricing.includedHeading')}>
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {INCLUDED.map(({ id, icon: Icon }) => (
            <li
              key={id}
              className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <Icon
                className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-100"
                aria-hidden="true"
              />
              <span>{t(`pricing.included.${id}` as MessageKey<'marketing'>)}</span>
            </li>
          ))}
        </ul>
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
