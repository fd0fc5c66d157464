import type { OAuthClientConfig } from '../oauth/oauth-client';

/** Google's documented endpoints; configuration passes these (or a test server's) in. */
export const googleEndpoints = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  apiBaseUrl: 'https://www.googleapis.com/calendar/v3',
} as const;

/** The narrowest scopes that do the job: list calendars, read free/busy, write only events we create. */
export const googleScopes = [
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.freebusy',
  'https://www.googleapis.com/auth/calendar.events.owned',
] as const;

export interface GoogleOAuthOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
  scopes?: readonly string[];
}

export function googleOAuthConfig(options: GoogleOAuthOptions): OAuthClientConfig {
  return {
    authorizeUrl: options.authorizeUrl,
    tokenUrl: options.tokenUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectUri: options.redirectUri,
    scopes: options.scopes ?? googleScopes,
    // offline + consent: without them Google issues no refresh token on a repeat consent.
    authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
  };
}
