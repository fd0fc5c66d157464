import { percentOf } from '@overlap/contracts';
import { Activity, CalendarDays, Mail, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';
import { EMPTY_OVERVIEW, useAdminAnalytics } from '../api/admin-analytics';
import { serverHealthOf, useServerReadiness } from '../api/admin-health';

const HEALTH_TEXT = {
  checking: { value: 'home.healthChecking', detail: 'home.healthCheckingDetail' },
  good: { value: 'home.healthValue', detail: 'home.healthDetail' },
  'not-ready': { value: 'home.healthBad', detail: 'home.healthBadDetail' },
} as const;

function StatCard({
  to,
  testId,
  title,
  icon,
  value,
  detail,
}: {
  to: string;
  /** The card's name in English, for tests in any language. */
  testId: string;
  title: string;
  icon: ReactNode;
  value: ReactNode;
  detail: string;
}) {
  return (
    <Link
      to={to}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between text-sm font-medium text-slate-600 dark:text-slate-400">
        <h2>{title}</h2>
        {icon}
      </div>
      <p className="text-3xl font-bold" data-testid={`${testId} value`}>
        {value}
      </p>
      <p className="text-sm text-slate-500">{detail}</p>
    </Link>
  );
}

export function AdminHome() {
  const t = useT('admin');
  useDocumentTitle(t('home.docTitle'));
  const analytics = useAdminAnalytics(true);
  // A failed call was logged by the gate; the cards then show 0 (spec §8).
  const o = analytics.data?.overview ?? EMPTY_OVERVIEW;
  // 'Good' and 'All systems operational' (spec §2) only while this server says it is ready.
  const health = HEALTH_TEXT[serverHealthOf(useServerReadiness())];
  const iconClass = 'h-5 w-5 text-brand-600';
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold">{t('home.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('home.intro')}</p>
      </header>
      <section aria-label={t('home.overview')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          to="/admin/users"
          testId="Total Users"
          title={t('home.users')}
          icon={<Users className={iconClass} aria-hidden="true" />}
          value={o.totalUsers}
          detail={t('home.usersDetail', {
            count: o.totalAdmins,
            percent: percentOf(o.totalAdmins, o.totalUsers),
          })}
        />
        <StatCard
          to="/admin/meetings"
          testId="Total Meetings"
          title={t('home.meetings')}
          icon={<CalendarDays className={iconClass} aria-hidden="true" />}
          value={o.totalMeetings}
          detail={t('home.meetingsDetail', {
            count: o.scheduledMeetings,
            percent: percentOf(o.scheduledMeetings, o.totalMeetings),
          })}
        />
        <StatCard
          to="/admin/email-templates"
          testId="Email Templates"
          title={t('section.email')}
          icon={<Mail className={iconClass} aria-hidden="true" />}
          value={o.totalEmailTemplates}
          detail={t('home.templatesDetail')}
        />
        <StatCard
          to="/admin/analytics"
          testId="System Health"
          title={t('home.health')}
          icon={<Activity className={iconClass} aria-hidden="true" />}
          value={t(health.value)}
          detail={t(health.detail)}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="mb-4 font-semibold">{t('home.quick')}</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button asChild variant="outline">
              <Link to="/admin/users">{t('home.manageUsers')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/meetings">{t('home.viewMeetings')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/email-templates">{t('section.email')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/analytics">{t('home.viewAnalytics')}</Link>
            </Button>
          </div>
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="mb-4 font-semibold">{t('home.recent')}</h2>
          <p className="text-sm text-slate-500">{t('home.recentEmpty')}</p>
        </section>
      </div>
    </div>
  );
}
