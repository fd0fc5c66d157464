import { describe, expect, it } from 'vitest';
import { auth0LogoutUrl } from './logout-url';

describe('auth0LogoutUrl', () => {
  it('is /v2/logout on the tenant with returnTo and client_id, whatever the issuer spelling', () => {
    for (const issuer of ['https://overlap.eu.auth0.com/', 'https://overlap.eu.auth0.com']) {
      const url = new URL(auth0LogoutUrl(issuer, 'abc123', 'https://app.example.com'));
      expect(url.origin + url.pathname).toBe('https://overlap.eu.auth0.com/v2/logout');
      expect(url.searchParams.get('client_id')).toBe('abc123');
      expect(url.searchParams.get('returnTo')).toBe('https://app.example.com');
    }
  });

  it('encodes the return address as one parameter', () => {
    const url = auth0LogoutUrl('https://login.example.com/', 'c', 'http://127.0.0.1:3396');
    expect(url).toBe(
      'https://login.example.com/v2/logout?client_id=c&returnTo=http%3A%2F%2F127.0.0.1%3A3396',
    );
  });
});
