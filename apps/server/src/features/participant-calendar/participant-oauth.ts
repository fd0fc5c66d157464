import type { ParticipantCalendarProviderOption } from '@overlap/contracts/schemas';
import type { OAuthClientConfig } from '../calendars/oauth/oauth-client';
import { providerNames } from '../connections/connection-presenter';
import type { OAuthProviderKind, ProviderFactory } from '../connections/provider-factory';

/** Read-only and as narrow as the providers allow: list the calendars, read free/busy, nothing else. */
const readOnlyScopes: Record<OAuthProviderKind, readonly string[]> = {
  google: [
    'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
    'https://www.googleapis.com/auth/calendar.freebusy',
  ],
  microsoft: ['Calendars.Read'],
};

/** The provider's OAuth client narrowed to a one-time read-only grant. */
export function participantOAuthConfig(
  providers: ProviderFactory,
  kind: OAuthProviderKind,
): OAuthClientConfig {
  const base = providers.oauthConfig(kind);
  // No offline access and no refresh token: the grant is used once, right away, and then dropped.
  return {
    ...base,
    scopes: readOnlyScopes[kind],
    authorizeParams: kind === 'microsoft' ? { response_mode: 'query' } : {},
  };
}

/** Only what this server can read: a guest never sees why a provider is missing (that is set-up text). */
export function providerOptions(providers: ProviderFactory): ParticipantCalendarProviderOption[] {
  const oauth = (kind: OAuthProviderKind): ParticipantCalendarProviderOption[] =>
    providers.oauthSettings(kind).client.available
      ? [{ provider: kind, name: providerNames[kind], method: 'oauth', available: true }]
      : [];
  const form = (kind: 'icloud' | 'caldav' | 'ics'): ParticipantCalendarProviderOption => ({
    provider: kind,
    name: providerNames[kind],
    method: 'form',
    available: true,
  });
  return [...oauth('google'), ...oauth('microsoft'), form('icloud'), form('caldav'), form('ics')];
}
