import type { MeetingDetailDto, ParticipantDto } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';
import { useSetParticipantRequired } from '../api/meeting-actions';
import { useRemoveParticipant } from '../api/remove-participant';
import { ConfirmDialog } from './confirm-dialog';

/** Switch a person between required and optional, or remove them after a confirmation. */
export function PersonControls({ meeting, person }: { meeting: MeetingDetailDto; person: ParticipantDto }) {
  const [confirming, setConfirming] = useState(false);
  const setRequired = useSetParticipantRequired();
  const remove = useRemoveParticipant();
  const who = person.name ?? person.email;
  const booked = meeting.status === 'scheduled';
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  const toggle = () =>
    setRequired.mutate(
      { id: meeting.id, participantId: person.id, required: !person.required },
      {
        onSuccess: () => {
          if (booked)
            toast({
              title: `${who} is now ${person.required ? 'optional' : 'required'}`,
              description: 'Everyone gets an updated invitation.',
            });
        },
        onError: failed('Could not change it'),
      },
    );
  const doRemove = () =>
    remove.mutate(
      { id: meeting.id, participantId: person.id },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: `${who} removed`, description: meeting.title });
        },
        onError: (error) => {
          setConfirming(false);
          failed('Could not remove')(error);
        },
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={toggle}
        disabled={setRequired.isPending}
        aria-label={`Make ${who} ${person.required ? 'optional' : 'required'}`}
      >
        {person.required ? 'Make optional' : 'Make required'}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        Remove<span className="sr-only"> {who}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${who}?`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        destructive
        onConfirm={doRemove}
      >
        {booked
          ? `${who} gets a cancellation for their copy of the meeting; everyone else an update.`
          : `${who}'s link stops working and their answer no longer counts; the ranking follows at once.`}
      </ConfirmDialog>
    </div>
  );
}
