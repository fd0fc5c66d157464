import { Suspense, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useLocale, useT } from '@/i18n';
import { signInFailureOf } from './sign-in-failure';

// These screens replace the whole app (no page boundary above them): the auth catalogue may still be on
// its way the first time, so each waits for it here, showing the bare spinner or nothing meanwhile.

function Spinner({ children }: { children?: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen flex-col items-center justify-center gap-4"
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-500 border-t-transparent"
      />
      {children}
    </div>
  );
}

function SpinnerLabel({ phase }: { phase: 'completing' | 'redirecting' }) {
  const t = useT('auth');
  return <p className="text-slate-600 dark:text-slate-400">{t(phase)}</p>;
}

/** The whole-window spinner shown while the sign-in redirect goes out or comes back (spec §2). */
export function FullScreenSpinner({ phase }: { phase: 'completing' | 'redirecting' }) {
  return (
    <Spinner>
      <Suspense fallback={null}>
        <SpinnerLabel phase={phase} />
      </Suspense>
    </Spinner>
  );
}

function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 p-8 text-center shadow-sm dark:border-slate-800">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function AuthError({ error }: { error: Error }) {
  const t = useT('auth');
  // English keeps the identity library's own words (spec §2); other languages say what kind of failure.
  const message = useLocale() === 'en' ? error.message : t(`failure.${signInFailureOf(error)}`);
  return (
    <Screen title={t('errorTitle', { message })}>
      <Button className="mt-6" onClick={() => window.location.assign('/')}>
        {t('returnHome')}
      </Button>
    </Screen>
  );
}

export function AuthErrorScreen({ error }: { error: Error }) {
  return (
    <Suspense fallback={<Spinner />}>
      <AuthError error={error} />
    </Suspense>
  );
}

function ConfigError({ missing }: { missing: string[] }) {
  const t = useT('auth');
  return (
    <Screen title={t('configTitle')}>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t('configBody')}</p>
      <ul className="mt-4 space-y-1 font-mono text-sm" aria-label={t('configList')}>
        {missing.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </Screen>
  );
}

/** Some but not all of the sign-in settings are set on the server (spec §2, §5). */
export function ConfigErrorScreen({ missing }: { missing: string[] }) {
  return (
    <Suspense fallback={<Spinner />}>
      <ConfigError missing={missing} />
    </Suspense>
  );
}
