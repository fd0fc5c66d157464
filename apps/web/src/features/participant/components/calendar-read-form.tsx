import { calendarFormSchema, type CalendarFormInput } from '@overlap/contracts/schemas';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { translate, useT } from '@/i18n';
import { localFieldText } from '@/lib/errors/error-texts';
import { useErrorTexts } from '@/lib/errors/error-texts';

export type FormProvider = CalendarFormInput['provider'];

const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900';

function Field(props: {
  name: string;
  label: string;
  type?: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  autoComplete?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = `${useId()}-${props.name}`;
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        disabled={props.disabled}
        autoComplete={props.autoComplete ?? 'off'}
        spellCheck={false}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

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
        <Field
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
        <Field
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
          <Field
            name="username"
            label={provider === 'icloud' ? t('readForm.appleId') : t('readForm.username')}
            type={provider === 'icloud' ? 'email' : 'text'}
            autoComplete="username"
            value={values.username ?? ''}
            error={shown('username')}
            disabled={reading}
            onChange={set('username')}
          />
          <Field
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
