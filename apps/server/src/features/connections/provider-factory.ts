import type { CalendarSettings, OAuthProviderSettings } from '../../config/env';
import { connectCalDav } from '../calendars/caldav/caldav-adapter';
import { GoogleCalendarProvider } from '../calendars/google/google-adapter';
import { googleOAuthConfig } from '../calendars/google/google-config';
import type { SkippedInput } from '../calendars/ical/lenient-parse';
import { IcsFeedProvider } from '../calendars/ics-feed/ics-feed-adapter';
import { MicrosoftCalendarProvider } from '../calendars/microsoft/microsoft-adapter';
import { microsoftOAuthConfig } from '../calendars/microsoft/microsoft-config';
import type { OAuthClientConfig, TokenSet } from '../calendars/oauth/oauth-client';
import { OAuthSession } from '../calendars/oauth/oauth-session';
import { observedProvider, type ProviderCallObserver } from '../calendars/observed-provider';
import { CalendarProviderError } from '../calendars/provider-error';
import type { CalendarProvider, ProviderKind } from '../calendars/provider-port';
import type { StoredCredentials } from './stored-credentials';

export type OAuthProviderKind = 'google' | 'microsoft';

export interface ProviderContext {
  /** Zone for all-day and floating events, and the person's addresses (declined events are free). */
  userZone: string;
  userAddresses: string[];
  /** Called when a provider rotates tokens, so they are sealed and stored at once. */
  onTokens?: (tokens: TokenSet) => Promise<void>;
}

const callOptions = { timeoutMs: 15_000, maxAttempts: 3, maxRetryWaitMs: 10_000 };

export interface ProviderFactory {
  oauthSettings(kind: OAuthProviderKind): OAuthProviderSettings;
  oauthConfig(kind: OAuthProviderKind): OAuthClientConfig;
  open(
    kind: ProviderKind,
    credentials: StoredCredentials,
    context: ProviderContext,
  ): Promise<CalendarProvider>;
}

/** Builds an adapter for a stored connection; user-supplied URLs always go through the guarded fetch. */
export function createProviderFactory(
  settings: CalendarSettings,
  guardedFetch: typeof fetch,
  onSkipped?: (skipped: readonly SkippedInput[]) => void,
  observe?: ProviderCallObserver,
): ProviderFactory {
  const oauthSettings = (kind: OAuthProviderKind) => settings[kind];
  const oauthConfig = (kind: OAuthProviderKind): OAuthClientConfig => {
    const provider = oauthSettings(kind);
    if (!provider.client.available) throw new CalendarProviderError('provider-error', provider.client.reason);
    const options = {
      clientId: provider.client.clientId,
      clientSecret: provider.client.clientSecret,
      redirectUri: settings.redirectUri,
      authorizeUrl: provider.authorizeUrl,
      tokenUrl: provider.tokenUrl,
    };
    return kind === 'google' ? googleOAuthConfig(options) : microsoftOAuthConfig(options);
  };

  return {
    oauthSettings,
    oauthConfig,
    async open(kind, credentials, context) {
      const provider = await openAdapter(kind, credentials, context);
      return observe ? observedProvider(provider, observe) : provider;
    },
  };

  async function openAdapter(
    kind: ProviderKind,
    credentials: StoredCredentials,
    context: ProviderContext,
  ): Promise<CalendarProvider> {
    {
      if (credentials.type === 'caldav' && (kind === 'caldav' || kind === 'icloud')) {
        return connectCalDav({
          ...credentials,
          fetch: guardedFetch,
          kind,
          userZone: context.userZone,
          userAddresses: context.userAddresses,
          clientSchedulesInvitations: true,
        });
      }
      if (credentials.type === 'ics' && kind === 'ics') {
        return new IcsFeedProvider({
          feedUrl: credentials.feedUrl,
          fetch: guardedFetch,
          userZone: context.userZone,
          userAddresses: context.userAddresses,
          ...(onSkipped ? { onSkipped } : {}),
        });
      }
      if (credentials.type === 'oauth' && (kind === 'google' || kind === 'microsoft')) {
        const tokens: TokenSet = {
          accessToken: credentials.accessToken,
          expiresAt: credentials.expiresAt,
          ...(credentials.refreshToken ? { refreshToken: credentials.refreshToken } : {}),
        };
        const session = new OAuthSession(oauthConfig(kind), tokens, callOptions, context.onTokens);
        const apiBaseUrl = oauthSettings(kind).apiBaseUrl;
        return kind === 'google'
          ? new GoogleCalendarProvider({
              apiBaseUrl,
              session,
              sendUpdates: 'none',
              userZone: context.userZone,
              // Google's revocation endpoint sits beside its token endpoint (oauth2.googleapis.com/revoke).
              revokeUrl: new URL('revoke', oauthSettings(kind).tokenUrl).href,
              ...callOptions,
            })
          : new MicrosoftCalendarProvider({ apiBaseUrl, session, ...callOptions });
      }
      throw new CalendarProviderError('provider-error', `Stored credentials do not fit a ${kind} connection`);
    }
  }
}
