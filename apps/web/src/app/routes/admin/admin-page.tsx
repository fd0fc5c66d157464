import { Route, Routes } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { AdminHome } from '@/features/admin/components/admin-home';
import { AdminPlaceholder } from '@/features/admin/components/admin-placeholder';
import { AdminSidebar } from '@/features/admin/components/admin-sidebar';
import { EmailSection } from '@/features/admin/components/email-section';

/** /admin and /admin/*: the gate, then the sidebar and the page; unknown subpaths show the home. */
export default function AdminPage() {
  return (
    <AdminGate>
      <div className="flex min-h-screen flex-col bg-slate-50 md:flex-row dark:bg-slate-950">
        <SkipLink />
        <AdminSidebar />
        <main id="main" className="flex-1 p-6 md:p-10">
          <Routes>
            <Route path="users" element={<AdminPlaceholder title="Users" what="user management" />} />
            <Route
              path="meetings"
              element={<AdminPlaceholder title="Meetings" what="meeting management" />}
            />
            <Route path="email-templates/*" element={<EmailSection />} />
            <Route path="analytics" element={<AdminPlaceholder title="Analytics" what="analytics" />} />
            <Route path="*" element={<AdminHome />} />
          </Routes>
        </main>
      </div>
    </AdminGate>
  );
}
