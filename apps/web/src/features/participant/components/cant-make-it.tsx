import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useRespondToBooking } from '../api/respond-to-booking';
import { errorMessageOf, ParticipantApiError } from '../api/participant-request';
import { FormAlert } from './form-alert';

// MEETING_LIMITS.noteMax; the value is not imported because its module brings zod along.
const NOTE_MAX = 1000;

/**
 * "I can't make it after all" on a booked meeting: an optional note, a confirmation, then the organizer is
 * told (and, for a required person, offered the next best times).
 */
export function CantMakeIt({ token, organizerName }: { token: string; organizerName: string }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const respond = useRespondToBooking(token);
  const noteId = useId();
  const errorId = useId();
  const error = respond.error;
  const fieldError = error instanceof ParticipantApiError ? error.fieldErrors.note : undefined;

  if (!open)
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          I can&apos;t make it after all
        </Button>
      </div>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    respond.mutate({ response: 'declined', note: note.trim() }, { onSettled: () => setConfirming(false) });
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="I can't make it after all"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <label htmlFor={noteId} className="text-sm font-medium">
        Note to {organizerName} (optional)
      </label>
      <textarea
        id={noteId}
        value={note}
        maxLength={NOTE_MAX}
        rows={3}
        onChange={(e) => {
          setNote(e.target.value);
          setConfirming(false);
        }}
        placeholder="I'm travelling that day."
        aria-invalid={Boolean(fieldError)}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
      />
      {error ? <FormAlert id={errorId}>{fieldError ?? errorMessageOf(error)}</FormAlert> : null}
      {confirming ? (
        <p role="status" className="text-sm font-medium">
          {organizerName} is told you can&apos;t come, and your calendar invitation is declined. Sure?
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={respond.isPending}>
          {respond.isPending ? 'Telling them...' : confirming ? "Yes, I can't come" : `Tell ${organizerName}`}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={respond.isPending}
          onClick={() => {
            setOpen(false);
            setConfirming(false);
          }}
        >
          Keep my place
        </Button>
      </div>
    </form>
  );
}
