import type { MeetingDto } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { errorMessage } from '../api/client';
import { useDeleteMeeting } from '../api/delete-meeting';
import { useMeeting } from '../api/get-meeting';
import { standsAhead } from '../lib/stands-ahead';
import { MeetingCancelReasonField } from './cancel-reason-field';
import { ConfirmDialog } from './confirm-dialog';
import { MEETINGS_TAB } from './meetings-tab-path';

/** Deletes the request for good, after a dialog that says exactly what goes and who is told. */
export function DeleteMeetingButton({ meeting }: { meeting: MeetingDto }) {
  const t = useT('meetings');
  // The instant the dialog opened: whether the meeting still stands ahead is judged then.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const confirming = openedAt !== null;
  const setConfirming = (open: boolean) => setOpenedAt(open ? Date.now() : null);
  const [reason, setReason] = useState('');
  const remove = useDeleteMeeting();
  const navigate = useNavigate();
  const detail = useMeeting(meeting.id, confirming).data;
  const ahead = openedAt !== null && standsAhead(detail ?? meeting, openedAt);
  const outbox = detail?.mailDelivery === 'outbox';

  const doDelete = () =>
    remove.mutate(
      { id: meeting.id, reason: ahead ? reason.trim() : '' },
      {
        onSuccess: (done) => {
          setConfirming(false);
          toast({
            title: t('delete.deletedToast'),
            description: done.cancelled
              ? t('delete.deletedCancelled', { title: meeting.title })
              : meeting.title,
            variant: 'success',
          });
          void navigate(MEETINGS_TAB);
        },
        onError: (error) => {
          setConfirming(false);
          toast({ title: t('delete.failed'), description: errorMessage(error), variant: 'destructive' });
        },
      },
    );

  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        <span aria-hidden="true">{t('delete.button')}</span>
        <span className="sr-only">{t('delete.buttonFor', { title: meeting.title })}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.title', { title: meeting.title })}
        confirmLabel={t('delete.confirm')}
        busyLabel={t('delete.deleting')}
        busy={remove.isPending}
        destructive
        onConfirm={doDelete}
        extra={ahead ? <MeetingCancelReasonField value={reason} onChange={setReason} /> : null}
      >
        <p>{t('delete.what')}</p>
        <p className="mt-2">
          {ahead ? t(outbox ? 'delete.cancelFirstOutbox' : 'delete.cancelFirst') : t('delete.nobodyTold')}
        </p>
        {meeting.status === 'scheduled' && !ahead ? <p className="mt-2">{t('delete.pastEvent')}</p> : null}
        <p className="mt-2 font-medium text-slate-800 dark:text-slate-200">{t('delete.final')}</p>
      </ConfirmDialog>
    </>
  );
}
