import { count } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { waitlistSignups } from './table';

export function createWaitlistRepository(db: Db) {
  return {
    /** Stores the address unless it is already there; tells whether a row was added. */
    async addIfAbsent(email: string): Promise<boolean> {
      const inserted = await db
        .insert(waitlistSignups)
        .values({ email })
        .onConflictDoNothing({ target: waitlistSignups.email })
        .returning({ id: waitlistSignups.id });
      return inserted.length > 0;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(waitlistSignups);
      return row?.value ?? 0;
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
