import { ConfirmationView } from '@/features/meetings/components/confirmation-view';
import { OrganizerPage } from '@/features/meetings/components/organizer-page';

export default function MeetingConfirmationPage() {
  return (
    <OrganizerPage title="Meeting Request Sent" heading="Meeting request sent">
      {(meetingId) => <ConfirmationView meetingId={meetingId} />}
    </OrganizerPage>
  );
}
