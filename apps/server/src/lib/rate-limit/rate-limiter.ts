import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimitCounters } from './table';

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, now?: Date): Promise<RateLimitDecision>;
  /** Tells whether one more hit would be allowed, without counting one. */
  peek(key: string, now?: Date): Promise<RateLimitDecision>;
}

/**
 * A fixed-window limiter whose counters live in the database, so every server instance enforces one
 * shared limit. One upsert per hit; old windows are swept now and then.
 */
export function createRateLimiter(db: Db, options: { limit: number; windowMs: number }): RateLimiter {
  let hitsSinceSweep = 0;
  const windowOf = (now: Date) => new Date(Math.floor(now.getTime() / options.windowMs) * options.windowMs);
  const retryAfter = (windowStart: Date, now: Date) =>
    Math.max(1, Math.ceil((windowStart.getTime() + options.windowMs - now.getTime()) / 1000));
  return {
    async peek(key, now = new Date()) {
      const windowStart = windowOf(now);
      const [row] = await db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
      const count = row?.count ?? 0;
      return {
        allowed: count < options.limit,
        remaining: Math.max(0, options.limit - count),
        retryAfterSeconds: retryAfter(windowStart, now),
      };
    },

    async hit(key, now = new Date()) {
      const windowStart = new Date(Math.floor(now.getTime() / options.windowMs) * options.windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        })
        .returning({ count: rateLimitCounters.count });
      if (++hitsSinceSweep >= 500) {
        hitsSinceSweep = 0;
        const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, cutoff));
      }
      const count = row?.count ?? 1;
      const retryAfterMs = windowStart.getTime() + options.windowMs - now.getTime();
      return {
        allowed: count <= options.limit,
        remaining: Math.max(0, options.limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
      };
    },
  };
}
