import type { ParticipantCalendarProviderOption } from '@overlap/contracts/schemas';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { useProviderName } from '@/hooks/use-provider-name';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import {
  readFieldErrors,
  useReadByForm,
  useReadConnected,
  useStartCalendarOAuth,
  type useCalendarOverview,
} from '../api/participant-calendar';
import { errorMessageOf, ParticipantApiError, ParticipantNetworkError } from '../api/participant-request';
import type { CalendarBusy } from '../time/calendar-busy';
import { passwordGiven, ReadSummary } from './calendar-read-summary';
import type { FormProvider } from './calendar-read-form';
import { FormAlert } from './form-alert';

// The form (and the shared schema it validates with) loads when someone picks a calendar it serves,
// keeping zod out of the page's first load.
const CalendarReadForm = lazy(() =>
  import('./calendar-read-form').then((m) => ({ default: m.CalendarReadForm })),
);

function errorText(error: unknown): string {
  const ours = error instanceof ParticipantApiError || error instanceof ParticipantNetworkError;
  return !ours && error instanceof Error && error.message ? error.message : errorMessageOf(error);
}

function ProviderChoice({
  option,
  selected,
  onSelect,
}: {
  option: ParticipantCalendarProviderOption;
  selected: boolean;
  onSelect: () => void;
}) {
  const providerName = useProviderName();
  return (
    <li className="flex flex-col">
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className={cn(
          'min-h-10 rounded-lg border px-3 py-2 text-left text-sm font-medium',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          selected
            ? 'border-brand-500 bg-brand-50 dark:bg-brand-700/30'
            : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
        )}
      >
        {providerName(option.provider, option.name)}
      </button>
    </li>
  );
}

/** Offered to a signed-in Overlap user whose connected calendars check for conflicts. */
function useHasConnectedCalendars(): boolean {
  const auth = useAuth();
  const connections = useQuery<{ calendars: { checkConflicts: boolean }[] }[]>({
    queryKey: ['/api/calendar-connections'],
    enabled: auth.isAuthenticated,
    throwOnError: false,
    retry: false,
  });
  return (
    auth.isAuthenticated &&
    (connections.data ?? []).some((connection) => connection.calendars.some((c) => c.checkConflicts))
  );
}

/** "Read from my calendar": a one-time read of busy time, by OAuth, by form or from connected calendars. */
export function CalendarReadPanel({
  token,
  overview,
  calendar,
  removing,
  onRemove,
}: {
  token: string;
  overview: ReturnType<typeof useCalendarOverview>;
  calendar: CalendarBusy | null;
  removing: boolean;
  onRemove: () => void;
}) {
  const t = useT('participant');
  const [chosen, setChosen] = useState<ParticipantCalendarProviderOption['provider'] | null>(null);
  const byForm = useReadByForm(token);
  const connected = useReadConnected(token);
  const oauth = useStartCalendarOAuth(token);
  const hasConnected = useHasConnectedCalendars();
  const reading = byForm.isPending || connected.isPending || oauth.isPending;
  const failure = byForm.error ?? connected.error ?? oauth.error;
  // A provider this server cannot read (e.g. no Google client configured) is simply not offered.
  const providers = (overview.data?.providers ?? []).filter((p) => p.available);
  const option = providers.find((p) => p.provider === chosen);

  const reset = () => {
    byForm.reset();
    connected.reset();
    oauth.reset();
  };

  let body;
  if (calendar) {
    body = (
      <ReadSummary
        calendar={calendar}
        passwordGiven={byForm.isSuccess && passwordGiven(byForm.variables)}
        removing={removing}
        onRemove={onRemove}
      />
    );
  } else if (overview.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {t('read.loading')}
      </p>
    );
  } else if (overview.isError) {
    body = (
      <FormAlert>
        <p>{errorMessageOf(overview.error)}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void overview.refetch()}
        >
          {t('read.retry')}
        </Button>
      </FormAlert>
    );
  } else if (providers.length === 0 && !hasConnected) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('read.unavailable')}</p>;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {hasConnected ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" onClick={() => connected.mutate()} disabled={reading}>
              {t('read.useConnected')}
            </Button>
            <span className="text-sm text-slate-600 dark:text-slate-400">{t('read.orChoose')}</span>
          </div>
        ) : null}
        {providers.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('read.where')}</legend>
            <ul className="grid gap-2 sm:grid-cols-3 lg:grid-cols-5">
              {providers.map((p) => (
                <ProviderChoice
                  key={p.provider}
                  option={p}
                  selected={chosen === p.provider}
                  onSelect={() => {
                    reset();
                    setChosen(p.provider);
                  }}
                />
              ))}
            </ul>
          </fieldset>
        ) : null}
        {option?.method === 'oauth' ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              disabled={reading}
              onClick={() => oauth.mutate(option.provider as 'google' | 'microsoft')}
            >
              {oauth.isPending ? t('read.opening') : t('read.continueWith', { provider: option.name })}
            </Button>
            <span className="text-sm text-slate-600 dark:text-slate-400">{t('read.oauthHint')}</span>
          </div>
        ) : null}
        {option?.method === 'form' ? (
          <Suspense
            fallback={<p className="text-sm text-slate-600 dark:text-slate-400">{t('read.formLoading')}</p>}
          >
            <CalendarReadForm
              key={option.provider}
              provider={option.provider as FormProvider}
              reading={byForm.isPending}
              serverErrors={readFieldErrors(byForm.error)}
              onRead={(input) => byForm.mutate(input)}
              onCancel={() => {
                reset();
                setChosen(null);
              }}
            />
          </Suspense>
        ) : null}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="calendar-read-title"
      aria-busy={reading || undefined}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <div>
          <h2 id="calendar-read-title" className="font-semibold">
            {t('read.title')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('read.intro')}</p>
        </div>
      </div>
      {body}
      <p role="status" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
        {byForm.isPending || connected.isPending ? t('read.reading') : ''}
      </p>
      {failure && !calendar ? (
        <FormAlert>
          <p>{errorText(failure)}</p>
        </FormAlert>
      ) : null}
    </section>
  );
}
