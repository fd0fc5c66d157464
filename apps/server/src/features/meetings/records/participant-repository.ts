import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { users } from '../../users/table';
import { meetings, participants, type MeetingRow, type ParticipantRow } from './tables';

export type NewParticipant = typeof participants.$inferInsert;

/** The people of a meeting: who they are, their link, their status and their answer to the booked time. */
export const participantRepository = {
  async participantsOf(db: Db, meetingIds: string[]): Promise<ParticipantRow[]> {
    if (meetingIds.length === 0) return [];
    return db
      .select()
      .from(participants)
      .where(inArray(participants.meetingId, meetingIds))
      .orderBy(asc(participants.createdAt), asc(participants.email));
  },

  async findParticipantByTokenHash(
    db: Db,
    tokenHash: string,
  ): Promise<{ participant: ParticipantRow; meeting: MeetingRow; organizerName: string } | null> {
    const [row] = await db
      .select({ participant: participants, meeting: meetings, organizerName: users.name })
      .from(participants)
      .innerJoin(meetings, eq(meetings.id, participants.meetingId))
      .innerJoin(users, eq(users.id, meetings.organizerId))
      .where(eq(participants.tokenHash, tokenHash));
    return row ?? null;
  },

  /**
   * Locks one participant's row for the rest of the transaction, so that changes to their answer made
   * through one link (answer, decline) happen one after the other. Answers the row as it is now.
   */
  async lockParticipant(db: Db, participantId: string): Promise<ParticipantRow | null> {
    const [row] = await db
      .select()
      .from(participants)
      .where(eq(participants.id, participantId))
      .for('update');
    return row ?? null;
  },

  async updateParticipant(
    db: Db,
    participantId: string,
    patch: Partial<
      Pick<
        ParticipantRow,
        | 'status'
        | 'timeZone'
        | 'declineNote'
        | 'answeredAt'
        | 'answerDeletedAt'
        | 'remindedAt'
        | 'workingHours'
      >
    >,
  ): Promise<void> {
    await db.update(participants).set(patch).where(eq(participants.id, participantId));
  },

  /**
   * Marks as reminded, in one conditional update, the people of a meeting still waiting who were not
   * reminded after `cutoff`; answers them. Concurrent calls therefore remind each person once.
   */
  async remindWaiting(db: Db, meetingId: string, cutoff: Date, at: Date): Promise<ParticipantRow[]> {
    return db
      .update(participants)
      .set({ remindedAt: at })
      .where(
        and(
          eq(participants.meetingId, meetingId),
          eq(participants.status, 'invited'),
          or(isNull(participants.remindedAt), lte(participants.remindedAt, cutoff)),
        ),
      )
      .returning();
  },

  async insertParticipants(db: Db, people: NewParticipant[]): Promise<void> {
    if (people.length > 0) await db.insert(participants).values(people);
  },

  async deleteParticipant(db: Db, meetingId: string, participantId: string): Promise<ParticipantRow | null> {
    const [row] = await db
      .delete(participants)
      .where(and(eq(participants.id, participantId), eq(participants.meetingId, meetingId)))
      .returning();
    return row ?? null;
  },

  /** A new time asks everyone again: earlier answers to the booked meeting no longer apply. */
  async resetResponses(db: Db, meetingId: string): Promise<void> {
    await db
      .update(participants)
      .set({ response: 'needs-action', responseSource: null, responseAt: null })
      .where(eq(participants.meetingId, meetingId));
  },

  /** Records a person's answer to the booked meeting; null when it was already that answer. */
  async setResponse(
    db: Db,
    participantId: string,
    change: Pick<ParticipantRow, 'response' | 'responseSource' | 'responseAt'> &
      Partial<Pick<ParticipantRow, 'declineNote'>>,
  ): Promise<ParticipantRow | null> {
    const [row] = await db
      .update(participants)
      .set(change)
      .where(
        and(
          eq(participants.id, participantId),
          change.declineNote === undefined
            ? sql`${participants.response} is distinct from ${change.response}`
            : sql`(${participants.response} is distinct from ${change.response} or ${participants.declineNote} is distinct from ${change.declineNote})`,
        ),
      )
      .returning();
    return row ?? null;
  },

  async setParticipantRequired(db: Db, participantId: string, required: boolean): Promise<void> {
    await db.update(participants).set({ required }).where(eq(participants.id, participantId));
  },

  async workingHoursByEmail(db: Db, emails: string[]) {
    if (emails.length === 0) return [];
    return db
      .select({ email: users.email, workingHours: users.workingHours, timeZone: users.timeZone })
      .from(users)
      .where(inArray(users.email, emails));
  },
};
