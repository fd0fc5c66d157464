/** What oidc-client-ts keeps about the signed-in user that decides how to get an access token. */
export interface StoredTokens {
  expired?: boolean;
  /** Seconds left on the access token, by the browser's clock. */
  expires_in?: number;
  refresh_token?: string;
}

export type Renewal = 'use-stored' | 'refresh' | 'sign-in-again';

/**
 * How to get a usable access token. Renewal is by the refresh token only: the library's other way, a
 * hidden frame back to the site with prompt=none, is refused by the site's own frame-ancestors policy
 * and would only wait out its timeout, so without a refresh token the person signs in again.
 */
export function renewalFor(stored: StoredTokens | null, marginSeconds: number): Renewal {
  if (!stored) return 'sign-in-again';
  if (!stored.expired && (stored.expires_in ?? 0) > marginSeconds) return 'use-stored';
  return stored.refresh_token ? 'refresh' : 'sign-in-again';
}

/** The provider refused the refresh token or wants a login: asking again will not help. */
export function isRefusal(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  if (code === 'invalid_grant' || code === 'login_required') return true;
  return error instanceof Error && /invalid_grant|login_required/.test(error.message);
}
