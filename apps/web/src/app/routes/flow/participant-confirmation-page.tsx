import { ConfirmationSummary } from '@/features/participant/components/confirmation-summary';
import { ParticipantViewGate } from '@/features/participant/components/participant-view-gate';
import { useT } from '@/i18n';

export default function ParticipantConfirmationPage() {
  const t = useT('participant');
  return (
    <ParticipantViewGate title={t('page.confirmation.title')} heading={t('page.confirmation.heading')}>
      {(view, token) => <ConfirmationSummary view={view} token={token} />}
    </ParticipantViewGate>
  );
}
