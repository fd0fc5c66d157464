import { packIntervals, unpackIntervals } from '@overlap/engine';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  participantCalendarOAuthStates,
  participantCalendarReads,
  type ParticipantCalendarReadRow,
  type ParticipantOAuthStateRow,
  type ReadInterval,
} from './tables';

export type NewRead = Omit<typeof participantCalendarReads.$inferInsert, 'busy' | 'tentative'> & {
  busy: ReadInterval[];
  tentative: ReadInterval[];
};

/** Busy time is stored packed, widened to whole minutes (like answers); read back in milliseconds. */
function packRead(read: NewRead): typeof participantCalendarReads.$inferInsert {
  return {
    ...read,
    busy: packIntervals(read.busy, 'outward'),
    tentative: packIntervals(read.tentative, 'outward'),
  };
}

function unpackRead(row: typeof participantCalendarReads.$inferSelect): ParticipantCalendarReadRow {
  return { ...row, busy: unpackIntervals(row.busy), tentative: unpackIntervals(row.tentative) };
}
export type NewOAuthState = typeof participantCalendarOAuthStates.$inferInsert;

/** Every database access of the participant calendar read; each query is scoped to one participant. */
export const participantCalendarRepository = {
  /** One pending read per participant: a new read replaces the earlier one. */
  async saveRead(db: Db, read: NewRead): Promise<ParticipantCalendarReadRow> {
    const packed = packRead(read);
    const { participantId: _key, ...values } = packed;
    const [row] = await db
      .insert(participantCalendarReads)
      .values(packed)
      .onConflictDoUpdate({ target: participantCalendarReads.participantId, set: values })
      .returning();
    return unpackRead(row!);
  },

  async readOf(db: Db, participantId: string, now: Date): Promise<ParticipantCalendarReadRow | null> {
    const [row] = await db
      .select()
      .from(participantCalendarReads)
      .where(
        and(
          eq(participantCalendarReads.participantId, participantId),
          gt(participantCalendarReads.expiresAt, now),
        ),
      );
    return row ? unpackRead(row) : null;
  },

  async deleteRead(db: Db, participantId: string): Promise<void> {
    await db
      .delete(participantCalendarReads)
      .where(eq(participantCalendarReads.participantId, participantId));
  },

  async deleteExpired(db: Db, now: Date): Promise<void> {
    await db.delete(participantCalendarReads).where(lt(participantCalendarReads.expiresAt, now));
    await db.delete(participantCalendarOAuthStates).where(lt(participantCalendarOAuthStates.expiresAt, now));
  },

  async insertOAuthState(db: Db, state: NewOAuthState): Promise<void> {
    await db.insert(participantCalendarOAuthStates).values(state);
  },

  /** Single use: the row is deleted as it is read, and only the participant who started it can take it. */
  async takeOAuthState(
    db: Db,
    participantId: string,
    stateHash: string,
  ): Promise<ParticipantOAuthStateRow | null> {
    const [row] = await db
      .delete(participantCalendarOAuthStates)
      .where(
        and(
          eq(participantCalendarOAuthStates.stateHash, stateHash),
          eq(participantCalendarOAuthStates.participantId, participantId),
        ),
      )
      .returning();
    return row ?? null;
  },
};
