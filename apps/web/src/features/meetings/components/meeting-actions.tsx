import { useT } from '@/i18n';
import type { MeetingDto } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';
import { useMeeting } from '../api/get-meeting';
import { useCancelMeeting, useReopenMeeting } from '../api/meeting-actions';
import { canCancel, canReopen } from '../lib/meeting-status';
import { ConfirmDialog } from './confirm-dialog';
import { MeetingCancelReasonField } from './cancel-reason-field';
import { ScheduleAgainButton } from './schedule-again-button';

/** Cancel (after a confirmation, with a reason once booked) and reopen, for a list row or a meeting page. */
export function MeetingActions({ meeting, size = 'sm' }: { meeting: MeetingDto; size?: 'sm' | 'md' }) {
  const t = useT('meetings');
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelMeeting();
  const reopen = useReopenMeeting();
  const booked = meeting.status === 'scheduled';
  // Whether people are e-mailed or their notices wait in the outbox is known from the meeting's detail.
  const mailDelivery = useMeeting(meeting.id, confirming).data?.mailDelivery;
  const consequence = () => {
    if (!mailDelivery) return t('actions.reopenLater');
    const outbox = mailDelivery === 'outbox';
    // A request never booked is on nobody's calendar, so its cancelling sends no e-mail at all.
    if (!booked) return t('actions.cancelRequest');
    return t(outbox ? 'actions.cancelBookedOutbox' : 'actions.cancelBooked');
  };

  const doCancel = () =>
    cancel.mutate(
      { id: meeting.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          setReason('');
          toast({ title: t('actions.cancelledToast'), description: meeting.title });
        },
        onError: (error) => {
          setConfirming(false);
          toast({
            title: t('actions.cancelFailed'),
            description: errorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  const doReopen = () =>
    reopen.mutate(meeting.id, {
      onSuccess: () =>
        toast({
          title: t('actions.reopenedToast'),
          description: booked ? t('actions.reopenedBooked') : t('actions.reopened'),
        }),
      onError: (error) =>
        toast({ title: t('actions.reopenFailed'), description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <>
      <ScheduleAgainButton meeting={meeting} size={size} />
      {canReopen(meeting) ? (
        <Button size={size} variant="outline" disabled={reopen.isPending} onClick={doReopen}>
          <span aria-hidden="true">
            {reopen.isPending
              ? t('actions.reopening')
              : booked
                ? t('actions.reopenBooked')
                : t('actions.reopen')}
          </span>
          <span className="sr-only">
            {reopen.isPending
              ? t('actions.reopening')
              : t(booked ? 'actions.reopenBookedFor' : 'actions.reopenFor', { title: meeting.title })}
          </span>
        </Button>
      ) : null}
      {canCancel(meeting.status) ? (
        <Button size={size} variant="ghost" onClick={() => setConfirming(true)}>
          <span aria-hidden="true">{t('actions.cancel')}</span>
          <span className="sr-only">{t('actions.cancelFor', { title: meeting.title })}</span>
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('actions.cancelTitle', { title: meeting.title })}
        confirmLabel={t('actions.cancel')}
        busyLabel={t('actions.cancelling')}
        busy={cancel.isPending}
        destructive
        onConfirm={doCancel}
        extra={booked ? <MeetingCancelReasonField value={reason} onChange={setReason} /> : null}
      >
        {consequence()}
      </ConfirmDialog>
    </>
  );
}
