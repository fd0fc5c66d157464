import type { MeetingDto } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';
import { useCancelMeeting, useReopenMeeting } from '../api/meeting-actions';
import { canCancel, canReopen } from '../lib/meeting-status';
import { ConfirmDialog } from './confirm-dialog';

/** Cancel (after a confirmation) and reopen, for a list row or a meeting page. */
export function MeetingActions({ meeting, size = 'sm' }: { meeting: MeetingDto; size?: 'sm' | 'md' }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelMeeting();
  const reopen = useReopenMeeting();

  const doCancel = () =>
    cancel.mutate(meeting.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Meeting cancelled', description: meeting.title });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: 'Could not cancel', description: errorMessage(error), variant: 'destructive' });
      },
    });
  const doReopen = () =>
    reopen.mutate(meeting.id, {
      onSuccess: () =>
        toast({ title: 'Meeting reopened', description: 'Answers are open again; pick a new time.' }),
      onError: (error) =>
        toast({ title: 'Could not reopen', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <>
      {canReopen(meeting.status) ? (
        <Button size={size} variant="outline" disabled={reopen.isPending} onClick={doReopen}>
          {reopen.isPending ? 'Reopening...' : 'Reopen'}
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
      >
        {meeting.status === 'scheduled'
          ? 'Everyone is told the meeting is off and gets a calendar cancellation.'
          : 'Everyone is told the request is withdrawn; their links stop accepting answers.'}{' '}
        You can reopen it later.
      </ConfirmDialog>
    </>
  );
}
