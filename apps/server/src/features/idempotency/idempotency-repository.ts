import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { idempotentRequests, type IdempotentRequestRow } from './table';

/** Every database access of the idempotency feature. */
export const idempotencyRepository = {
  /** Claims the key for a first request; false when the person already used it (and it has not expired). */
  async claim(db: Db, row: { userId: string; key: string; fingerprint: string }, expiredBefore: Date) {
    // Expired answers go first, everyone's: the table holds a day of writes at most.
    await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, expiredBefore));
    const inserted = await db
      .insert(idempotentRequests)
      .values(row)
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    return inserted.length > 0;
  },

  async find(db: Db, userId: string, key: string): Promise<IdempotentRequestRow | null> {
    const [row] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    return row ?? null;
  },

  async complete(
    db: Db,
    userId: string,
    key: string,
    answer: { statusCode: number; contentType: string | null; bodySealed: string; meetingId: string | null },
  ): Promise<void> {
    await db
      .update(idempotentRequests)
      .set(answer)
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  },

  /** A first request that failed frees its key, so the client can send it again once fixed. */
  async release(db: Db, userId: string, key: string): Promise<void> {
    await db
      .delete(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  },
};
