import { OrganizerPage } from '@/features/meetings/components/organizer-page';
import { ScheduledView } from '@/features/meetings/components/scheduled-view';

export default function MeetingScheduledPage() {
  return (
    <OrganizerPage title="Meeting Scheduled" heading="Your meeting">
      {(meetingId) => <ScheduledView meetingId={meetingId} />}
    </OrganizerPage>
  );
}
