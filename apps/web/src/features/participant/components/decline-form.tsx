import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { useDeclineMeeting } from '../api/decline-meeting';
import { errorMessageOf, ParticipantApiError } from '../api/participant-request';
import { FormAlert } from './form-alert';

// MEETING_LIMITS.noteMax; the value is not imported because its module brings zod along.
const NOTE_MAX = 1000;

export function DeclineForm({
  token,
  organizerName,
  initialNote,
  zone,
  onDeclined,
}: {
  token: string;
  organizerName: string;
  initialNote: string;
  /** The person's zone, so the organizer sees their local times even though they decline. */
  zone: string;
  onDeclined: () => void;
}) {
  const t = useT('participant');
  const [note, setNote] = useState(initialNote);
  const decline = useDeclineMeeting(token);
  const noteId = useId();
  const errorId = useId();
  const error = decline.error;
  const fieldError = error instanceof ParticipantApiError ? error.fieldErrors.note : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    decline.mutate(
      { note: note.trim(), timeZone: zone },
      {
        onSuccess: onDeclined,
        onError: (failure) =>
          toast({ title: t('decline.failed'), description: errorMessageOf(failure), variant: 'destructive' }),
      },
    );
  };

  return (
    <details className="group rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <summary className="cursor-pointer font-medium">{t('decline.summary')}</summary>
      <form onSubmit={onSubmit} aria-label={t('decline.label')} className="mt-4 flex flex-col gap-3">
        <label htmlFor={noteId} className="text-sm font-medium">
          {t('decline.note', { organizer: organizerName })}
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={error ? errorId : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
        />
        {error ? <FormAlert id={errorId}>{fieldError ?? errorMessageOf(error)}</FormAlert> : null}
        <div>
          <Button type="submit" variant="destructive" disabled={decline.isPending}>
            {decline.isPending ? t('decline.declining') : t('decline.submit')}
          </Button>
        </div>
      </form>
    </details>
  );
}
