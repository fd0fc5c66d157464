import { UserCheck } from 'lucide-react';
import { INVITATION_PARAM } from '@overlap/contracts';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { AUDIENCES, FIRST_MEETING_STEPS } from '@/features/marketing/data/get-started';
import { useLocalizedProse } from '@/features/marketing/i18n/use-localized-prose';
import { useT } from '@/i18n';

export default function GetStartedPage() {
  const auth = useAuth();
  const t = useT('guide');
  const common = useT('common');
  const marketing = useT('marketing');
  const steps = useLocalizedProse('guide', 'firstMeeting', FIRST_MEETING_STEPS);
  const audiences = useLocalizedProse('guide', 'audiences', AUDIENCES);
  // The link of an invitation e-mail: its token goes with the sign-up to the sign-up page.
  const invitation = useSearchParams()[0].get(INVITATION_PARAM) ?? undefined;
  return (
    <PageShell title={t('getStarted.title')} heading={t('getStarted.heading')} intro={t('getStarted.intro')}>
      <div className="flex flex-col items-center gap-4">
        {invitation ? (
          <p role="note" className="max-w-xl text-center font-medium text-emerald-700 dark:text-emerald-300">
            {t('getStarted.invitation')}
          </p>
        ) : null}
        <Button size="lg" disabled={auth.isLoading} onClick={() => auth.signUp(undefined, invitation)}>
          {auth.isLoading ? common('loading') : marketing('cta.getStartedFree')}
        </Button>
        <p className="flex max-w-xl items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
          <UserCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden="true" />
          <span>{t('getStarted.invited')}</span>
        </p>
      </div>

      <MarketingSection id="steps" heading={t('getStarted.stepsHeading')}>
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-slate-600 dark:text-slate-400">{step.body}</p>
              {step.link ? (
                <Link
                  to={step.link.to}
                  className="mt-4 text-sm font-medium text-brand-600 underline underline-offset-4 dark:text-brand-100"
                >
                  {step.link.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection
        id="audiences"
        heading={t('getStarted.audiencesHeading')}
        intro={t('getStarted.audiencesIntro')}
        tinted
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {audiences.map((audience) => (
            <li
              key={audience.title}
              className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <audience.icon
                className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-100"
                aria-hidden="true"
              />
              <div>
                <h3 className="font-semibold">{audience.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">{audience.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <div className="flex flex-col items-center gap-3 pt-12 text-center">
        <h2 className="text-2xl font-bold tracking-tight">{t('getStarted.readyHeading')}</h2>
        <p className="max-w-xl text-slate-600 dark:text-slate-400">{t('getStarted.readyBody')}</p>
        <Button size="lg" variant="outline" disabled={auth.isLoading} onClick={() => auth.login()}>
          {auth.isLoading ? common('loading') : t('getStarted.signIn')}
        </Button>
      </div>
    </PageShell>
  );
}
