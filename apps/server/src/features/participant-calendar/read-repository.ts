import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  participantCalendarOAuthStates,
  participantCalendarReads,
  type ParticipantCalendarReadRow,
  type ParticipantOAuthStateRow,
} from './tables';

export type NewRead = typeof participantCalendarReads.$inferInsert;
export type NewOAuthState = typeof participantCalendarOAuthStates.$inferInsert;

/** Every database access of the participant calendar read; each query is scoped to one participant. */
export const participantCalendarRepository = {
  /** One pending read per participant: a new read replaces the earlier one. */
  async saveRead(db: Db, read: NewRead): Promise<ParticipantCalendarReadRow> {
    const { participantId: _key, ...values } = read;
    const [row] = await db
      .insert(participantCalendarReads)
      .values(read)
      .onConflictDoUpdate({ target: participantCalendarReads.participantId, set: values })
      .returning();
    return row!;
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
    return row ?? null;
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
