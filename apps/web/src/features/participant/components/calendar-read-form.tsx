import { calendarFormSchema, type CalendarFormInput } from '@overlap/contracts/schemas';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { translate, useT } from '@/i18n';
import { localFieldText } from '@/lib/errors/error-texts';
import { useErrorTexts } from '@/lib/errors/error-texts';

export type FormProvider = CalendarFormInput['provider'];

/** Field messages of the shared schema, so the browser says the same as the server would. */
export function validateCalendarForm(values: CalendarFormInput): Record<string, string> {
  const result = calendarFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'provider');
    errors[field] ??= localFieldText(issue.message);
  }
  // The schema asks for "the username"; on the iCloud form that field is labelled Apple ID.
  if (values.provider === 'icloud' && errors.username && !values.username.trim())
    errors.username = translate('participant')('readForm.appleIdMissing');
  return errors;
}

function inputOf(provider: FormProvider, v: Record<string, string>): CalendarFormInput {
  if (provider === 'ics') return { provider, feedUrl: v.feedUrl ?? '' };
  if (provider === 'icloud') return { provider, username: v.username ?? '', password: v.password ?? '' };
  return { provider, serverUrl: v.serverUrl ?? '', username: v.username ?? '', password: v.password ?? '' };
}

/** ICS feed, CalDAV or iCloud: what is typed here is used for this one read and then forgotten. */
export function CalendarReadForm({
  provider,
  reading,
  serverErrors,
  onRead,
  onCancel,
}: {
  provider: FormProvider;
  reading: boolean;
  serverErrors: Record<string, string>;
  onRead: (input: CalendarFormInput) => void;
  onCancel: () => void;
}) {
  const t = useT('participant');
  useErrorTexts();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: string) => (value: string) => {
    setValues((old) => ({ ...old, [name]: value }));
    setErrors((old) => ({ ...old, [name]: '' }));
  };
  const shown = (name: string) => errors[name] || serverErrors[name] || undefined;
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(provider, values);
    const found = validateCalendarForm(input);
    setErrors(found);
    if (Object.keys(found).length === 0) onRead(input);
    // As on the meeting form: the first field to put right takes focus, and its message is read with it.
    else focusFirstInvalid(form);
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={t('readForm.label')}
      className="flex flex-col gap-3"
    >
      {provider === 'ics' ? (
        <TextField
          name="feedUrl"
          label={t('readForm.feedUrl')}
          type="url"
          hint={t('readForm.feedUrlHint')}
          value={values.feedUrl ?? ''}
          error={shown('feedUrl')}
          disabled={reading}
          onChange={set('feedUrl')}
        />
      ) : null}
      {provider === 'caldav' ? (
        <TextField
          name="serverUrl"
          label={t('readForm.serverUrl')}
          type="url"
          hint={t('readForm.serverUrlHint')}
          value={values.serverUrl ?? ''}
          error={shown('serverUrl')}
          disabled={reading}
          onChange={set('serverUrl')}
        />
      ) : null}
      {provider !== 'ics' ? (
        <>
          <TextField
            name="username"
            label={provider === 'icloud' ? t('readForm.appleId') : t('readForm.username')}
            type={provider === 'icloud' ? 'email' : 'text'}
            autoComplete="username"
            value={values.username ?? ''}
            error={shown('username')}
            disabled={reading}
            onChange={set('username')}
          />
          <TextField
            name="password"
            label={provider === 'icloud' ? t('readForm.appPassword') : t('readForm.password')}
            type="password"
            hint={provider === 'icloud' ? t('readForm.appPasswordHint') : t('readForm.passwordHint')}
            value={values.password ?? ''}
            error={shown('password')}
            disabled={reading}
            onChange={set('password')}
          />
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={reading}>
          {reading ? t('readForm.reading') : t('readForm.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={reading}>
          {t('readForm.otherWay')}
        </Button>
      </div>
    </form>
  );
}
