import { useT } from '@/i18n';
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
  const t = useT('meetings');
  const [confirming, setConfirming] = useState(false);
  const setRequired = useSetParticipantRequired();
  const remove = useRemoveParticipant();
  const who = person.name ?? person.email;
  const booked = meeting.status === 'scheduled';
  // The server refuses to leave a meeting with nobody required, so the last one is offered neither switch.
  const onlyRequired = person.required && meeting.participants.filter((p) => p.required).length === 1;
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  const toggle = () =>
    setRequired.mutate(
      { id: meeting.id, participantId: person.id, required: !person.required },
      {
        onSuccess: () => {
          if (booked)
            toast({
              title: person.required ? t('person.nowOptional', { who }) : t('person.nowRequired', { who }),
              description: t('video.updatedInvitation'),
            });
        },
        onError: failed(t('person.changeFailed')),
      },
    );
  const doRemove = () =>
    remove.mutate(
      { id: meeting.id, participantId: person.id },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: t('person.removedToast', { who }), description: meeting.title });
        },
        onError: (error) => {
          setConfirming(false);
          failed(t('person.removeFailed'))(error);
        },
      },
    );

  if (onlyRequired)
    return <p className="text-xs text-slate-500 dark:text-slate-400">{t('person.onlyRequired')}</p>;

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={toggle}
        disabled={setRequired.isPending}
        aria-label={
          person.required ? t('person.makeOptionalWho', { who }) : t('person.makeRequiredWho', { who })
        }
      >
        {person.required ? t('relax.makeOptional') : t('person.makeRequired')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        <span aria-hidden="true">{t('person.remove')}</span>
        <span className="sr-only">{t('person.removeWho', { who })}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('person.removeTitle', { who })}
        confirmLabel={t('person.remove')}
        busyLabel={t('person.removing')}
        busy={remove.isPending}
        destructive
        onConfirm={doRemove}
      >
        {booked ? t('person.removeBooked', { who }) : t('person.removeRequest', { who })}
      </ConfirmDialog>
    </div>
  );
}
