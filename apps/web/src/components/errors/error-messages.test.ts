import { expect, it } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { isAbortError, isAuthenticationError } from './error-messages';

it('recognises authentication-looking errors', () => {
  expect(isAuthenticationError(new Error('Authentication expired. Please log in again.'))).toBe(true);
  expect(isAuthenticationError(new Error('HTTP 401: Unauthorized'))).toBe(true);
  expect(isAuthenticationError(new Error('Failed to obtain authentication token'))).toBe(true);
  expect(isAuthenticationError(new Error('HTTP 500: Internal Server Error'))).toBe(false);
  expect(isAuthenticationError(new HttpError(401, 'Ihre Anmeldung ist abgelaufen.'))).toBe(true);
});

it('recognises cancelled work', () => {
  expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
  expect(isAbortError(new Error('Request cancelled'))).toBe(true);
  expect(isAbortError(new Error('Not found'))).toBe(false);
});
