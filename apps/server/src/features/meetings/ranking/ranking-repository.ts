import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { users } from '../../users/table';
import { availability, participants, type AvailabilityRow } from '../records';

/**
 * What a computed ranking reads, each with one query parameter however many people the meeting has, so
 * building the query costs the same for 200 people as for 2.
 */
export const rankingRepository = {
  /** The answers of these participants, packed as stored, each with its row version (`xmin`). */
  async answersOf(db: Db, participantIds: string[]): Promise<{ version: string; answer: AvailabilityRow }[]> {
    return db
      .select({ version: sql<string>`${availability}.xmin::text`, answer: availability })
      .from(availability)
      .where(
        sql`${availability.participantId} = any(string_to_array(${participantIds.join(',')}, ',')::uuid[])`,
      );
  },

  /** The working hours of the account with this e-mail, if there is one and it has set them. */
  async accountWorkingHours(db: Db, email: string) {
    const [row] = await db
      .select({ workingHours: users.workingHours })
      .from(users)
      .where(eq(users.email, email));
    return row?.workingHours ?? null;
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
