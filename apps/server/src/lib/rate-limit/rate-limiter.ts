import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serverNow } from '../clock/server-clock';
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
  /** Takes back one hit of the current window (a counted attempt that turned out fine). */
  refund(key: string, now?: Date): Promise<void>;
}

/**
 * Adds `amount` to a fixed-window counter in one upsert and answers the new total. Runs on the caller's
 * executor, so a counter charged inside a transaction is undone with it.
 */
export async function addToCounter(db: Db, key: string, windowStart: Date, amount: number): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: amount })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + ${amount}` },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? amount;
}

/**
 * A fixed-window limiter whose counters live in the database, so every server instance enforces one
 * shared limit. One upsert per hit; old windows are swept now and then. Without an explicit `now` it
 * reads the server clock, so a test can pin which window its hits fall in.
 */
export function createRateLimiter(db: Db, options: { limit: number; windowMs: number }): RateLimiter {
  let hitsSinceSweep = 0;
  const windowOf = (now: Date) => new Date(Math.floor(now.getTime() / options.windowMs) * options.windowMs);
  const retryAfter = (windowStart: Date, now: Date) =>
    Math.max(1, Math.ceil((windowStart.getTime() + options.windowMs - now.getTime()) / 1000));
  return {
    async peek(key, now = new Date(serverNow())) {
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

    async refund(key, now = new Date(serverNow())) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowOf(now))));
    },

    async hit(key, now = new Date(serverNow())) {
      const windowStart = windowOf(now);
      const count = await addToCounter(db, key, windowStart, 1);
      if (++hitsSinceSweep >= 500) {
        hitsSinceSweep = 0;
        const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, cutoff));
      }
      const retryAfterMs = windowStart.getTime() + options.windowMs - now.getTime();
      return {
        allowed: count <= options.limit,
        remaining: Math.max(0, options.limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
      };
    },
  };
}
