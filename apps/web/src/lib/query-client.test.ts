import { describe, expect, it } from 'vitest';
import { HttpError, shouldRetry } from './query-client';

describe('retry policy', () => {
  const queries = shouldRetry(3);
  it('retries server and network failures up to the limit', () => {
    expect(queries(0, new HttpError(503, 'Unavailable'))).toBe(true);
    expect(queries(2, new TypeError('Failed to fetch'))).toBe(true);
    expect(queries(3, new TypeError('Failed to fetch'))).toBe(false);
  });
  it('never retries client errors or authentication errors', () => {
    expect(queries(0, new HttpError(401, 'Authentication expired. Please log in again.'))).toBe(false);
    expect(queries(0, new HttpError(404, 'Not found'))).toBe(false);
    expect(queries(0, new HttpError(422, 'Invalid'))).toBe(false);
    expect(queries(0, new Error('Failed to obtain authentication token'))).toBe(false);
  });
  it('allows two retries for mutations', () => {
    const mutations = shouldRetry(2);
    expect(mutations(1, new HttpError(500, 'x'))).toBe(true);
    expect(mutations(2, new HttpError(500, 'x'))).toBe(false);
  });
});
