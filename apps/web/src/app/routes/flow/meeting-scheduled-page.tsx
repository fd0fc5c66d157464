import { OrganizerPage } from '@/features/meetings/components/organizer-page';
import { ScheduledView } from '@/features/meetings/components/scheduled-view';
import { useT } from '@/i18n';

export default function MeetingScheduledPage() {
  const t = useT('common');
  return (
    <OrganizerPage title={t('flow.scheduledTitle')} heading={t('flow.scheduledHeading')}>
      {(meetingId) => <ScheduledView meetingId={meetingId} />}
    </OrganizerPage>
  );
}
