import { DASHBOARD_TABS, type DashboardTab } from '@overlap/contracts';
import { useState, type ReactNode } from 'react';
import { DashboardMenuItems } from '@/components/layout/signed-in-menu-items';
import { Logo } from '@/components/layout/logo';
import { SkipLink } from '@/components/layout/skip-link';
import { SlideInMenu } from '@/components/layout/slide-in-menu';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n';
import { switchDashboardTab, useTabLabels } from '../dashboard-tabs';

/** The dashboard's own frame (the public header is hidden here): tabs, theme, logout, mobile menu. */
export function DashboardShell({ tab, children }: { tab: DashboardTab; children: ReactNode }) {
  const auth = useAuth();
  const t = useT('dashboard');
  const tabLabel = useTabLabels();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <SkipLink />
      <div className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <div className="flex items-center gap-2">
            <span className="hidden text-sm text-slate-600 md:inline dark:text-slate-400">
              {auth.user?.name || auth.user?.email}
            </span>
            <ThemeToggle />
            <Button variant="ghost" className="max-md:hidden" onClick={() => auth.logout()}>
              {t('logout')}
            </Button>
            <SlideInMenu open={menuOpen} onOpenChange={setMenuOpen}>
              <DashboardMenuItems onNavigate={() => setMenuOpen(false)} />
            </SlideInMenu>
          </div>
        </div>
        <nav
          aria-label={t('navLabel')}
          className="mx-auto hidden max-w-6xl gap-1 px-4 sm:px-6 md:flex"
          role="tablist"
        >
          {DASHBOARD_TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={name === tab}
              onClick={() => switchDashboardTab(name)}
              className={cn(
                '-mb-px border-b-2 px-4 py-3 text-sm font-medium transition-colors',
                name === tab
                  ? 'border-brand-600 text-brand-700 dark:border-brand-500 dark:text-brand-100'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
              )}
            >
              {tabLabel(name)}
            </button>
          ))}
        </nav>
      </div>
      <main
        id="main"
        role="tabpanel"
        aria-label={tabLabel(tab)}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6"
      >
        {children}
      </main>
    </div>
  );
}
