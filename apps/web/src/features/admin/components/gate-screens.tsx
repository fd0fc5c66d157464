import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';

function GateScreen({ title, body, actions }: { title: string; body: string; actions: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center p-6">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-slate-600 dark:text-slate-400">{body}</p>
        <div className="flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </div>
  );
}

export function CheckingPermissions() {
  const t = useT('admin');
  return (
    <div className="flex min-h-screen items-center justify-center">
      <LoadingScreen label={t('gate.checking')} />
    </div>
  );
}

export function AdminSignInRequired() {
  const t = useT('admin');
  return (
    <GateScreen
      title={t('gate.signInTitle')}
      body={t('gate.signInBody')}
      actions={
        <Button asChild>
          <Link to="/">{t('gate.home')}</Link>
        </Button>
      }
    />
  );
}

export function AdminAccessDenied() {
  const t = useT('admin');
  return (
    <GateScreen
      title={t('gate.deniedTitle')}
      body={t('gate.deniedBody')}
      actions={
        <>
          <Button asChild>
            <Link to="/dashboard">{t('gate.dashboard')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{t('gate.home')}</Link>
          </Button>
        </>
      }
    />
  );
}
