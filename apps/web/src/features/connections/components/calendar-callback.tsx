import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CallbackStatus } from '@/components/ui/callback-status';
import { useT } from '@/i18n';
import { finishOAuth } from '../api/connections-api';
import { errorText } from '../api/error-text';

/** Finishes the provider's redirect: the server checks the state, exchanges the code and stores the connection. */
export function CalendarCallback() {
  const t = useT('connections');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [serverFailure, setFailure] = useState<string | null>(null);
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  const incomplete = !state || (!code && !error);
  const failure = incomplete ? t('callback.incomplete') : serverFailure;

  useEffect(() => {
    if (!state || (!code && !error)) return;
    finishOAuth(code ? { state, code } : { state, error: error! })
      .then(() => navigate('/dashboard/connections', { replace: true }))
      .catch((reason: unknown) => setFailure(errorText(reason)));
  }, [state, code, error, navigate]);

  return (
    <CallbackStatus
      working={t('callback.connecting')}
      failure={failure}
      ways={
        <div className="flex gap-2">
          <Button asChild>
            <Link to="/connect-calendar">{t('tryAgain')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard/connections">{t('callback.back')}</Link>
          </Button>
        </div>
      }
    />
  );
}
