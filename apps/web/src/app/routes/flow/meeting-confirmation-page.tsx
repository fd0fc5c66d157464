import { ConfirmationView } from '@/features/meetings/components/confirmation-view';
import { OrganizerPage } from '@/features/meetings/components/organizer-page';
import { useT } from '@/i18n';

export default function MeetingConfirmationPage() {
  const t = useT('common');
  return (
    <OrganizerPage title={t('flow.requestSentTitle')} heading={t('flow.requestSentHeading')}>
      {(meetingId) => <ConfirmationView meetingId={meetingId} />}
    </OrganizerPage>
  );
}
