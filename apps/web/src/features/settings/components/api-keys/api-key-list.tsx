import type { ApiKeyDto } from '@overlap/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { useT } from '@/i18n';
import { formatDateTime } from '@/lib/time-format/format-time';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

export function ApiKeyList({ keys, zone }: { keys: ApiKeyDto[]; zone: string }) {
  const t = useT('settings');
  const cycle = useHourCycle();
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);

  return (
    <>
      <ul
        aria-label={t('keys.listLabel')}
        className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800"
      >
        {keys.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-medium break-words">{key.name}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">
                  {key.prefix}…
                </code>
                {key.scopes.map((scope) => (
                  <span
                    key={scope}
                    className="rounded-full border border-slate-300 px-2 py-0.5 text-xs dark:border-slate-700"
                  >
                    {scope}
                  </span>
                ))}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('keys.created', { when: formatDateTime(key.createdAt, zone, cycle) })} ·{' '}
                {key.lastUsedAt
                  ? t('keys.lastUsed', { when: formatDateTime(key.lastUsedAt, zone, cycle) })
                  : t('keys.neverUsed')}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRevoking(key)}
              aria-label={t('keys.revokeNamed', { name: key.name })}
            >
              {t('keys.revoke')}
            </Button>
          </li>
        ))}
      </ul>
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
