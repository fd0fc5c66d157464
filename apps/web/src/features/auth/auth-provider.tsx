import { API_ROUTES, type AuthClientConfig } from '@overlap/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiRequest, onTokenGetterCleared, setTokenGetter } from '@/lib/api-request';
import { currentLocale, rememberedLocale, switchLocale } from '@/i18n';
import { AuthErrorScreen, ConfigErrorScreen, FullScreenSpinner } from './auth-screens';
import { fetchAuthConfig, hasStoredSession, isLoginCallback, type ReadyAuthConfig } from './client-config';
import type { OidcSession } from './oidc-session';
import { rememberReturnPath, takeReturnPath } from './return-path';
import { AuthContext, type AuthState, type AuthUser } from '@/hooks/use-auth';

declare global {
  interface Window {
    /** The token getter, exposed while someone is signed in (spec §7) and removed at logout. */
    getAccessToken?: () => Promise<string>;
  }
}

type Phase = 'loading' | 'completing' | 'redirecting' | 'signed-in' | 'signed-out';

const loadSession = (config: ReadyAuthConfig): Promise<OidcSession> =>
  import('./oidc-session').then((m) => m.createOidcSession(config));

/**
 * Real sign-in (spec §4): reads the run-time configuration, completes a login redirect or resumes a
 * stored session, registers the token getter, and loads the person from /api/me.
 */
export function AuthProvider({
  children,
  navigate,
}: {
  children: ReactNode;
  /** Client-side navigation, used to land on the page asked for after sign-in. */
  navigate: (path: string) => void;
}) {
  const [config, setConfig] = useState<AuthClientConfig | null>(null);
  // No window when the build prerenders the landing page.
  const [phase, setPhase] = useState<Phase>(() =>
    typeof window !== 'undefined' && isLoginCallback(window.location) ? 'completing' : 'loading',
  );
  const [user, setUser] = useState<AuthUser | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const session = useRef<Promise<OidcSession> | null>(null);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const sessionFor = useCallback((ready: ReadyAuthConfig) => {
    session.current ??= loadSession(ready);
    return session.current;
  }, []);

  const signOutLocally = useCallback(() => {
    setTokenGetter(null);
    delete window.getAccessToken;
    setUser(null);
  }, []);

  useEffect(() => onTokenGetterCleared(() => delete window.getAccessToken), []);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const loaded = await fetchAuthConfig();
      if (cancelled) return;
      setConfig(loaded);
      if (loaded.status !== 'ready') return setPhase('signed-out');
      const callback = isLoginCallback(window.location);
      if (!callback && !hasStoredSession(loaded)) return setPhase('signed-out');

      const oidc = await sessionFor(loaded);
      if (callback) {
        await oidc.completeLogin(window.location.href);
        window.history.replaceState(window.history.state, '', window.location.pathname);
      } else if (!(await oidc.resume())) {
        return setPhase('signed-out');
      }
      const getter = () => oidc.getAccessToken();
      setTokenGetter(getter);
      window.getAccessToken = getter;
      // At the first sign-in the server stores the language this asks for: one picked on a page here
      // wins over the browser's own.
      const picked = rememberedLocale();
      const me = await apiRequest<AuthUser>(
        'GET',
        API_ROUTES.me,
        undefined,
        picked ? { 'accept-language': picked } : undefined,
      );
      if (cancelled) return;
      setUser(me);
      setPhase('signed-in');
      // The language stored for them (chosen in Settings or at the first sign-in) follows them here.
      if (me.locale && me.locale !== currentLocale()) void switchLocale(me.locale, { remember: true });
      if (callback) {
        const path = takeReturnPath();
        const here = window.location.pathname;
        // After login a user on / lands on /dashboard (spec §4).
        navigateRef.current(path ?? (here === '/' ? '/dashboard' : here));
      }
    })().catch((cause: unknown) => {
      if (cancelled) return;
      signOutLocally();
      setError(cause instanceof Error ? cause : new Error('Login failed'));
      setPhase('signed-out');
    });
    return () => {
      cancelled = true;
    };
  }, [sessionFor, signOutLocally]);

  const start = useCallback(
    (returnTo?: string, screen?: 'signup', invitation?: string) => {
      if (!config || config.status !== 'ready') return;
      if (returnTo) rememberReturnPath(returnTo);
      setPhase('redirecting');
      sessionFor(config)
        .then((oidc) => oidc.startLogin(screen, invitation))
        .catch((cause: unknown) => {
          setError(cause instanceof Error ? cause : new Error('Login failed'));
          setPhase('signed-out');
        });
    },
    [config, sessionFor],
  );
  const login = useCallback((returnTo?: string) => start(returnTo), [start]);
  const signUp = useCallback(
    (returnTo?: string, invitation?: string) => start(returnTo, 'signup', invitation),
    [start],
  );

  const logout = useCallback(() => {
    signOutLocally();
    setPhase('signed-out');
    if (!config || config.status !== 'ready') return window.location.assign('/');
    sessionFor(config)
      .then((oidc) => oidc.logout())
      .catch(() => window.location.assign('/'));
  }, [config, sessionFor, signOutLocally]);

  const value = useMemo<AuthState>(
    () => ({
      isLoading: phase === 'loading' || phase === 'completing' || phase === 'redirecting',
      isAuthenticated: phase === 'signed-in' && user !== null,
      user,
      error,
      login,
      signUp,
      logout,
    }),
    [phase, user, error, login, signUp, logout],
  );

  if (config?.status === 'incomplete') return <ConfigErrorScreen missing={config.missing} />;
  if (error) return <AuthErrorScreen error={error} />;
  if (phase === 'completing') return <FullScreenSpinner phase="completing" />;
  if (phase === 'redirecting') return <FullScreenSpinner phase="redirecting" />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
