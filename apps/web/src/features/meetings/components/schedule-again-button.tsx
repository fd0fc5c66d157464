import type { MeetingDto } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { useAppStore } from '@/stores/app-store';
import { errorMessage } from '../api/client';
import { fetchScheduleAgain } from '../api/schedule-again';
import { requestToDraft } from '../lib/request-to-draft';

const SCHEDULE_TAB = '/dashboard/schedule';

/** Fills the meeting form with a copy of this meeting from today; the organizer reviews it and sends it. */
export function ScheduleAgainButton({
  meeting,
  size,
}: {
  meeting: Pick<MeetingDto, 'id' | 'title'>;
  size: 'sm' | 'md';
}) {
  const t = useT('meetings');
  const navigate = useNavigate();
  const setDraft = useAppStore((s) => s.updateMeetingDraft);
  const resetDraft = useAppStore((s) => s.resetMeetingDraft);
  const [busy, setBusy] = useState(false);
  const again = async () => {
    setBusy(true);
    try {
      const copy = await fetchScheduleAgain(meeting.id);
      resetDraft();
      setDraft(requestToDraft(copy));
      toast({ title: t('actions.againToast'), description: meeting.title });
      void navigate(SCHEDULE_TAB);
    } catch (error) {
      toast({ title: t('actions.againFailed'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} variant="outline" disabled={busy} onClick={() => void again()}>
      <span aria-hidden="true">{t('actions.again')}</span>
      <span className="sr-only">{t('actions.againFor', { title: meeting.title })}</span>
    </Button>
  );
}
