import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
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
  const t = useT('participant');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const respond = useRespondToBooking(token);
  const noteId = useId();
  const errorId = useId();
  const error = respond.error;
  const fieldError = error instanceof ParticipantApiError ? error.fieldErrors.note : undefined;
  // The button and the form take each other's place: focus follows, to the note or back to the button.
  const noteField = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLDivElement>(null);
  const [wasOpen, setWasOpen] = useState(false);
  useEffect(() => {
    if (open) noteField.current?.focus();
    else if (wasOpen) opener.current?.querySelector('button')?.focus();
  }, [open, wasOpen]);

  if (!open)
    return (
      <div ref={opener}>
        <Button
          variant="outline"
          onClick={() => {
            setOpen(true);
            setWasOpen(true);
          }}
        >
          {t('cant.open')}
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
      aria-label={t('cant.open')}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <label htmlFor={noteId} className="text-sm font-medium">
        {t('cant.note', { organizer: organizerName })}
      </label>
      <textarea
        ref={noteField}
        id={noteId}
        value={note}
        maxLength={NOTE_MAX}
        rows={3}
        onChange={(e) => {
          setNote(e.target.value);
          setConfirming(false);
        }}
        placeholder={t('cant.placeholder')}
        aria-invalid={Boolean(fieldError)}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
      />
      {error ? <FormAlert id={errorId}>{fieldError ?? errorMessageOf(error)}</FormAlert> : null}
      {confirming ? (
        <p role="status" className="text-sm font-medium">
          {t('cant.confirm', { organizer: organizerName })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={respond.isPending}>
          {respond.isPending
            ? t('cant.telling')
            : confirming
              ? t('cant.yes')
              : t('cant.tell', { organizer: organizerName })}
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
          {t('cant.keep')}
        </Button>
      </div>
    </form>
  );
}
