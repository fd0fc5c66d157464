import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetingHoldIntents, meetingHolds, type MeetingHoldIntentRow, type MeetingHoldRow } from './tables';

type IntentValues = Omit<MeetingHoldIntentRow, 'id' | 'createdAt'>;

/** The queries of hold intents: holds recorded before their write, until the write is listed. */
export const intentRepository = {
  async record(db: Db, values: IntentValues, now: Date): Promise<string> {
    const [row] = await db
      .insert(meetingHoldIntents)
      .values({ ...values, createdAt: now })
      .returning({ id: meetingHoldIntents.id });
    return row!.id;
  },

  async ofMeeting(db: Db, meetingId: string): Promise<MeetingHoldIntentRow[]> {
    return db
      .select()
      .from(meetingHoldIntents)
      .where(eq(meetingHoldIntents.meetingId, meetingId))
      .orderBy(asc(meetingHoldIntents.createdAt));
  },

  /** Meetings with intents left behind, the oldest first: the sweep has their holds synced again. */
  async meetingsWithIntents(db: Db, limit: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ meetingId: meetingHoldIntents.meetingId, createdAt: meetingHoldIntents.createdAt })
      .from(meetingHoldIntents)
      .orderBy(asc(meetingHoldIntents.createdAt))
      .limit(limit);
    return [...new Set(rows.map((row) => row.meetingId))];
  },

  /** The written event is now a listed hold, and the intent is gone: one transaction, never both or neither. */
  async complete(
    db: Db,
    intentId: string,
    hold: Omit<MeetingHoldRow, 'id' | 'updatedAt'>,
    now: Date,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.insert(meetingHolds).values({ ...hold, updatedAt: now });
      await tx.delete(meetingHoldIntents).where(eq(meetingHoldIntents.id, intentId));
    });
  },

  async forget(db: Db, intentIds: string[]): Promise<void> {
    if (intentIds.length === 0) return;
    await db.delete(meetingHoldIntents).where(inArray(meetingHoldIntents.id, intentIds));
  },
};
