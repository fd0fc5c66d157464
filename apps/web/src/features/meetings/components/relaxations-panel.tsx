import type { MeetingDto } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';
import { useChangeMeetingSettings, useSetParticipantRequired } from '../api/meeting-actions';
import { relaxationChange, type RelaxationChange } from '../lib/relaxation-change';
import type { Blocker, Relaxation } from '../lib/suggestion-types';

const keyOf = (r: Relaxation) => `${r.kind}-${'participantId' in r ? r.participantId : ''}`;

/** Why nothing fits everyone, and what would change that: each change applies with one click. */
export function RelaxationsPanel({
  blockers,
  relaxations,
  meeting,
}: {
  blockers: Blocker[];
  relaxations: Relaxation[];
  meeting: MeetingDto;
}) {
  const settings = useChangeMeetingSettings();
  const participant = useSetParticipantRequired();
  const [applying, setApplying] = useState<string | null>(null);
  const open = meeting.status === 'collecting' || meeting.status === 'ready';

  const apply = (relaxation: Relaxation, change: RelaxationChange) => {
    const callbacks = {
      onSuccess: () =>
        toast({ title: 'Applied', description: relaxation.message.split(' →')[0], variant: 'success' }),
      onError: (error: unknown) =>
        toast({ title: 'Could not apply', description: errorMessage(error), variant: 'destructive' }),
      onSettled: () => setApplying(null),
    };
    setApplying(keyOf(relaxation));
    if (change.target === 'participant')
      participant.mutate(
        { id: meeting.id, participantId: change.participantId, required: change.required },
        callbacks,
      );
    else settings.mutate({ id: meeting.id, patch: change.patch }, callbacks);
  };

  return (
    <section
      aria-labelledby="blocked-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <h2 id="blocked-heading" className="text-lg font-semibold">
        No time fits every required person yet
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {blockers.map((b) => (
          <li key={`${b.kind}-${'participantId' in b ? b.participantId : ''}`}>{b.message}</li>
        ))}
      </ul>
      {relaxations.length ? (
        <>
          <h3 className="mt-4 font-medium">What would help</h3>
          <ul className="mt-2 flex flex-col gap-3" aria-label="Relaxations">
            {relaxations.map((r) => {
              const change = relaxationChange(r, meeting);
              const busy = applying === keyOf(r);
              return (
                <li key={keyOf(r)} className="text-sm">
                  <p className="font-medium">{r.message}</p>
                  <p className="text-slate-600 dark:text-slate-400">{change.explanation}</p>
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-2"
                    disabled={!open || applying !== null}
                    aria-label={`${change.label}: ${r.message}`}
                    onClick={() => apply(r, change)}
                  >
                    {busy ? 'Applying...' : change.label}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm">
          No single change would make a time fit; wait for more answers or widen the request.
        </p>
      )}
    </section>
  );
}
