import { PUBLIC_ROUTES } from '@overlap/contracts';
import { PageShell } from '@/components/layout/page-shell';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { ZoneOverlapChart } from '@/features/marketing/components/zone-overlap-chart';
import { JUNE_TEAM, REMOTE_EXAMPLES, REMOTE_FEATURES } from '@/features/marketing/data/remote-teams';
import { useT } from '@/i18n';

export default function RemoteTeamsPage() {
  const t = useT('blog');
  return (
    <PageShell title={t('remote.title')} heading={t('remote.heading')} intro={t('remote.intro')}>
      <div className="mx-auto max-w-3xl">
        <ZoneOverlapChart rows={JUNE_TEAM} caption={t('remote.chartCaption')} />
      </div>

      <MarketingSection id="features" heading={t('remote.featuresHeading')} tinted>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {REMOTE_FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <feature.icon className="h-6 w-6 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold">{t(feature.title)}</h3>
              <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{t(feature.body)}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="examples" heading={t('remote.examplesHeading')}>
        <div className="grid gap-6 lg:grid-cols-3">
          {REMOTE_EXAMPLES.map((example, index) => (
            <article
              key={example.title}
              aria-labelledby={`example-${index}`}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 id={`example-${index}`} className="text-lg font-semibold">
                {t(example.title)}
              </h3>
              <dl className="mt-3 space-y-3 text-sm leading-6">
                <div>
                  <dt className="font-semibold text-slate-500 dark:text-slate-400">
                    {t('remote.situation')}
                  </dt>
                  <dd className="text-slate-700 dark:text-slate-300">{t(example.setup)}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-brand-600 dark:text-brand-100">
                    {t('remote.withOverlap')}
                  </dt>
                  <dd className="text-slate-700 dark:text-slate-300">{t(example.outcome)}</dd>
                </div>
              </dl>
            </article>
          ))}
        </div>
      </MarketingSection>

      <CtaBand
        heading={t('remote.ctaHeading')}
        body={t('remote.ctaBody')}
        secondary={{
          label: t('remote.ctaSecondary'),
          to: `${PUBLIC_ROUTES.blog}/fairness-across-time-zones`,
        }}
      />
    </PageShell>
  );
}
