import { percentOf } from '@overlap/contracts';
import { Activity, CalendarDays, Mail, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EMPTY_OVERVIEW, useAdminAnalytics } from '../api/admin-analytics';

function StatCard({
  to,
  title,
  icon,
  value,
  detail,
}: {
  to: string;
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
      <p className="text-3xl font-bold" data-testid={`${title} value`}>
        {value}
      </p>
      <p className="text-sm text-slate-500">{detail}</p>
    </Link>
  );
}

export function AdminHome() {
  useDocumentTitle('Admin');
  const analytics = useAdminAnalytics(true);
  // A failed call was logged by the gate; the cards then show 0 (spec §8).
  const o = analytics.data?.overview ?? EMPTY_OVERVIEW;
  const iconClass = 'h-5 w-5 text-brand-600';
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
        <p className="text-slate-600 dark:text-slate-400">How Overlap is doing at a glance.</p>
      </header>
      <section aria-label="Overview" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          to="/admin/users"
          title="Total Users"
          icon={<Users className={iconClass} aria-hidden="true" />}
          value={o.totalUsers}
          detail={`${o.totalAdmins} admins (${percentOf(o.totalAdmins, o.totalUsers)}%)`}
        />
        <StatCard
          to="/admin/meetings"
          title="Total Meetings"
          icon={<CalendarDays className={iconClass} aria-hidden="true" />}
          value={o.totalMeetings}
          detail={`${o.scheduledMeetings} scheduled (${percentOf(o.scheduledMeetings, o.totalMeetings)}%)`}
        />
        <StatCard
          to="/admin/email-templates"
          title="Email Templates"
          icon={<Mail className={iconClass} aria-hidden="true" />}
          value={o.totalEmailTemplates}
          detail="Active templates"
        />
        <StatCard
          to="/admin/analytics"
          title="System Health"
          icon={<Activity className={iconClass} aria-hidden="true" />}
          value="Good"
          detail="All systems operational"
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="mb-4 font-semibold">Quick Actions</h2>
          <div className="grid grid-cols-2 gap-3">
            <Button asChild variant="outline">
              <Link to="/admin/users">Manage Users</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/meetings">View Meetings</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/email-templates">Email Templates</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/analytics">View Analytics</Link>
            </Button>
          </div>
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="mb-4 font-semibold">Recent Activity</h2>
          <p className="text-sm text-slate-500">Sign-ups, meetings and admin actions will be listed here.</p>
        </section>
      </div>
    </div>
  );
}
