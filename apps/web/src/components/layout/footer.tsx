import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { useHydrated } from '@/hooks/use-hydrated';
import { Logo } from './logo';

export function Footer() {
  // The prerendered landing page was built in some earlier year: the year waits for the browser.
  const year = useHydrated() ? new Date().getFullYear() : null;
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6 dark:text-slate-400">
        <Logo />
        <nav aria-label="Legal" className="flex gap-6">
          <Link to={PUBLIC_ROUTES.terms} className="hover:text-brand-600">
            Terms of Service
          </Link>
          <Link to={PUBLIC_ROUTES.privacy} className="hover:text-brand-600">
            Privacy Policy
          </Link>
        </nav>
        <p>{year === null ? '© Overlap' : `© ${year} Overlap`}</p>
      </div>
    </footer>
  );
}
