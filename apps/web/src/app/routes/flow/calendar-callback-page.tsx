import { useSearchParams } from 'react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { CalendarCallback } from '@/features/connections/components/calendar-callback';
import {
  isParticipantCalendarState,
  ParticipantCalendarCallback,
} from '@/features/participant/components/participant-calendar-callback';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';

/** /calendar/callback: where Google and Microsoft send the browser back after consent. */
export default function CalendarCallbackPage() {
  // A participant's one-time read needs no sign-in: their personal link is the key.
  const t = useT('common');
  const participant = isParticipantCalendarState(useSearchParams()[0].get('state'));
  useDocumentTitle(participant ? t('callback.readingTitle') : t('callback.connectingTitle'));
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">
        {participant ? t('callback.readingHeading') : t('callback.connectingHeading')}
      </h1>
      {participant ? (
        <ParticipantCalendarCallback />
      ) : (
        <RequireAuth>
          <CalendarCallback />
        </RequireAuth>
      )}
    </section>
  );
}
