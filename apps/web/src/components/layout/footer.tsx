import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { LanguagePicker } from '@/components/language-picker';
import { useHydrated } from '@/hooks/use-hydrated';
import { useT } from '@/i18n';
import { Logo } from './logo';

export function Footer() {
  const t = useT('common');
  // The prerendered landing page was built in some earlier year: the year waits for the browser.
  const year = useHydrated() ? new Date().getFullYear() : null;
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6 dark:text-slate-400">
        <Logo />
        <nav aria-label={t('footer.legal')} className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to={PUBLIC_ROUTES.terms} className="hover:text-brand-600">
            {t('footer.terms')}
          </Link>
          <Link to={PUBLIC_ROUTES.privacy} className="hover:text-brand-600">
            {t('footer.privacy')}
          </Link>
        </nav>
        <LanguagePicker />
        <p>{year === null ? '© Overlap' : t('footer.copyright', { year: String(year) })}</p>
      </div>
    </footer>
  );
}
