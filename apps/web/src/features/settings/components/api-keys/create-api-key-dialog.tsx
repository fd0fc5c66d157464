import { API_KEY_NAME_MAX_LENGTH, API_KEY_SCOPES, type ApiKeyScope } from '@overlap/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { ModalActions, ModalError, ModalPanel } from '@/components/ui/modal';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useT, type Translate } from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { useCreateApiKey } from '../../api/api-keys-api';
import { NewKeyShownOnce } from './new-key-shown-once';

const scopeText = (t: Translate<'settings'>, scope: ApiKeyScope) =>
  scope === 'meetings:read' ? t('keys.scope.read') : t('keys.scope.write');

/** Name and scopes, then the new key, once. Closing the dialog forgets the key. */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT('settings');
  const create = useCreateApiKey();
  const returnFocus = useFocusReturn(open);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([...API_KEY_SCOPES]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = (next: boolean) => {
    if (next || create.isPending) return;
    create.reset();
    setName('');
    setScopes([...API_KEY_SCOPES]);
    setErrors({});
    onOpenChange(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('keys.nameMissing');
    if (scopes.length === 0) found.scopes = t('keys.scopesMissing');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { name: name.trim(), scopes },
      {
        onError: (error) =>
          setErrors(
            error instanceof HttpError && error.fields
              ? { name: error.fields.name ?? '', scopes: error.fields.scopes ?? '' }
              : { form: error.message },
          ),
      },
    );
  };

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => API_KEY_SCOPES.filter((s) => (s === scope ? on : current.includes(s))));

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <ModalPanel returnFocus={returnFocus}>
        {create.data ? (
          <NewKeyShownOnce created={create.data} onDone={() => close(false)} />
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Dialog.Title className="text-lg font-semibold">{t('keys.create')}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {t('keys.createIntro')}
            </Dialog.Description>
            <div className="mt-4 flex flex-col gap-2">
              <label htmlFor="api-key-name" className="text-sm font-medium">
                {t('keys.name')}
              </label>
              <input
                id="api-key-name"
                value={name}
                maxLength={API_KEY_NAME_MAX_LENGTH}
                autoComplete="off"
                placeholder={t('keys.namePlaceholder')}
                onChange={(event) => setName(event.target.value)}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? 'api-key-name-error' : undefined}
                className="h-10 rounded-lg border border-slate-300 bg-transparent px-3 text-sm dark:border-slate-700"
              />
              {errors.name ? (
                <p id="api-key-name-error" className="text-sm text-red-600 dark:text-red-400">
                  {errors.name}
                </p>
              ) : null}
            </div>
            <fieldset
              className="mt-4 flex flex-col gap-2"
              aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}
            >
              <legend className="text-sm font-medium">{t('keys.scopes')}</legend>
              {API_KEY_SCOPES.map((scope) => (
                <label key={scope} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 accent-brand-600"
                    checked={scopes.includes(scope)}
                    onChange={(event) => toggle(scope, event.target.checked)}
                  />
                  <span>
                    <code className="text-xs">{scope}</code>
                    <span className="block text-slate-600 dark:text-slate-400">{scopeText(t, scope)}</span>
                  </span>
                </label>
              ))}
              {errors.scopes ? (
                <p id="api-key-scopes-error" className="text-sm text-red-600 dark:text-red-400">
                  {errors.scopes}
                </p>
              ) : null}
            </fieldset>
            <ModalError message={errors.form} />
            <ModalActions
              cancelLabel={t('cancel')}
              confirmLabel={t('keys.createKey')}
              busyLabel={t('keys.creating')}
              busy={create.isPending}
            />
          </form>
        )}
      </ModalPanel>
    </Dialog.Root>
  );
}
