import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { outbox } from '../../mail/outbox/table';

/** The outbox as the meetings feature sees it: the delivery of the e-mails a meeting caused. */
export const deliveryRepository = {
  async emailsByDedupeKey(db: Db, keys: string[]) {
    if (keys.length === 0) return [];
    return db
      .select({
        id: outbox.id,
        dedupeKey: outbox.dedupeKey,
        status: outbox.status,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(inArray(outbox.dedupeKey, keys));
  },

  /** Puts a failed e-mail back in the queue; null when it was not failed (already retried, or sent). */
  async requeueFailed(db: Db, dedupeKey: string): Promise<string | null> {
    const [row] = await db
      .update(outbox)
      .set({ status: 'queued', lastError: null })
      .where(and(eq(outbox.dedupeKey, dedupeKey), eq(outbox.status, 'failed')))
      .returning({ id: outbox.id });
    return row?.id ?? null;
  },
};
