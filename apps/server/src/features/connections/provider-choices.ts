import { providerNames } from './connection-presenter';
import type { ConnectionDeps } from './open-connection';
import type { OAuthProviderKind } from './provider-factory';

/** Every provider one can connect, and for OAuth ones whether this server is set up for it. */
export function providerChoices(providers: ConnectionDeps['providers']) {
  const oauth = (kind: OAuthProviderKind) => {
    const client = providers.oauthSettings(kind).client;
    return {
      provider: kind,
      name: providerNames[kind],
      method: 'oauth' as const,
      available: client.available,
      ...(client.available ? {} : { unavailableReason: client.reason }),
    };
  };
  const form = (kind: 'icloud' | 'caldav' | 'ics') => ({
    provider: kind,
    name: providerNames[kind],
    method: 'form' as const,
    available: true,
  });
  return [oauth('google'), oauth('microsoft'), form('icloud'), form('caldav'), form('ics')];
}
