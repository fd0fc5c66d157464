import { PARTICIPANT_OAUTH_STATE_PREFIX } from '@overlap/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CallbackStatus } from '@/components/ui/callback-status';
import { useT } from '@/i18n';
import { finishCalendarOAuth, forgetState, tokenForState } from '../api/participant-calendar';
import { errorMessageOf } from '../api/participant-request';

/** A participant's one-time read comes back with a state of its own, so the callback page can tell. */
export function isParticipantCalendarState(state: string | null): boolean {
  return state?.startsWith(PARTICIPANT_OAUTH_STATE_PREFIX) ?? false;
}

const availabilityPath = (token: string) => `/participant/availability?token=${encodeURIComponent(token)}`;

/** Hands the provider's answer to the participant endpoint (no sign-in: the link's token is the key) and goes back. */
export function ParticipantCalendarCallback() {
  const t = useT('participant');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [serverFailure, setFailure] = useState<string | null>(null);
  const state = params.get('state') ?? '';
  const code = params.get('code');
  const error = params.get('error');
  const token = tokenForState(state);
  const failure = !token ? t('callback.noMatch') : !code && !error ? t('callback.incomplete') : serverFailure;

  useEffect(() => {
    if (!token || (!code && !error)) return;
    finishCalendarOAuth(token, code ? { state, code } : { state, error: error! })
      .then(() => {
        forgetState(state);
        void navigate(availabilityPath(token), { replace: true });
      })
      .catch((reason: unknown) => {
        forgetState(state);
        setFailure(errorMessageOf(reason));
      });
  }, [token, state, code, error, navigate]);

  return (
    <CallbackStatus
      working={t('callback.reading')}
      failure={failure}
      ways={
        token ? (
          <Button asChild>
            <Link to={availabilityPath(token)}>{t('callback.back')}</Link>
          </Button>
        ) : null
      }
    />
  );
}
