import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { loginThrottle } from './login-throttle-table';

export interface ThrottleRow {
  attempts: number;
  lockedUntil: Date | null;
  lockouts: number;
}

export const loginThrottleRepository = {
  /**
   * Counts one attempt in one upsert and answers the row after it: a window older than `windowMs`
   * starts again at this attempt. Concurrent attempts each get their own number.
   */
  async countAttempt(db: Db, key: string, now: Date, windowMs: number): Promise<ThrottleRow> {
    const expired = sql`${loginThrottle.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, attempts: 1, windowStart: now, lockouts: 0 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          attempts: sql`case when ${expired} then 1 else ${loginThrottle.attempts} + 1 end`,
          windowStart: sql`case when ${expired} then ${now} else ${loginThrottle.windowStart} end`,
        },
      })
      .returning({
        attempts: loginThrottle.attempts,
        lockedUntil: loginThrottle.lockedUntil,
        lockouts: loginThrottle.lockouts,
      });
    return row!;
  },

  /** Locks unless another request locked first (then answers false). */
  async lock(db: Db, key: string, now: Date, until: Date, lockouts: number): Promise<boolean> {
    const rows = await db
      .update(loginThrottle)
      .set({ lockedUntil: until, lockouts, attempts: 0, windowStart: now })
      .where(
        and(
          eq(loginThrottle.key, key),
          or(isNull(loginThrottle.lockedUntil), lte(loginThrottle.lockedUntil, now)),
        ),
      )
      .returning({ key: loginThrottle.key });
    return rows.length > 0;
  },

  async lockedUntil(db: Db, key: string): Promise<Date | null> {
    const [row] = await db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key));
    return row?.lockedUntil ?? null;
  },

  /** A sign-in that worked: the pair starts afresh. */
  async clear(db: Db, key: string): Promise<void> {
    await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  },
};
