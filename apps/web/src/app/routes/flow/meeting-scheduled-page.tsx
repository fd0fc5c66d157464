import { DeleteMeetingSection } from '@/features/meetings/components/delete-meeting-section';
import { OrganizerPage } from '@/features/meetings/components/organizer-page';
import { ScheduledView } from '@/features/meetings/components/scheduled-view';

export default function MeetingScheduledPage() {
  return (
    <OrganizerPage title="page.scheduledTitle" heading="page.scheduledHeading">
      {(meetingId) => (
        <>
          <ScheduledView meetingId={meetingId} />
          <DeleteMeetingSection meetingId={meetingId} />
        </>
      )}
    </OrganizerPage>
  );
}
