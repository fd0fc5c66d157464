import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WAITLIST_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

it('stores each of 500 addresses exactly once under 1,000 concurrent signups', async () => {
  // Each address is sent twice, once as typed and once with other case and spaces.
  const emails = Array.from({ length: 1000 }, (_, i) => {
    const n = i % 500;
    return i < 500 ? `person${n}@example.com` : `  PERSON${n}@Example.COM `;
  });
  // All in flight at once inside the app: over real sockets, a loaded machine resets some connections
  // before the server reads them, which says nothing about the database writes this test is about.
  const statuses = await Promise.all(
    emails.map(async (email) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/waitlist/signup', payload: { email } });
      return res.statusCode;
    }),
  );
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.every((s) => (s >= 200 && s < 300) || s === 429)).toBe(true);
  const result = await t.database.db.execute(
    'select count(*)::int as n, count(distinct email)::int as d from waitlist_signups',
  );
  const [row] = (result as unknown as { rows: { n: number; d: number }[] }).rows;
  expect(row).toEqual({ n: 500, d: 500 });
});
