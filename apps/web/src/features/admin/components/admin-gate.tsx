import { useEffect, type ReactNode } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { HttpError } from '@/lib/http-error';
import { useAdminAnalytics } from '../api/admin-analytics';
import { AdminAccessDenied, AdminSignInRequired, CheckingPermissions } from './gate-screens';

/**
 * The admin gate of spec §4/§6: checking permissions, then not authenticated, access denied, or admin.
 * Admin status is the server's answer to the analytics call; other failures are logged and let through
 * (the cards then show 0), since the server still refuses every admin call to a non-admin.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const analytics = useAdminAnalytics(auth.isAuthenticated);
  const error = analytics.error;

  useEffect(() => {
    if (error && !(error instanceof HttpError && (error.status === 403 || error.status === 401))) {
      console.error('Admin analytics failed', error);
    }
  }, [error]);

  if (auth.isLoading) return <CheckingPermissions />;
  if (!auth.isAuthenticated) return <AdminSignInRequired />;
  if (analytics.isPending) return <CheckingPermissions />;
  if (error instanceof HttpError && error.status === 401) return <AdminSignInRequired />;
  if (error instanceof HttpError && error.status === 403) return <AdminAccessDenied />;
  return children;
}
