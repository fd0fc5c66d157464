import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { toast } from '@/components/ui/toast-store';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import { errorMessage } from '../api/client';
import { useRescheduleMeeting } from '../api/reschedule-meeting';
import { joinNames, moveAudience } from '../lib/move-audience';
import { ConfirmDialog } from './confirm-dialog';

export type MoveTarget = { start: number; end: number };

/** Asks before a booked meeting moves: the old and the new time, and who is told. */
export function MoveConfirmDialog({
  meeting,
  target,
  onClose,
  onMoved,
}: {
  meeting: MeetingDetailDto;
  target: MoveTarget | null;
  onClose: () => void;
  onMoved: (target: MoveTarget) => void;
}) {
  const reschedule = useRescheduleMeeting();
  const cycle = useHourCycle();
  const zone = meeting.organizerZone;
  const told = joinNames(moveAudience(meeting));

  const confirm = () => {
    if (!target) return;
    reschedule.mutate(
      { id: meeting.id, start: target.start, sequence: meeting.sequence },
      {
        onSuccess: () => {
          onClose();
          onMoved(target);
          toast({ title: 'Meeting moved', description: formatRange(target.start, target.end, zone, cycle) });
        },
        onError: (error) => {
          onClose();
          toast({
            title: 'Could not move the meeting',
            description: errorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Move the meeting?"
      confirmLabel="Move it"
      busyLabel="Moving..."
      busy={reschedule.isPending}
      onConfirm={confirm}
    >
      {target ? (
        <>
          <span className="block">
            From{' '}
            {meeting.chosenStart && meeting.chosenEnd ? (
              <del>{formatRange(meeting.chosenStart, meeting.chosenEnd, zone, cycle)}</del>
            ) : (
              'the booked time'
            )}{' '}
            to <strong>{formatRange(target.start, target.end, zone, cycle)}</strong> ({zone}).
          </span>
          <span className="mt-2 block">
            {told ? `${told} get the new time by e-mail, with an updated invitation in their own zone. ` : ''}
            The event in your calendar moves too.
            {meeting.mailDelivery === 'outbox'
              ? ' No mail server is configured, so the e-mails wait in the outbox: tell everyone yourself.'
              : ''}
          </span>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
