import {
  API_ROUTES,
  AUTH_SCOPES,
  PUBLIC_ROUTES,
  type AuthClientConfig,
  type ClientConfigResponse,
} from '@overlap/contracts';

/** The sign-in configuration the server gives at run time (one build serves every deployment). */
export async function fetchAuthConfig(): Promise<AuthClientConfig> {
  const response = await fetch(API_ROUTES.clientConfig, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  return ((await response.json()) as ClientConfigResponse).auth;
}

export type ReadyAuthConfig = Extract<AuthClientConfig, { status: 'ready' }>;

/** The scopes of the login request: the spec's, then whatever else the provider needs for the API. */
export function requestedScope(config: ReadyAuthConfig): string {
  const scopes = new Set(AUTH_SCOPES.split(' '));
  for (const scope of config.scope?.split(' ') ?? []) if (scope) scopes.add(scope);
  return [...scopes].join(' ');
}

/** oidc-client-ts keeps the session under this key; seeing it tells whether to load the library. */
export function storedSessionKey(config: ReadyAuthConfig): string {
  return `oidc.user:${config.issuer}:${config.clientId}`;
}

export function hasStoredSession(config: ReadyAuthConfig): boolean {
  try {
    return localStorage.getItem(storedSessionKey(config)) !== null;
  } catch {
    return false;
  }
}

/**
 * The address is the return from the identity provider's login (spec §2: 'code' or an error). The
 * calendar providers' OAuth return carries the same parameters and belongs to its own page.
 */
export function isLoginCallback(location: Location): boolean {
  if (location.pathname === PUBLIC_ROUTES.calendarCallback) return false;
  const params = new URLSearchParams(location.search);
  return params.has('state') && (params.has('code') || params.has('error'));
}
