import type { OAuthClientConfig } from '../oauth/oauth-client';

/** Microsoft identity platform v2 (`common` serves work, school and personal accounts) and Graph v1.0. */
export const microsoftEndpoints = {
  authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
  apiBaseUrl: 'https://graph.microsoft.com/v1.0',
} as const;

/**
 * Calendars.ReadWrite is the narrowest Graph scope that both reads calendarView and writes events;
 * User.Read lets us label the connection with the account's address (GET /me).
 */
export const microsoftScopes = [
  'offline_access',
  'openid',
  'email',
  'User.Read',
  'Calendars.ReadWrite',
] as const;

export interface MicrosoftOAuthOptions {
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
  scopes?: readonly string[];
}

export function microsoftOAuthConfig(options: MicrosoftOAuthOptions): OAuthClientConfig {
  return {
    authorizeUrl: options.authorizeUrl,
    tokenUrl: options.tokenUrl,
    clientId: options.clientId,
    ...(options.clientSecret ? { clientSecret: options.clientSecret } : {}),
    redirectUri: options.redirectUri,
    scopes: options.scopes ?? microsoftScopes,
    authorizeParams: { response_mode: 'query' },
  };
}
