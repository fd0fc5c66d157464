import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useProviderName } from '@/hooks/use-provider-name';
import { useT } from '@/i18n';
import { localErrorText, useErrorTexts } from '@/lib/errors/error-texts';
import { useProviders, useStartOAuth } from '../api/connections-api';
import { errorText } from '../api/error-text';
import { ConnectForm } from './connect-form';

/** The /connect-calendar choices: OAuth providers leave for the provider, the others open a form. */
export function ProviderCards() {
  const t = useT('connections');
  const providers = useProviders();
  const startOAuth = useStartOAuth();
  const navigate = useNavigate();
  const providerName = useProviderName();
  const [open, setOpen] = useState<'icloud' | 'caldav' | 'ics' | null>(null);
  // The server says why a provider is unavailable in English; it reads in the person's language.
  useErrorTexts();
  // The button pressed goes with the list: focus moves to the form's heading, and back on Cancel.
  const formHeading = useRef<HTMLHeadingElement>(null);
  const cards = useRef<Partial<Record<string, HTMLLIElement | null>>>({});
  const closed = useRef<string | null>(null);
  useEffect(() => {
    if (open) {
      closed.current = open;
      formHeading.current?.focus();
    } else if (closed.current) {
      cards.current[closed.current]?.querySelector('button')?.focus();
      closed.current = null;
    }
  }, [open]);

  if (providers.isError) return <p role="alert">{errorText(providers.error)}</p>;
  if (!providers.data) return <p>{t('providers.loading')}</p>;

  if (open) {
    const name = providerName(open, providers.data.find((p) => p.provider === open)?.name ?? open);
    return (
      <section className="w-full max-w-md text-left">
        <h2 ref={formHeading} tabIndex={-1} className="mb-4 text-xl font-semibold">
          {t('providers.connect', { name })}
        </h2>
        <ConnectForm
          kind={open}
          onCancel={() => setOpen(null)}
          onDone={() => navigate('/dashboard/connections')}
        />
      </section>
    );
  }

  return (
    <div className="flex w-full flex-col gap-3">
      {startOAuth.error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorText(startOAuth.error)}
        </p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {providers.data.map((option) => (
          <li
            key={option.provider}
            ref={(node) => {
              cards.current[option.provider] = node;
            }}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 text-left dark:border-slate-800"
          >
            <h2 className="font-semibold">{providerName(option.provider, option.name)}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t(`providers.about.${option.provider}`)}
            </p>
            {option.available ? (
              <Button
                size="sm"
                className="self-start"
                disabled={startOAuth.isPending}
                onClick={() =>
                  option.method === 'oauth'
                    ? startOAuth.mutate({ provider: option.provider as 'google' | 'microsoft' })
                    : setOpen(option.provider as 'icloud' | 'caldav' | 'ics')
                }
              >
                {t('providers.connect', { name: providerName(option.provider, option.name) })}
              </Button>
            ) : (
              <p className="text-sm text-amber-700 dark:text-amber-400">
                {t('providers.unavailable', { reason: localErrorText(option.unavailableReason ?? '') })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
