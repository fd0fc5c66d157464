import { useT } from '@/i18n';
import { MEETING_LIMITS } from '@overlap/contracts/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useAddParticipants } from '../api/add-participants';
import { errorMessage, fieldErrorsOf } from '../api/client';
import { inputClass } from '@/components/ui/form-field';

/** Invites one more person: before booking they get the request, after booking the meeting itself. */
export function AddPersonForm({
  meetingId,
  booked,
  count,
}: {
  meetingId: string;
  booked: boolean;
  count: number;
}) {
  const t = useT('meetings');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [required, setRequired] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const add = useAddParticipants();
  const ids = { email: useId(), name: useId(), error: useId() };
  const full = count >= MEETING_LIMITS.participantsMax;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(t('add.emailMissing'));
    setError(null);
    const person = { email: email.trim(), required, ...(name.trim() ? { name: name.trim() } : {}) };
    add.mutate(
      { id: meetingId, participants: [person] },
      {
        onSuccess: () => {
          toast({
            title: t('add.addedToast', { who: person.name ?? person.email }),
            description: booked ? t('add.addedBooked') : t('add.addedRequest'),
            variant: 'success',
          });
          setEmail('');
          setName('');
          setRequired(true);
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          setError(fields['participants.0.email'] ?? fields['participants.0.name'] ?? errorMessage(failure));
        },
      },
    );
  };

  if (full)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('add.full', { max: MEETING_LIMITS.participantsMax })}
      </p>
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('add.label')}
      className="flex flex-col gap-3 rounded-lg border border-dashed border-slate-300 p-3 dark:border-slate-700"
    >
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.email} className="text-sm font-medium">
            {t('add.email')}
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={t('people.emailPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.name} className="text-sm font-medium">
            {t('people.namePlaceholder')}
          </label>
          <input
            id={ids.name}
            value={name}
            maxLength={MEETING_LIMITS.nameMax}
            onChange={(e) => setName(e.target.value)}
            className={inputClass}
          />
        </div>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={required}
            onChange={(e) => setRequired(e.target.checked)}
            className="h-4 w-4 accent-brand-600"
          />
          {t('people.required')}
        </label>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? t('add.adding') : t('people.add')}
        </Button>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {booked ? t('add.hintBooked') : t('add.hintRequest')}
        </span>
      </div>
    </form>
  );
}
