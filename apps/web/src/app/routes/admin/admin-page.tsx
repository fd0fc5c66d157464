import { Route, Routes } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { AdminHome } from '@/features/admin/components/admin-home';
import { AdminSidebar } from '@/features/admin/components/admin-sidebar';
import { AnalyticsPage } from '@/features/admin/components/analytics-page';
import { AuditLogPage } from '@/features/admin/components/audit-log-page';
import { MeetingsSection } from '@/features/admin/components/meetings-page';
import { UsersPage } from '@/features/admin/components/users-page';
import { WaitlistPage } from '@/features/admin/components/waitlist-page';
import { EmailSection } from '@/features/admin/components/email-section';

/** /admin and /admin/*: the gate, then the sidebar and the page; unknown subpaths show the home. */
export default function AdminPage() {
  return (
    <AdminGate>
      <div className="flex min-h-screen flex-col bg-slate-50 md:flex-row dark:bg-slate-950">
        <SkipLink />
        <AdminSidebar />
        <main id="main" className="min-w-0 flex-1 p-6 md:p-10">
          <Routes>
            <Route path="users" element={<UsersPage />} />
            <Route path="meetings/*" element={<MeetingsSection />} />
            <Route path="email-templates/*" element={<EmailSection />} />
            <Route path="analytics" element={<AnalyticsPage />} />
            <Route path="waitlist" element={<WaitlistPage />} />
            <Route path="audit-log" element={<AuditLogPage />} />
            <Route path="*" element={<AdminHome />} />
          </Routes>
        </main>
      </div>
    </AdminGate>
  );
}
