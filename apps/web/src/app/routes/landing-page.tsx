import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { DemoCard } from '@/features/landing/components/demo-card';
import { HowItWorksSteps } from '@/features/landing/components/how-it-works-steps';
import { PainPoints } from '@/features/landing/components/pain-points';
import { TypewriterHeadline } from '@/features/landing/components/typewriter-headline';
import { WaitlistForm } from '@/features/waitlist/components/waitlist-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';
import { useSiteConfig } from '@/lib/site-config';

export default function LandingPage() {
  useDocumentTitle();
  const t = useT('landing');
  const common = useT('common');
  const auth = useAuth();
  // Until the server says (and in the prerender) the words are those true in every mode.
  const mode = useSiteConfig()?.signUp ?? 'unknown';
  return (
    <>
      <section className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
            {t('badge', { mode })}
          </span>
          <TypewriterHeadline />
          <p className="max-w-xl text-lg text-slate-600 dark:text-slate-400">{t('intro')}</p>
          <div className="flex flex-col items-start gap-2">
            <Button size="lg" disabled={auth.isLoading} onClick={() => auth.signUp()}>
              {auth.isLoading ? common('loading') : t('getStartedFree')}
            </Button>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('startNote', { mode })}</p>
          </div>
          {/* With SIGN_UP=invite the server keeps no waitlist. */}
          {mode === 'invite' ? null : (
            <div className="flex w-full flex-col gap-2 border-t border-slate-200 pt-6 dark:border-slate-800">
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('waitlistLead', { mode })}</p>
              <WaitlistForm mode={mode} />
            </div>
          )}
        </div>
        <div className="flex justify-center lg:justify-end">
          <DemoCard />
        </div>
      </section>
      <PainPoints />
      <HowItWorksSteps />
    </>
  );
}
