import { API_KEYS_PER_USER, API_REFERENCE_ROUTES } from '@overlap/contracts';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { useApiKeys } from '../../api/api-keys-api';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** Settings → API keys: personal keys for the public API, each shown once when created. */
export function ApiKeysSection({ zone }: { zone: string }) {
  const t = useT('settings');
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const atLimit = (keys.data?.length ?? 0) >= API_KEYS_PER_USER;

  return (
    <section
      aria-labelledby="api-keys-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-prose">
          <h2 id="api-keys-heading" className="text-lg font-semibold">
            {t('keys.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t.rich('keys.intro', {
              path: <code className="text-xs">/api/v1</code>,
              reference: (
                <a
                  href={API_REFERENCE_ROUTES.page}
                  className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
                >
                  {t('keys.reference')}
                </a>
              ),
            })}
          </p>
        </div>
        <Button onClick={() => setCreating(true)} disabled={!keys.data || atLimit}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('keys.create')}
        </Button>
      </div>
      {atLimit ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('keys.atLimit', { count: API_KEYS_PER_USER })}
        </p>
      ) : null}
      {keys.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-brand-500 border-t-transparent"
          />
          {t('keys.loading')}
        </p>
      ) : keys.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-red-700 dark:text-red-400">
            {t('keys.loadFailed')} {keys.error.message}
          </span>
          <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : keys.data.length === 0 ? (
        <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <KeyRound aria-hidden="true" className="h-5 w-5 shrink-0" />
          <span>{t('keys.empty')}</span>
        </div>
      ) : (
        <ApiKeyList keys={keys.data} zone={zone} />
      )}
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
