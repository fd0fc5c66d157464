import { PUBLIC_ROUTES } from '@overlap/contracts';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { HeatMapLegend } from '@/features/marketing/components/heat-map-legend';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { TimeSlotCard } from '@/features/marketing/components/time-slot-card';
import { JOURNEY, RANKING_RULES } from '@/features/marketing/data/journey';
import { SAMPLE_SLOTS } from '@/features/marketing/data/sample-slots';
import { useLocalizedProse } from '@/features/marketing/i18n/use-localized-prose';
import { useT } from '@/i18n';

export default function HowItWorksPage() {
  const t = useT('guide');
  const journey = useLocalizedProse('guide', 'journey', JOURNEY);
  const rankingRules = useLocalizedProse('guide', 'ranking', RANKING_RULES);
  const sampleSlots = useLocalizedProse('guide', 'slots', SAMPLE_SLOTS);
  return (
    <PageShell title={t('howItWorks.title')} heading={t('howItWorks.heading')} intro={t('howItWorks.intro')}>
      <ol className="mx-auto grid max-w-4xl gap-6">
        {journey.map((step, index) => (
          <li
            key={step.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex flex-wrap items-center gap-3">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <step.icon className="h-6 w-6 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                {step.who}
              </span>
            </div>
            <h2 className="mt-4 text-xl font-semibold">{step.title}</h2>
            <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{step.body}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700 marker:text-brand-500 dark:text-slate-300">
              {step.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      <MarketingSection
        id="ranking"
        heading={t('howItWorks.rankingHeading')}
        intro={t('howItWorks.rankingIntro')}
        tinted
      >
        <ol className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {rankingRules.map((rule, index) => (
            <li
              key={rule.title}
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="text-sm font-semibold text-brand-600 dark:text-brand-100" aria-hidden="true">
                {index + 1}
              </p>
              <h3 className="mt-1 font-semibold">{rule.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{rule.body}</p>
            </li>
          ))}
        </ol>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-slate-600 dark:text-slate-400">
          {t('howItWorks.fairnessQuestion')}{' '}
          <Link
            to={`${PUBLIC_ROUTES.blog}/fairness-across-time-zones`}
            className="font-medium text-brand-600 underline underline-offset-4 dark:text-brand-100"
          >
            {t('howItWorks.fairnessLink')}
          </Link>
          .
        </p>
      </MarketingSection>

      <MarketingSection
        id="example"
        heading={t('howItWorks.exampleHeading')}
        intro={t('howItWorks.exampleIntro')}
      >
        <div className="grid gap-4 md:grid-cols-3">
          {sampleSlots.map((slot, index) => (
            <TimeSlotCard key={slot.day} rank={index + 1} best={index === 0} {...slot} />
          ))}
        </div>
        <div className="mx-auto mt-8 max-w-3xl">
          <HeatMapLegend />
        </div>
      </MarketingSection>

      <CtaBand
        heading={t('howItWorks.ctaHeading')}
        body={t('howItWorks.ctaBody')}
        secondary={{ label: t('howItWorks.ctaSecondary'), to: PUBLIC_ROUTES.remoteTeams }}
      />
    </PageShell>
  );
}
