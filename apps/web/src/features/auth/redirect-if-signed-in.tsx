import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/hooks/use-auth';

/** Signed-in users visiting / or /get-started go to their dashboard (spec §2). */
export function RedirectIfSignedIn() {
  const auth = useAuth();
  if (auth.isAuthenticated) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
