import { BadgeCheck, Rocket } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { PageShell } from '@/components/layout/page-shell';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { COMPETITORS, OVERLAP_EDGE, PITCH_BLOCKS } from '@/features/marketing/data/pitch';
import { useT } from '@/i18n';
import { useSiteConfig } from '@/lib/site-config';

export default function PitchPage() {
  const t = useT('blog');
  const mode = useSiteConfig()?.signUp ?? 'unknown';
  return (
    <PageShell title={t('pitch.title')} heading={t('pitch.heading')} intro={t('pitch.intro')}>
      <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {PITCH_BLOCKS.map((block) => (
          <section
            key={block.id}
            aria-labelledby={`${block.id}-heading`}
            className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id={`${block.id}-heading`} className="text-xl font-semibold">
              {t(block.heading)}
            </h2>
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7 text-slate-600 dark:text-slate-400">
                {t(paragraph)}
              </p>
            ))}
          </section>
        ))}
      </div>

      <MarketingSection id="competition" heading={t('pitch.competitionHeading')} tinted>
        <ScrollRegion
          label={t('pitch.competitionLabel')}
          className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">{t('pitch.competitionCaption')}</caption>
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                <th scope="col" className="p-4 font-semibold">
                  {t('pitch.colTool')}
                </th>
                <th scope="col" className="p-4 font-semibold">
                  {t('pitch.colApproach')}
                </th>
                <th scope="col" className="p-4 font-semibold">
                  {t('pitch.colGap')}
                </th>
              </tr>
            </thead>
            <tbody>
              {COMPETITORS.map((competitor) => (
                <tr key={competitor.name} className="border-t border-slate-200 dark:border-slate-800">
                  <th scope="row" className="p-4 font-medium">
                    {competitor.name}
                  </th>
                  <td className="p-4 text-slate-600 dark:text-slate-400">{t(competitor.approach)}</td>
                  <td className="p-4 text-slate-600 dark:text-slate-400">{t(competitor.gap)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <h3 className="mt-10 text-center text-lg font-semibold">{t('pitch.edgeHeading')}</h3>
        <ul className="mx-auto mt-4 grid max-w-3xl gap-3">
          {OVERLAP_EDGE.map((edge) => (
            <li key={edge} className="flex gap-2">
              <BadgeCheck className="mt-1 h-4 w-4 shrink-0 text-emerald-500" aria-hidden="true" />
              <span>{t(edge)}</span>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <section aria-labelledby="traction-heading" className="mx-auto max-w-3xl py-12 text-center sm:py-16">
        <Rocket className="mx-auto h-8 w-8 text-brand-600 dark:text-brand-100" aria-hidden="true" />
        <h2 id="traction-heading" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
          {t('pitch.tractionHeading')}
        </h2>
        <p className="mt-3 leading-7 text-slate-600 dark:text-slate-400">{t('pitch.tractionBody')}</p>
      </section>

      <CtaBand
        heading={t('pitch.ctaHeading')}
        body={t('pitch.ctaBody', { mode })}
        // Only a server with sign-up by invitation keeps no waitlist on its home page.
        {...(mode === 'invite' ? {} : { primaryLabel: t('pitch.ctaPrimary'), primaryTo: PUBLIC_ROUTES.home })}
        secondary={{ label: t('pitch.ctaSecondary'), to: PUBLIC_ROUTES.pricing }}
      />
    </PageShell>
  );
}
