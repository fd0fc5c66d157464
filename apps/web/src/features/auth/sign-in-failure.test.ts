import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { signInFailureOf } from './sign-in-failure';

describe('what kind of sign-in failure', () => {
  it('reads the OIDC error code of an error answer', () => {
    const answer = (error: string) => new ErrorResponse({ error, error_description: 'In English.' });
    expect(signInFailureOf(answer('access_denied'))).toBe('cancelled');
    expect(signInFailureOf(answer('login_required'))).toBe('expired');
    expect(signInFailureOf(answer('server_error'))).toBe('failed');
  });

  it('tells a callback opened twice, a timeout and a failed fetch apart', () => {
    expect(signInFailureOf(new Error('No matching state found in storage'))).toBe('expired');
    expect(signInFailureOf(new ErrorTimeout('IFrame timed out without a response'))).toBe('network');
    expect(signInFailureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(signInFailureOf(new Error('Login failed'))).toBe('failed');
  });
});
