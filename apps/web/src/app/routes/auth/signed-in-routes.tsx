import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PROTECTED_ROUTES } from '@overlap/contracts';
import { PageErrorBoundary } from '@/components/errors/boundaries';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { RequireAuth } from '@/features/auth/require-auth';
import { withCatalogues } from '@/i18n';
import NotFoundPage from '../not-found-page';

const DashboardPage = lazy(withCatalogues(() => import('../dashboard/dashboard-page'), ['dashboard']));
const ConnectCalendarPage = lazy(
  withCatalogues(() => import('../dashboard/connect-calendar-page'), ['connections']),
);
const AdminPage = lazy(withCatalogues(() => import('../admin/admin-page'), ['admin']));

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
