import { Button } from '@/components/ui/button';

/** The whole-window spinner shown while the sign-in redirect goes out or comes back (spec §2). */
export function FullScreenSpinner({ label }: { label: string }) {
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
      <p className="text-slate-600 dark:text-slate-400">{label}</p>
    </div>
  );
}

function Screen({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 p-8 text-center shadow-sm dark:border-slate-800">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

export function AuthErrorScreen({ message }: { message: string }) {
  return (
    <Screen title={`Authentication Error: ${message}`}>
      <Button className="mt-6" onClick={() => window.location.assign('/')}>
        Return Home
      </Button>
    </Screen>
  );
}

/** Some but not all of the sign-in settings are set on the server (spec §2, §5). */
export function ConfigErrorScreen({ missing }: { missing: string[] }) {
  return (
    <Screen title="Configuration Error">
      <p className="mt-3 text-slate-600 dark:text-slate-400">Missing required environment variables</p>
      <ul className="mt-4 space-y-1 font-mono text-sm" aria-label="Missing settings">
        {missing.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </Screen>
  );
}
