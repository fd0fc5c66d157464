import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { ownerAndStranger, testCredentialsKey } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, TEST_CLOCK_HEADER: 'true' });
});
afterAll(async () => {
  await t?.close();
});

it('limits connect-by-form attempts per person with 429 and Retry-After', async () => {
  const { owner, stranger } = await ownerAndStranger(t);
  // A private address is refused before any request leaves: each attempt still counts. All attempts
  // fall at the start of one fifteen-minute window, wherever the wall clock is.
  const attempt = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers: { ...headers, 'x-overlap-test-now': '2026-12-31T23:45:00Z' },
      payload: { provider: 'ics', feedUrl: 'http://10.0.0.1/calendar.ics' },
    });
  for (let i = 0; i < 10; i++) expect((await attempt(owner.headers)).statusCode).toBe(400);
  const limited = await attempt(owner.headers);
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBe('900');
  expect(limited.json()).toMatchObject({
    code: 'rate_limited',
    message: expect.stringMatching(/Too many calendar connection attempts/),
  });
  // Someone else from the same address still gets through (the per-address limit is wider).
  expect((await attempt(stranger.headers)).statusCode).toBe(400);
});
