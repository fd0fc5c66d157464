import { connectCalDav, type CalDavProvider } from '../../src/features/calendars/caldav/caldav-adapter';
import {
  GoogleCalendarProvider,
  type GoogleAdapterOptions,
} from '../../src/features/calendars/google/google-adapter';
import { googleOAuthConfig } from '../../src/features/calendars/google/google-config';
import { MicrosoftCalendarProvider } from '../../src/features/calendars/microsoft/microsoft-adapter';
import { microsoftOAuthConfig } from '../../src/features/calendars/microsoft/microsoft-config';
import { exchangeAuthorizationCode, type TokenSet } from '../../src/features/calendars/oauth/oauth-client';
import type { ProviderHttpOptions } from '../../src/features/calendars/http/provider-http';
import { OAuthSession } from '../../src/features/calendars/oauth/oauth-session';
import { createPkcePair } from '../../src/features/calendars/oauth/pkce';
import { createGuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import type { FakeGoogle } from './fake-google';
import type { FakeMicrosoft } from './fake-microsoft';
import { startRadicale } from './radicale';

/** Provider HTTP settings for tests: retries do not wait. */
const http = () => ({ sleep: async () => {}, timeoutMs: 5_000, maxRetryWaitMs: 30_000 });
const redirectUri = 'https://overlap.test/calendar/callback';

/** The OAuth client the tests use against the fake Google (its client id and secret). */
export const testGoogleConfig = (google: FakeGoogle) =>
  googleOAuthConfig({
    clientId: 'google-client',
    clientSecret: 'google-secret',
    redirectUri,
    authorizeUrl: `${google.url}/authorize`,
    tokenUrl: google.tokenUrl,
  });

/**
 * A Google Calendar provider signed in to the fake Google through the real code exchange. A test may pass
 * its own HTTP settings (to record retry waits), see renewed tokens, and choose who Google e-mails.
 */
export async function connectedGoogle(
  google: FakeGoogle,
  options: {
    http?: ProviderHttpOptions;
    onTokens?: (tokens: TokenSet) => void;
    sendUpdates?: GoogleAdapterOptions['sendUpdates'];
  } = {},
): Promise<GoogleCalendarProvider> {
  const settings = options.http ?? http();
  const config = testGoogleConfig(google);
  const tokens = await exchangeAuthorizationCode(config, 'good-code', createPkcePair().verifier, settings);
  return new GoogleCalendarProvider({
    apiBaseUrl: google.apiBaseUrl,
    session: new OAuthSession(config, tokens, settings, options.onTokens ?? (() => {})),
    ...(options.sendUpdates ? { sendUpdates: options.sendUpdates } : {}),
    ...settings,
  });
}

/** A Microsoft Graph provider signed in to the fake Graph through the real code exchange. */
export async function connectedMicrosoft(graph: FakeMicrosoft): Promise<MicrosoftCalendarProvider> {
  const config = microsoftOAuthConfig({
    clientId: 'ms-client',
    redirectUri,
    authorizeUrl: `${graph.url}/common/oauth2/v2.0/authorize`,
    tokenUrl: graph.tokenUrl,
  });
  const tokens = await exchangeAuthorizationCode(config, 'ms-code', createPkcePair().verifier, http());
  return new MicrosoftCalendarProvider({
    apiBaseUrl: graph.apiBaseUrl,
    session: new OAuthSession(config, tokens, http(), () => {}),
    ...http(),
  });
}

export interface RadicaleCalendar {
  provider: CalDavProvider;
  calendarUrl: string;
  /** Basic authorization for requests made to the server directly. */
  authorization: string;
  stop(): Promise<void>;
}

/** A fresh Radicale with one calendar, connected as `ana@example.com` reading in `userZone`. */
export async function radicaleCalendar(
  slug: string,
  name: string,
  userZone: string,
): Promise<RadicaleCalendar> {
  const fetcher = createGuardedFetch({ allowList: { hosts: ['127.0.0.1'] }, timeoutMs: 10_000 });
  const server = await startRadicale();
  try {
    const calendarUrl = await server.createCalendar(slug, name);
    const provider = await connectCalDav({
      serverUrl: server.url,
      username: server.username,
      password: server.password,
      fetch: fetcher,
      userZone,
      userAddresses: ['ana@example.com'],
    });
    return {
      provider,
      calendarUrl,
      authorization: server.authorization,
      async stop() {
        await server.stop();
        await fetcher.close();
      },
    };
  } catch (error) {
    await server.stop();
    await fetcher.close();
    throw error;
  }
}
