import { Ban, Eye, PenLine } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { useT } from '@/i18n';
import { useLocalizedProse } from '../i18n/use-localized-prose';
import type { ProviderGuide } from '../types';
import { ContentSections } from './content-blocks';
import { CtaBand } from './cta-band';
import { FaqList } from './faq-list';
import { MarketingSection } from './marketing-section';
import { ProviderSteps } from './provider-steps';

const PROVIDER_LINKS = [
  { to: PUBLIC_ROUTES.syncGoogle, label: 'page.link.google' },
  { to: PUBLIC_ROUTES.syncMicrosoft, label: 'page.link.microsoft' },
  { to: PUBLIC_ROUTES.syncApple, label: 'page.link.apple' },
  { to: PUBLIC_ROUTES.syncCaldav, label: 'page.link.caldav' },
] as const;

function DataList({
  id,
  heading,
  items,
  icon: Icon,
  tone,
}: {
  id: string;
  heading: string;
  items: readonly string[];
  icon: typeof Eye;
  tone: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h3 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon className={`h-5 w-5 ${tone}`} aria-hidden="true" /> {heading}
      </h3>
      <ul
        aria-labelledby={id}
        className="mt-4 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700 dark:text-slate-300"
      >
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The shared layout of the four "Sync … Calendar" feature pages; each page passes its provider's guide. */
export function ProviderFeaturePage({
  guide: source,
  slug,
}: {
  guide: ProviderGuide;
  /** Prefix of the guide's messages in the providers catalogue. */
  slug: 'google' | 'microsoft' | 'apple' | 'caldav';
}) {
  const t = useT('providers');
  const guide = useLocalizedProse('providers', slug, source);
  // The product's name in the reader's language ("CalDAV-Server und ICS-Feeds"), as the links below say it.
  const name = t(`page.link.${slug}`);
  const others = PROVIDER_LINKS.filter((link) => link.to !== guide.route);
  return (
    <PageShell title={guide.title} heading={guide.heading} intro={guide.intro}>
      <dl className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {guide.facts.map((fact) => (
          <div
            key={fact.label}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {fact.label}
            </dt>
            <dd className="mt-1 text-sm font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <MarketingSection id="steps" heading={t('page.stepsHeading', { name })}>
        <ProviderSteps steps={guide.steps} icon={guide.icon} />
      </MarketingSection>

      <MarketingSection id="data" heading={t('page.dataHeading')} intro={t('page.dataIntro')} tinted>
        <div className="grid gap-6 lg:grid-cols-3">
          <DataList
            id="reads"
            heading={t('page.reads')}
            items={guide.reads}
            icon={Eye}
            tone="text-brand-600 dark:text-brand-100"
          />
          <DataList
            id="never"
            heading={t('page.neverReads')}
            items={guide.neverReads}
            icon={Ban}
            tone="text-red-600 dark:text-red-400"
          />
          <DataList
            id="writes"
            heading={t('page.writes')}
            items={guide.writes}
            icon={PenLine}
            tone="text-emerald-600 dark:text-emerald-400"
          />
        </div>
      </MarketingSection>

      <div className="mx-auto max-w-3xl py-12 sm:py-16">
        <ContentSections sections={guide.details} />
      </div>

      <MarketingSection id="disconnect" heading={t('page.disconnectHeading')} tinted>
        <ol className="mx-auto max-w-3xl list-decimal space-y-3 pl-6 leading-7 text-slate-700 marker:font-semibold marker:text-brand-600 dark:text-slate-300 dark:marker:text-brand-100">
          {guide.disconnect.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection id="troubleshooting" heading={t('page.troubleshootingHeading')}>
        <FaqList questions={guide.troubleshooting} />
      </MarketingSection>

      <nav aria-labelledby="other-providers" className="mx-auto max-w-3xl text-center">
        <h2 id="other-providers" className="text-lg font-semibold">
          {t('page.otherProviders')}
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {others.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:hover:text-brand-100"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <CtaBand
        heading={t('page.ctaHeading', { name })}
        body={t('page.ctaBody')}
        secondary={{ label: t('page.ctaSecondary'), to: PUBLIC_ROUTES.howItWorks }}
      />
    </PageShell>
  );
}
