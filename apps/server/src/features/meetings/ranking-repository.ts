import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../users/table';
import { availability, participants, type AvailabilityRow } from './tables';

/**
 * What a computed ranking reads, found by the meeting's id: one parameter however many people the meeting
 * has, so building the query costs the same for 200 people as for 2.
 */
export const rankingRepository = {
  /** Every answer of the meeting's participants, packed as stored. */
  async answersOfMeeting(db: Db, meetingId: string): Promise<AvailabilityRow[]> {
    const rows = await db
      .select({ answer: availability })
      .from(availability)
      .innerJoin(participants, eq(participants.id, availability.participantId))
      .where(eq(participants.meetingId, meetingId));
    return rows.map((row) => row.answer);
  },

  /** Time zones and working hours of the participants who are Overlap users. */
  async knownPeopleOfMeeting(db: Db, meetingId: string) {
    return db
      .select({ email: users.email, workingHours: users.workingHours, timeZone: users.timeZone })
      .from(users)
      .where(
        inArray(
          users.email,
          db
            .select({ email: participants.email })
            .from(participants)
            .where(eq(participants.meetingId, meetingId)),
        ),
      );
  },
};
