import { describe, expect, it } from 'vitest';
import { isRefusal, renewalFor } from './token-renewal';

describe('renewalFor', () => {
  it('uses a stored token with more than the margin left', () => {
    expect(renewalFor({ expired: false, expires_in: 61, refresh_token: 'r' }, 60)).toBe('use-stored');
    expect(renewalFor({ expired: false, expires_in: 61 }, 60)).toBe('use-stored');
  });

  it('refreshes a token inside the margin or expired when there is a refresh token', () => {
    expect(renewalFor({ expired: false, expires_in: 60, refresh_token: 'r' }, 60)).toBe('refresh');
    expect(renewalFor({ expired: true, expires_in: -5, refresh_token: 'r' }, 60)).toBe('refresh');
    expect(renewalFor({ refresh_token: 'r' }, 60)).toBe('refresh');
  });

  // A hidden-frame renewal (prompt=none) would be refused by the site's frame-ancestors 'none'.
  it('asks to sign in again without a refresh token, never trying a hidden frame', () => {
    expect(renewalFor({ expired: true, expires_in: -5 }, 60)).toBe('sign-in-again');
    expect(renewalFor({ expired: false, expires_in: 30, refresh_token: '' }, 60)).toBe('sign-in-again');
    expect(renewalFor(null, 60)).toBe('sign-in-again');
  });
});

describe('isRefusal', () => {
  // oidc-client-ts puts the provider's code in `error` and its description in the message.
  it('reads the error code, whatever the description says', () => {
    const refused = Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' });
    expect(isRefusal(refused)).toBe(true);
    expect(isRefusal(new Error('login_required'))).toBe(true);
  });

  it('leaves network trouble and server errors to be retried', () => {
    expect(isRefusal(new Error('Network Error'))).toBe(false);
    expect(isRefusal(Object.assign(new Error('boom'), { error: 'server_error' }))).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});
