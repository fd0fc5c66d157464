import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useDeferredValue } from 'react';
import { LanguagePicker } from '@/components/language-picker';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { AvailabilityForm } from '@/features/participant/components/availability-form';
import { ParticipantViewGate } from '@/features/participant/components/participant-view-gate';
import { useT } from '@/i18n';

/**
 * The form is a large tree (every slot of the window): it renders as a transition, yielding to the browser
 * between components, rather than in one long task when the meeting arrives.
 */
function DeferredForm({ view, token }: { view: ParticipantViewDto; token: string }) {
  const t = useT('participant');
  const shown = useDeferredValue<ParticipantViewDto | null>(view, null);
  if (!shown) return <LoadingScreen />;
  const organizer = shown.meeting.organizerName;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('page.availability.heading')}</h1>
          <LanguagePicker className="text-sm text-slate-600 dark:text-slate-400" />
        </div>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {shown.participant.name
            ? t('page.availability.greeting', { name: shown.participant.name, organizer })
            : t('page.availability.intro', { organizer })}
        </p>
      </header>
      <AvailabilityForm view={shown} token={token} />
    </div>
  );
}

export default function ParticipantAvailabilityPage() {
  const t = useT('participant');
  return (
    <ParticipantViewGate title={t('page.availability.title')} heading={t('page.availability.heading')}>
      {(view, token) => <DeferredForm view={view} token={token} />}
    </ParticipantViewGate>
  );
}
