import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useProviderName } from '@/hooks/use-provider-name';
import { useLocale, useT } from '@/i18n';
import {
  useRefreshConnection,
  useRemoveConnection,
  useStartOAuth,
  useUpdateCalendar,
} from '../api/connections-api';
import { errorText } from '../api/error-text';
import type { Connection } from '../api/types';

export function ConnectionCard({ connection }: { connection: Connection }) {
  const t = useT('connections');
  const providerName = useProviderName();
  const locale = useLocale();
  const when = useMemo(
    () =>
      new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    [locale],
  );
  const update = useUpdateCalendar();
  const remove = useRemoveConnection();
  const refresh = useRefreshConnection();
  const startOAuth = useStartOAuth();
  const [confirming, setConfirming] = useState(false);
  const isOAuth = connection.provider === 'google' || connection.provider === 'microsoft';
  const failure = update.error ?? remove.error ?? refresh.error ?? startOAuth.error;

  const reconnect = () =>
    isOAuth
      ? startOAuth.mutate({
          provider: connection.provider as 'google' | 'microsoft',
          reconnectId: connection.id,
        })
      : refresh.mutate(connection.id);

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      aria-label={t('card.label', {
        provider: providerName(connection.provider, connection.providerName),
        account: connection.accountLabel,
      })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{providerName(connection.provider, connection.providerName)}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{connection.accountLabel}</p>
        </div>
        <span
          className={
            connection.status === 'active'
              ? 'text-sm text-green-700 dark:text-green-400'
              : 'text-sm text-amber-700 dark:text-amber-400'
          }
        >
          {t(`card.status.${connection.status}`)}
        </span>
      </div>
      <p className="text-xs text-slate-500">
        {connection.lastSyncedAt
          ? t('card.lastSync', { when: when.format(new Date(connection.lastSyncedAt)) })
          : t('card.notSynced')}
      </p>
      {connection.lastError && (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          {t('card.lastError', { error: connection.lastError })}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {connection.calendars.map((calendar) => (
          <li key={calendar.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="min-w-40 font-medium">{calendar.name}</span>
            <label className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={calendar.checkConflicts}
                onChange={(event) => update.mutate({ id: calendar.id, checkConflicts: event.target.checked })}
              />
              {t('card.checkConflicts')}
            </label>
            {calendar.canWrite && (
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={calendar.writeTarget}
                  onChange={(event) => update.mutate({ id: calendar.id, writeTarget: event.target.checked })}
                />
                {t('card.writeTarget')}
              </label>
            )}
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorText(failure)}
        </p>
      )}
      {refresh.data && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {refresh.data.status === 'active'
            ? t('card.refreshed', {
                calendars: refresh.data.calendars.length,
                counted: refresh.data.calendars.filter((calendar) => calendar.checkConflicts).length,
              })
            : t('card.refreshFailed')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {connection.status !== 'active' && (
          <Button size="sm" onClick={reconnect} disabled={refresh.isPending || startOAuth.isPending}>
            {t('card.reconnect')}
          </Button>
        )}
        {(connection.status === 'active' || (isOAuth && connection.status === 'error')) && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => refresh.mutate(connection.id)}
            disabled={refresh.isPending}
          >
            {refresh.isPending ? t('card.refreshing') : t('card.refresh')}
          </Button>
        )}
        {confirming ? (
          <>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => remove.mutate(connection.id)}
              disabled={remove.isPending}
            >
              {t('card.confirmRemove')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('card.keep')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            {t('card.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}
