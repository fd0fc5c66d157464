/** What kind of failure ended a sign-in, for a sentence in the person's language. */
export type SignInFailure = 'cancelled' | 'expired' | 'network' | 'failed';

const EXPIRED_CODES = new Set([
  'login_required',
  'interaction_required',
  'invalid_grant',
  'consent_required',
]);

/**
 * The identity library's error (an OIDC error answer with its `error` code, a state it no longer holds,
 * a timeout or a failed fetch) as one of the failures the app words itself.
 */
export function signInFailureOf(error: Error): SignInFailure {
  const code = 'error' in error && typeof error.error === 'string' ? error.error : null;
  if (code === 'access_denied') return 'cancelled';
  if (code && EXPIRED_CODES.has(code)) return 'expired';
  if (code) return 'failed';
  if (/state/i.test(error.message)) return 'expired';
  if (error.name === 'ErrorTimeout' || error instanceof TypeError) return 'network';
  return 'failed';
}
