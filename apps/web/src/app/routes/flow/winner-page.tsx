import { ParticipantViewGate } from '@/features/participant/components/participant-view-gate';
import { WinnerDetails } from '@/features/participant/components/winner-details';
import { useT } from '@/i18n';

export default function WinnerPage() {
  const t = useT('common');
  return (
    <ParticipantViewGate title={t('flow.winnerTitle')} heading={t('flow.winnerHeading')}>
      {(view, token) => <WinnerDetails view={view} token={token} />}
    </ParticipantViewGate>
  );
}
