import { ConfirmationView } from '@/features/meetings/components/confirmation-view';
import { OrganizerPage } from '@/features/meetings/components/organizer-page';

export default function MeetingConfirmationPage() {
  return (
    <OrganizerPage title="page.confirmationTitle" heading="page.confirmationHeading">
      {(meetingId) => <ConfirmationView meetingId={meetingId} />}
    </OrganizerPage>
  );
}
