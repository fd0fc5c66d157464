import { Mail } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { PageShell } from '@/components/layout/page-shell';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { PRINCIPLES, TEAM_ROLES } from '@/features/marketing/data/about';
import { useT } from '@/i18n';
import { useSiteConfig } from '@/lib/site-config';

export default function TeamPage() {
  const t = useT('marketing');
  const site = useSiteConfig();
  const mode = site?.signUp ?? 'unknown';
  // Only the addresses this server's operator published (OPERATOR_EMAIL and friends).
  const contacts = site
    ? [
        { label: 'team.contact.general', email: site.operator.contactEmail },
        { label: 'team.contact.privacy', email: site.operator.privacyEmail },
        { label: 'team.contact.security', email: site.operator.securityEmail },
      ].filter((contact): contact is { label: typeof contact.label; email: string } => contact.email !== null)
    : [];
  return (
    <PageShell title={t('team.title')} heading={t('team.heading')} intro={t('team.intro')}>
      <section aria-labelledby="mission-heading" className="mx-auto max-w-3xl space-y-4 text-lg leading-8">
        <h2 id="mission-heading" className="text-2xl font-bold tracking-tight">
          {t('team.missionHeading')}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t('team.mission1')}</p>
        <p className="text-slate-700 dark:text-slate-300">{t('team.mission2', { mode })}</p>
      </section>

      <MarketingSection id="principles" heading={t('team.principlesHeading')} tinted>
        <ul className="grid gap-6 md:grid-cols-2">
          {PRINCIPLES.map((principle) => (
            <li
              key={principle.id}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <principle.icon className="h-6 w-6 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold">{t(`team.principle.${principle.id}.title`)}</h3>
              <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">
                {t(`team.principle.${principle.id}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="team" heading={t('team.teamHeading')} intro={t('team.teamIntro')}>
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {TEAM_ROLES.map((member) => (
            <li key={member} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
              <h3 className="font-semibold">{t(`team.role.${member}.role`)}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {t(`team.role.${member}.focus`)}
              </p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="contact"
        heading={t('team.contactHeading')}
        intro={
          site
            ? site.operator.name
              ? t('team.contactIntro', { operator: site.operator.name })
              : t('team.contactIntroUnnamed')
            : undefined
        }
        tinted
      >
        {site && contacts.length === 0 ? (
          <p className="text-center text-slate-600 dark:text-slate-400">{t('team.contactNone')}</p>
        ) : null}
        <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-3">
          {contacts.map((contact) => (
            <li
              key={contact.email}
              className="rounded-2xl border border-slate-200 bg-white p-5 text-center dark:border-slate-800 dark:bg-slate-900"
            >
              <Mail className="mx-auto h-5 w-5 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {t(contact.label as 'team.contact.general')}
              </p>
              <a
                href={`mailto:${contact.email}`}
                className="mt-1 inline-block font-medium break-all text-brand-600 hover:underline dark:text-brand-100"
              >
                {contact.email}
              </a>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <CtaBand
        heading={t('team.ctaHeading')}
        body={t('team.ctaBody', { mode })}
        {...(mode === 'invite' ? {} : { secondary: { label: t('team.ctaPrimary'), to: PUBLIC_ROUTES.home } })}
      />
    </PageShell>
  );
}
