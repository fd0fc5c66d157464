import { DeleteMeetingSection } from '@/features/meetings/components/delete-meeting-section';
import { OrganizerPage } from '@/features/meetings/components/organizer-page';
import { TimeSelectionView } from '@/features/meetings/components/time-selection-view';

export default function OrganizerTimeSelectionPage() {
  return (
    <OrganizerPage title="page.chooseTitle" heading="page.chooseHeading">
      {(meetingId) => (
        <>
          <TimeSelectionView meetingId={meetingId} />
          <DeleteMeetingSection meetingId={meetingId} />
        </>
      )}
    </OrganizerPage>
  );
}
