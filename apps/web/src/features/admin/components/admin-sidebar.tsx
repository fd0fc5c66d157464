import {
  BarChart3,
  CalendarDays,
  LayoutDashboard,
  LogOut,
  Mail,
  ScrollText,
  UserPlus,
  UserRound,
  Users,
} from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { useAuth } from '@/hooks/use-auth';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { ADMIN_SECTIONS } from '../admin-sections';

const ICONS = {
  '': LayoutDashboard,
  users: Users,
  meetings: CalendarDays,
  'email-templates': Mail,
  analytics: BarChart3,
  waitlist: UserPlus,
  'audit-log': ScrollText,
};

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium';

export function AdminSidebar() {
  const t = useT('admin');
  const auth = useAuth();
  const navigate = useNavigate();
  const who = auth.user?.name || auth.user?.email || '';
  return (
    <aside className="flex w-full shrink-0 flex-col gap-6 border-b border-slate-200 bg-white p-4 md:min-h-screen md:w-64 md:border-r md:border-b-0 dark:border-slate-800 dark:bg-slate-900">
      <Logo />
      <nav aria-label={t('sidebar.navLabel')} className="flex flex-col gap-1">
        {ADMIN_SECTIONS.map((section) => {
          const Icon = ICONS[section.slug];
          return (
            <NavLink
              key={section.slug}
              to={section.slug ? `/admin/${section.slug}` : '/admin'}
              end={section.slug === ''}
              className={({ isActive }) =>
                cn(
                  itemClass,
                  isActive
                    ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )
              }
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(section.label)}
            </NavLink>
          );
        })}
      </nav>
      <div className="mt-auto flex flex-col gap-1">
        <div className="mb-2 flex items-center gap-3 px-3">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
          >
            {who.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{who}</p>
            <p className="text-xs text-slate-500">{t('sidebar.role')}</p>
          </div>
        </div>
        <button
          type="button"
          className={cn(itemClass, 'hover:bg-slate-100 dark:hover:bg-slate-800')}
          onClick={() => navigate('/dashboard')}
        >
          <UserRound className="h-4 w-4" aria-hidden="true" />
          {t('sidebar.userDashboard')}
        </button>
        <button
          type="button"
          className={cn(itemClass, 'hover:bg-slate-100 dark:hover:bg-slate-800')}
          onClick={() => auth.logout()}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t('sidebar.signOut')}
        </button>
      </div>
    </aside>
  );
}
