import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n';
import { useConnectByForm } from '../api/connections-api';
import { errorText, fieldErrorsOf } from '../api/error-text';
import type { FormConnectionInput } from '../api/types';

type FormKind = FormConnectionInput['provider'];

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
    <form onSubmit={submit} className="flex flex-col gap-4 text-left" aria-label={t('form.label')}>
      {kind === 'icloud' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.icloudHelp')}</p>
      )}
      {kind === 'ics' && <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.icsHelp')}</p>}
      {kind === 'caldav' && (
        <TextField
          name="serverUrl"
          required
          disabled={connect.isPending}
          label={t('form.serverUrl')}
          value={values.serverUrl}
          onChange={set('serverUrl')}
          error={fields.serverUrl}
          hint={t('form.serverUrlHint')}
        />
      )}
      {kind !== 'ics' && (
        <>
          <TextField
            name="username"
            autoComplete="username"
            required
            disabled={connect.isPending}
            label={kind === 'icloud' ? t('form.appleId') : t('form.username')}
            value={values.username}
            onChange={set('username')}
            error={fields.username}
          />
          <TextField
            name="password"
            required
            disabled={connect.isPending}
            type="password"
            label={kind === 'icloud' ? t('form.appPassword') : t('form.password')}
            value={values.password}
            onChange={set('password')}
            error={fields.password}
          />
        </>
      )}
      {kind === 'ics' && (
        <TextField
          name="feedUrl"
          required
          disabled={connect.isPending}
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
