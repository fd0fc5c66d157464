import type { HoldState } from '@overlap/contracts/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { guestHoldOptIns, type GuestHoldOptInRow } from './tables';

/** The guests who asked for a meeting's holds in their own calendar, and where each guest's holds stand. */
export const optInRepository = {
  async ofMeeting(db: Db, meetingId: string): Promise<GuestHoldOptInRow[]> {
    return db
      .select()
      .from(guestHoldOptIns)
      .where(eq(guestHoldOptIns.meetingId, meetingId))
      .orderBy(asc(guestHoldOptIns.createdAt));
  },

  async ofParticipant(db: Db, participantId: string): Promise<GuestHoldOptInRow | null> {
    const [row] = await db
      .select()
      .from(guestHoldOptIns)
      .where(eq(guestHoldOptIns.participantId, participantId));
    return row ?? null;
  },

  /** Adds the opt-in, or leaves the one already there as it is: asking twice is asking once. */
  async add(
    db: Db,
    values: { participantId: string; meetingId: string; userId: string },
    now: Date,
  ): Promise<void> {
    await db
      .insert(guestHoldOptIns)
      .values({ ...values, state: 'pending', createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  },

  async remove(db: Db, participantId: string): Promise<void> {
    await db.delete(guestHoldOptIns).where(eq(guestHoldOptIns.participantId, participantId));
  },

  async setState(
    db: Db,
    participantId: string,
    values: {
      state: HoldState;
      calendarName?: string | null;
      provider?: string | null;
      message?: string | null;
    },
    now: Date,
  ): Promise<void> {
    await db
      .update(guestHoldOptIns)
      .set({ ...values, updatedAt: now })
      .where(eq(guestHoldOptIns.participantId, participantId));
  },
};
