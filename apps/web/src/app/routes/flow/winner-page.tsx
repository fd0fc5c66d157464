import { ParticipantViewGate } from '@/features/participant/components/participant-view-gate';
import { WinnerDetails } from '@/features/participant/components/winner-details';

export default function WinnerPage() {
  return (
    <ParticipantViewGate title="Meeting Time" heading="Your meeting time">
      {(view, token) => <WinnerDetails view={view} token={token} />}
    </ParticipantViewGate>
  );
}
