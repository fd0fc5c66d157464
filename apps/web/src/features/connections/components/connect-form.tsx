import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { useConnectByForm } from '../api/connections-api';
import { errorText, fieldErrorsOf } from '../api/error-text';
import type { FormConnectionInput } from '../api/types';

type FormKind = FormConnectionInput['provider'];

const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900';

function Field(props: {
  name: string;
  label: string;
  type?: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const id = `connect-${props.name}`;
  return (
    <div className="flex flex-col gap-1 text-left">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        required
        value={props.value}
        autoComplete={props.type === 'password' ? 'off' : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      />
      {props.hint && <p className="text-xs text-slate-500 dark:text-slate-400">{props.hint}</p>}
      {props.error && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** CalDAV, iCloud and ICS: the server checks the account before anything is saved. */
export function ConnectForm({
  kind,
  onDone,
  onCancel,
}: {
  kind: FormKind;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT('connections');
  const [values, setValues] = useState({ serverUrl: '', username: '', password: '', feedUrl: '' });
  const connect = useConnectByForm();
  const fields = fieldErrorsOf(connect.error);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: FormConnectionInput =
      kind === 'ics'
        ? { provider: 'ics', feedUrl: values.feedUrl }
        : kind === 'icloud'
          ? { provider: 'icloud', username: values.username, password: values.password }
          : {
              provider: 'caldav',
              serverUrl: values.serverUrl,
              username: values.username,
              password: values.password,
            };
    connect.mutate(input, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('form.label')}>
      {kind === 'icloud' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.icloudHelp')}</p>
      )}
      {kind === 'ics' && <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.icsHelp')}</p>}
      {kind === 'caldav' && (
        <Field
          name="serverUrl"
          label={t('form.serverUrl')}
          value={values.serverUrl}
          onChange={set('serverUrl')}
          error={fields.serverUrl}
          hint={t('form.serverUrlHint')}
        />
      )}
      {kind !== 'ics' && (
        <>
          <Field
            name="username"
            label={kind === 'icloud' ? t('form.appleId') : t('form.username')}
            value={values.username}
            onChange={set('username')}
            error={fields.username}
          />
          <Field
            name="password"
            type="password"
            label={kind === 'icloud' ? t('form.appPassword') : t('form.password')}
            value={values.password}
            onChange={set('password')}
            error={fields.password}
          />
        </>
      )}
      {kind === 'ics' && (
        <Field
          name="feedUrl"
          label={t('form.feedUrl')}
          value={values.feedUrl}
          onChange={set('feedUrl')}
          error={fields.feedUrl}
        />
      )}
      {connect.error && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          {errorText(connect.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? t('form.checking') : t('form.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
