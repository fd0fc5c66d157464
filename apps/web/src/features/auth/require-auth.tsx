import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { rememberReturnPath } from './return-path';
import { useAuth } from '@/hooks/use-auth';
import { useT } from '@/i18n';

/**
 * Guards a page (spec §2): 'Authenticating...' while sign-in state loads; a signed-out visitor's path
 * is remembered for after login and they go to /.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useT('auth');
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}`;
  const signedOut = !auth.isLoading && !auth.isAuthenticated;

  useEffect(() => {
    if (!signedOut) return;
    rememberReturnPath(path);
    navigate('/', { replace: true });
  }, [signedOut, path, navigate]);

  if (auth.isLoading) return <LoadingScreen label={t('authenticating')} />;
  if (signedOut) {
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <h1 className="text-2xl font-semibold">{t('requiredTitle')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('requiredBody')}</p>
        <Button onClick={() => auth.login(path)}>{t('signIn')}</Button>
      </div>
    );
  }
  return children;
}
