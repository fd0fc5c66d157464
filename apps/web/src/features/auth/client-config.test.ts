import { describe, expect, it } from 'vitest';
import { requestedScope, type ReadyAuthConfig } from './client-config';

const config = (scope?: string): ReadyAuthConfig => ({
  status: 'ready',
  provider: 'external',
  issuer: 'https://login.microsoftonline.com/tenant/v2.0',
  clientId: 'spa',
  audience: 'api-id',
  ...(scope === undefined ? {} : { scope }),
});

describe('requestedScope', () => {
  it('asks for the spec scopes and a refresh token when nothing else is configured', () => {
    expect(requestedScope(config())).toBe('openid profile email offline_access');
  });

  it('adds the API scope a provider like Entra needs, once', () => {
    expect(requestedScope(config('api://api-id/access_as_user offline_access'))).toBe(
      'openid profile email offline_access api://api-id/access_as_user',
    );
  });
});
