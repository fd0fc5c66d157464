import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { TEAM_ROUTE, PUBLIC_ROUTES } from '@overlap/contracts';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { SlideInMenu, menuItemClass } from './slide-in-menu';
import { SignedInMenuItems } from './signed-in-menu-items';
import { useHydrated } from '@/hooks/use-hydrated';
import { useT } from '@/i18n';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium hover:text-brand-600 dark:hover:text-brand-100',
    isActive ? 'text-brand-600 dark:text-brand-100' : 'text-slate-700 dark:text-slate-300',
  );

export function Header() {
  const t = useT('common');
  const auth = useAuth();
  // Prerendered pages paint before the app runs: sign-in waits for it rather than lose the click.
  const hydrated = useHydrated();
  const waiting = auth.isLoading || !hydrated;
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const signInLabel = auth.isLoading ? t('loading') : t('nav.signIn');
  const getStartedLabel = auth.isLoading ? t('loading') : t('nav.getStarted');

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-1">
          {auth.isAuthenticated ? (
            <Button variant="ghost" className="max-md:hidden" onClick={() => auth.logout()}>
              {t('nav.logout')}
            </Button>
          ) : (
            <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
              <NavLink to={TEAM_ROUTE} className={navLinkClass}>
                {t('nav.about')}
              </NavLink>
              <NavLink to={PUBLIC_ROUTES.pricing} className={navLinkClass}>
                {t('nav.pricing')}
              </NavLink>
              <Button variant="ghost" disabled={waiting} onClick={() => auth.login()}>
                {signInLabel}
              </Button>
              <Button disabled={waiting} onClick={() => auth.signUp()}>
                {getStartedLabel}
              </Button>
            </nav>
          )}
          <ThemeToggle />
          <SlideInMenu open={menuOpen} onOpenChange={setMenuOpen}>
            {auth.isAuthenticated ? (
              <SignedInMenuItems onNavigate={close} />
            ) : (
              <>
                <Link to={TEAM_ROUTE} className={menuItemClass} onClick={close}>
                  {t('nav.about')}
                </Link>
                <Link to={PUBLIC_ROUTES.pricing} className={menuItemClass} onClick={close}>
                  {t('nav.pricing')}
                </Link>
                <button
                  type="button"
                  className={menuItemClass}
                  disabled={waiting}
                  onClick={() => auth.login()}
                >
                  {signInLabel}
                </button>
                <Button className="mt-2" disabled={waiting} onClick={() => auth.signUp()}>
                  {getStartedLabel}
                </Button>
              </>
            )}
          </SlideInMenu>
        </div>
      </div>
    </header>
  );
}
