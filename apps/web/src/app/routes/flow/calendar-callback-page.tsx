import { RequireAuth } from '@/features/auth/require-auth';
import { CalendarCallback } from '@/features/connections/components/calendar-callback';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /calendar/callback: where Google and Microsoft send the browser back after consent. */
export default function CalendarCallbackPage() {
  useDocumentTitle('Connecting Calendar');
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Connecting your calendar</h1>
      <RequireAuth>
        <CalendarCallback />
      </RequireAuth>
    </section>
  );
}
