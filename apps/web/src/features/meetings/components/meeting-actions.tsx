import { MEETING_LIMITS, type MeetingDto } from '@overlap/contracts/schemas';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';
import { useCancelMeeting, useReopenMeeting } from '../api/meeting-actions';
import { canCancel, canReopen } from '../lib/meeting-status';
import { ConfirmDialog } from './confirm-dialog';
import { inputClass } from './form-field';

/** Cancel (after a confirmation, with a reason once booked) and reopen, for a list row or a meeting page. */
export function MeetingActions({ meeting, size = 'sm' }: { meeting: MeetingDto; size?: 'sm' | 'md' }) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const cancel = useCancelMeeting();
  const reopen = useReopenMeeting();
  const booked = meeting.status === 'scheduled';

  const doCancel = () =>
    cancel.mutate(
      { id: meeting.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          setReason('');
          toast({ title: 'Meeting cancelled', description: meeting.title });
        },
        onError: (error) => {
          setConfirming(false);
          toast({ title: 'Could not cancel', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  const doReopen = () =>
    reopen.mutate(meeting.id, {
      onSuccess: () =>
        toast({
          title: 'Meeting reopened',
          description: booked
            ? 'Answers are open again; the booked time stands until you pick a new one.'
            : 'Answers are open again; pick a new time.',
        }),
      onError: (error) =>
        toast({ title: 'Could not reopen', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <>
      {canReopen(meeting.status) ? (
        <Button size={size} variant="outline" disabled={reopen.isPending} onClick={doReopen}>
          {reopen.isPending ? 'Reopening...' : booked ? 'Reopen for new answers' : 'Reopen'}
          <span className="sr-only"> {meeting.title}</span>
        </Button>
      ) : null}
      {canCancel(meeting.status) ? (
        <Button size={size} variant="ghost" onClick={() => setConfirming(true)}>
          Cancel meeting<span className="sr-only"> {meeting.title}</span>
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel "${meeting.title}"?`}
        confirmLabel="Cancel meeting"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        destructive
        onConfirm={doCancel}
        extra={
          booked ? (
            <div className="mt-4 flex flex-col gap-1">
              <label htmlFor={reasonId} className="text-sm font-medium">
                Reason (optional, shown to everyone)
              </label>
              <textarea
                id={reasonId}
                rows={3}
                value={reason}
                maxLength={MEETING_LIMITS.noteMax}
                onChange={(e) => setReason(e.target.value)}
                className={inputClass}
                placeholder="The launch moved to next quarter."
              />
            </div>
          ) : null
        }
      >
        {booked
          ? 'Everyone is told the meeting is off, with your reason, and gets a calendar cancellation.'
          : 'Everyone is told the request is withdrawn; their links stop accepting answers.'}{' '}
        You can reopen it later.
      </ConfirmDialog>
    </>
  );
}
