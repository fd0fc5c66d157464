import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PROTECTED_ROUTES } from '@overlap/contracts';
import { PageErrorBoundary } from '@/components/errors/boundaries';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { RequireAuth } from '@/features/auth/require-auth';
import NotFoundPage from '../not-found-page';

const DashboardPage = lazy(() => import('../dashboard/dashboard-page'));
const ConnectCalendarPage = lazy(() => import('../dashboard/connect-calendar-page'));
const AdminPage = lazy(() => import('../admin/admin-page'));

/** A full-window page without the public header (spec §2), loaded on first visit. */
function Bare({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

// The guard inside the boundary: its texts may suspend while their catalogue loads.
const guarded = (Page: ComponentType) => (
  <Bare>
    <RequireAuth>
      <Page />
    </RequireAuth>
  </Bare>
);

/**
 * Routes that need sign-in. The admin area runs its own gate, whose 'Authentication Required' screen
 * a visitor should see (spec §6), so it is not behind RequireAuth.
 */
export const signedInRoutes: RouteObject[] = [
  {
    path: `${PROTECTED_ROUTES.dashboard}/*`,
    element: guarded(DashboardPage),
    errorElement: <NotFoundPage />,
  },
  { path: PROTECTED_ROUTES.connectCalendar, element: guarded(ConnectCalendarPage) },
  {
    path: `${PROTECTED_ROUTES.admin}/*`,
    element: (
      <Bare>
        <AdminPage />
      </Bare>
    ),
  },
];
