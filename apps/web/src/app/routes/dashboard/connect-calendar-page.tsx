import { PROTECTED_ROUTES } from '@overlap/contracts';
import { ArrowLeft, CalendarSync } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { SkipLink } from '@/components/layout/skip-link';
import { ProviderCards } from '@/features/connections/components/provider-cards';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';

/** /connect-calendar (signed in, no public header): choose a provider, then sign in there or fill its form. */
export default function ConnectCalendarPage() {
  const t = useT('common');
  useDocumentTitle(t('connect.title'));
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <Link
          to={`${PROTECTED_ROUTES.dashboard}/connections`}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-100"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('connect.back')}
        </Link>
      </div>
      <main id="main" className="flex flex-1 items-center justify-center px-4">
        <section className="flex w-full max-w-2xl flex-col items-center gap-4 py-8 text-center">
          <CalendarSync className="h-12 w-12 text-brand-600" aria-hidden="true" />
          <h1 className="text-3xl font-semibold tracking-tight">{t('connect.heading')}</h1>
          <p className="text-slate-600 dark:text-slate-400">{t('connect.intro')}</p>
          <ProviderCards />
        </section>
      </main>
    </div>
  );
}
