import { ParticipantViewGate } from '@/features/participant/components/participant-view-gate';
import { WinnerDetails } from '@/features/participant/components/winner-details';
import { useT } from '@/i18n';

export default function WinnerPage() {
  const t = useT('participant');
  return (
    <ParticipantViewGate title={t('page.winner.title')} heading={t('page.winner.heading')}>
      {(view, token) => <WinnerDetails view={view} token={token} />}
    </ParticipantViewGate>
  );
}
