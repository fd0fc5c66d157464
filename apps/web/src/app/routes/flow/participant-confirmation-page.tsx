import { ConfirmationSummary } from '@/features/participant/components/confirmation-summary';
import { ParticipantViewGate } from '@/features/participant/components/participant-view-gate';
import { useT } from '@/i18n';

export default function ParticipantConfirmationPage() {
  const t = useT('common');
  return (
    <ParticipantViewGate title={t('flow.sharedTitle')} heading={t('flow.sharedHeading')}>
      {(view, token) => <ConfirmationSummary view={view} token={token} />}
    </ParticipantViewGate>
  );
}
