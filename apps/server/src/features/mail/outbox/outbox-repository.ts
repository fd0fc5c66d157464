import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { outbox, type OutboxStatus } from './table';

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = Omit<
  typeof outbox.$inferInsert,
  'id' | 'status' | 'attempts' | 'createdAt' | 'sentAt'
>;

/** Stores a rendered e-mail once per dedupe key; null when that key is already there. */
export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<OutboxMessage | null> {
  const [row] = await db
    .insert(outbox)
    .values(message)
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning();
  return row ?? null;
}

export async function findOutboxByDedupeKey(db: Db, dedupeKey: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
  return row ?? null;
}

/** What the send-email job records about each attempt; only a message not yet delivered changes. */
export function createOutboxDelivery(db: Db) {
  const undelivered = (id: string) => and(eq(outbox.id, id), inArray(outbox.status, ['queued', 'failed']));
  return {
    async find(id: string): Promise<OutboxMessage | null> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row ?? null;
    },
    async markSent(id: string): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
        .where(undelivered(id));
    },
    async markKept(id: string): Promise<void> {
      await db.update(outbox).set({ status: 'kept' }).where(undelivered(id));
    },
    /** A failed attempt: `final` when no retry follows, so the message shows as failed. */
    async recordFailure(id: string, error: string, final: boolean): Promise<void> {
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: error,
          ...(final ? { status: 'failed' as const } : {}),
        })
        .where(undelivered(id));
    },
  };
}

/** The admin area's view of the outbox: newest first, optionally one status. */
export function createOutboxRepository(db: Db) {
  return {
    async list(
      options: { status?: OutboxStatus; limit?: number; offset?: number } = {},
    ): Promise<OutboxMessage[]> {
      return db
        .select()
        .from(outbox)
        .where(options.status ? eq(outbox.status, options.status) : undefined)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(Math.min(options.limit ?? 50, 200))
        .offset(options.offset ?? 0);
    },
    async get(id: string): Promise<OutboxMessage | null> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row ?? null;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
