import { CalendarSync } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /connect-calendar (signed in, no public header). Choosing a provider arrives with calendar sync. */
export default function ConnectCalendarPage() {
  useDocumentTitle('Connect Calendar');
  return (
    <div className="flex min-h-screen flex-col">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </div>
      <main id="main" className="flex flex-1 items-center justify-center px-4">
        <section className="flex max-w-lg flex-col items-center gap-4 text-center">
          <CalendarSync className="h-12 w-12 text-brand-600" aria-hidden="true" />
          <h1 className="text-3xl font-semibold tracking-tight">Connect a calendar</h1>
          <p className="text-slate-600 dark:text-slate-400">
            Calendar connection is coming soon: Google, Microsoft 365, Apple iCloud, any CalDAV server, or an
            ICS feed. Overlap will read only when you are busy, never what your events say.
          </p>
          <Button asChild>
            <Link to="/dashboard/settings">Set your working hours meanwhile</Link>
          </Button>
        </section>
      </main>
    </div>
  );
}
