import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atInstant } from '../../src/lib/clock/server-clock';
import { createRateLimiter } from '../../src/lib/rate-limit/rate-limiter';
import { createTestDatabase } from '../support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const at = (iso: string) => new Date(iso);

describe('a fixed-window limit', () => {
  it('counts hits within one window and starts over at the next, across a year end', async () => {
    const limiter = createRateLimiter(database.db, { limit: 2, windowMs: 60_000 });
    expect(await limiter.hit('k', at('2026-12-31T23:59:00Z'))).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 60,
    });
    expect((await limiter.hit('k', at('2026-12-31T23:59:30Z'))).allowed).toBe(true);
    expect(await limiter.hit('k', at('2026-12-31T23:59:59.500Z'))).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 1,
    });
    expect(await limiter.hit('k', at('2027-01-01T00:00:00Z'))).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 60,
    });
  });

  it('peeks without counting, and a refund gives back one hit of the current window only', async () => {
    const limiter = createRateLimiter(database.db, { limit: 1, windowMs: 3_600_000 });
    const now = at('2027-03-28T00:59:59Z');
    expect((await limiter.peek('p', now)).allowed).toBe(true);
    expect((await limiter.hit('p', now)).allowed).toBe(true);
    expect(await limiter.peek('p', now)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    await limiter.refund('p', at('2027-03-28T01:00:00Z'));
    expect((await limiter.peek('p', now)).allowed).toBe(false);
    await limiter.refund('p', now);
    expect((await limiter.hit('p', now)).allowed).toBe(true);
  });

  it('reads the server clock when no instant is given, so a pinned request falls in its window', async () => {
    const limiter = createRateLimiter(database.db, { limit: 1, windowMs: 60_000 });
    const first = await atInstant(Date.parse('2026-11-29T23:58:59Z'), () => limiter.hit('c'));
    expect(first).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 1 });
    const second = await atInstant(Date.parse('2026-11-29T23:58:00Z'), () => limiter.hit('c'));
    expect(second).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    const next = await atInstant(Date.parse('2026-11-29T23:59:00Z'), () => limiter.hit('c'));
    expect(next.allowed).toBe(true);
  });
});
