import { parseJson, providerRequest, type ProviderHttpOptions } from '../http/provider-http';
import { CalendarProviderError } from '../provider-error';

/** Everything comes from configuration: no URL or secret is read from the environment here. */
export interface OAuthClientConfig {
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  /** Absent for public clients (PKCE only). */
  clientSecret?: string;
  redirectUri: string;
  scopes: readonly string[];
  /** Provider-specific parameters, e.g. Google's `access_type=offline` and `prompt=consent`. */
  authorizeParams?: Readonly<Record<string, string>>;
}

export interface TokenSet {
  accessToken: string;
  /** Providers may rotate it (Microsoft does): store the new one when present. */
  refreshToken?: string;
  expiresAt: number;
  scope?: string;
}

export function buildAuthorizationUrl(
  config: OAuthClientConfig,
  request: { state: string; codeChallenge: string; loginHint?: string },
): string {
  const url = new URL(config.authorizeUrl);
  const params = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    scope: config.scopes.join(' '),
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ...(request.loginHint ? { login_hint: request.loginHint } : {}),
    ...config.authorizeParams,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  error?: string;
  error_description?: string;
}

async function tokenRequest(
  config: OAuthClientConfig,
  params: Record<string, string>,
  http: ProviderHttpOptions,
): Promise<TokenSet> {
  const body = new URLSearchParams({ client_id: config.clientId, ...params });
  if (config.clientSecret) body.set('client_secret', config.clientSecret);
  const now = (http.now ?? Date.now)();
  const response = await providerRequest(
    config.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    },
    http,
  );
  const answer = parseJson<TokenAnswer>(response, 'token endpoint');
  if (answer.error === 'invalid_grant') {
    throw new CalendarProviderError('needs-reconnect', 'The calendar grant has expired or been revoked', {
      status: response.status,
    });
  }
  if (response.status >= 400 || !answer.access_token) {
    // invalid_client and the like are our configuration's fault, not the user's.
    throw new CalendarProviderError(
      'provider-error',
      `Token endpoint refused: ${answer.error ?? response.status}`,
      {
        status: response.status,
      },
    );
  }
  return {
    accessToken: answer.access_token,
    ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
    expiresAt: now + (answer.expires_in ?? 3600) * 1000,
    ...(answer.scope ? { scope: answer.scope } : {}),
  };
}

export function exchangeAuthorizationCode(
  config: OAuthClientConfig,
  code: string,
  codeVerifier: string,
  http: ProviderHttpOptions = {},
): Promise<TokenSet> {
  return tokenRequest(
    config,
    { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: config.redirectUri },
    http,
  );
}

export function refreshAccessToken(
  config: OAuthClientConfig,
  refreshToken: string,
  http: ProviderHttpOptions = {},
): Promise<TokenSet> {
  return tokenRequest(
    config,
    { grant_type: 'refresh_token', refresh_token: refreshToken, scope: config.scopes.join(' ') },
    http,
  );
}

/**
 * Withdraws a grant at the provider (RFC 7009 token revocation, as Google's revoke endpoint takes it):
 * the refresh token ends every token made from it. A token the provider no longer knows is already gone.
 */
export async function revokeToken(
  revokeUrl: string,
  token: string,
  http: ProviderHttpOptions = {},
): Promise<void> {
  const response = await providerRequest(
    revokeUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ token }),
    },
    http,
  );
  if (response.status >= 400) {
    const answer = parseJson<TokenAnswer>(response, 'revocation endpoint');
    if (answer.error === 'invalid_token') return;
    throw new CalendarProviderError(
      'provider-error',
      `Revocation refused: ${answer.error ?? response.status}`,
      {
        status: response.status,
      },
    );
  }
}
