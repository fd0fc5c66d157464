import { OrganizerPage } from '@/features/meetings/components/organizer-page';
import { TimeSelectionView } from '@/features/meetings/components/time-selection-view';
import { useT } from '@/i18n';

export default function OrganizerTimeSelectionPage() {
  const t = useT('common');
  return (
    <OrganizerPage title={t('flow.chooseTitle')} heading={t('flow.chooseHeading')}>
      {(meetingId) => <TimeSelectionView meetingId={meetingId} />}
    </OrganizerPage>
  );
}
