import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useDeferredValue } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { AvailabilityForm } from '@/features/participant/components/availability-form';
import { ParticipantViewGate } from '@/features/participant/components/participant-view-gate';
import { useT } from '@/i18n';

/**
 * The form is a large tree (every slot of the window): it renders as a transition, yielding to the browser
 * between components, rather than in one long task when the meeting arrives.
 */
function DeferredForm({ view, token }: { view: ParticipantViewDto; token: string }) {
  const t = useT('common');
  const shown = useDeferredValue<ParticipantViewDto | null>(view, null);
  if (!shown) return <LoadingScreen />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('flow.shareHeading')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {shown.participant.name
            ? t('flow.shareGreeting', {
                name: shown.participant.name,
                organizer: shown.meeting.organizerName,
              })
            : t('flow.shareIntro', { organizer: shown.meeting.organizerName })}
        </p>
      </header>
      <AvailabilityForm view={shown} token={token} />
    </div>
  );
}

export default function ParticipantAvailabilityPage() {
  const t = useT('common');
  return (
    <ParticipantViewGate title={t('flow.shareTitle')} heading={t('flow.shareHeading')}>
      {(view, token) => <DeferredForm view={view} token={token} />}
    </ParticipantViewGate>
  );
}
