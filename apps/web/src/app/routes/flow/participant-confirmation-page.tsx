import { ConfirmationSummary } from '@/features/participant/components/confirmation-summary';
import { ParticipantViewGate } from '@/features/participant/components/participant-view-gate';

export default function ParticipantConfirmationPage() {
  return (
    <ParticipantViewGate title="Availability Shared" heading="Thanks for sharing your availability">
      {(view, token) => <ConfirmationSummary view={view} token={token} />}
    </ParticipantViewGate>
  );
}
