import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

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
  return (
    <div className="flex min-h-screen items-center justify-center">
      <LoadingScreen label="Checking permissions..." />
    </div>
  );
}

export function AdminSignInRequired() {
  return (
    <GateScreen
      title="Authentication Required"
      body="You need to be signed in to access the admin dashboard."
      actions={
        <Button asChild>
          <Link to="/">Go to Home</Link>
        </Button>
      }
    />
  );
}

export function AdminAccessDenied() {
  return (
    <GateScreen
      title="Access Denied"
      body="You don't have permission to access the admin dashboard. Admin privileges are required."
      actions={
        <>
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Go to Home</Link>
          </Button>
        </>
      }
    />
  );
}
