import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../users/table';
import {
  availability,
  meetings,
  participants,
  type AvailabilityRow,
  type MeetingRow,
  type ParticipantRow,
} from './tables';

export type NewMeeting = typeof meetings.$inferInsert;
export type NewParticipant = typeof participants.$inferInsert;
export type AvailabilityValues = Omit<typeof availability.$inferInsert, 'participantId' | 'updatedAt'>;

/** The organizer's address and name, for e-mails about their meeting. */
export async function organizerOfMeeting(db: Db, meeting: MeetingRow) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, meeting.organizerId));
  return row ?? null;
}

/** Every database access of the meetings feature. Functions take `db` so they can run in a transaction. */
export const meetingRepository = {
  async insertMeeting(db: Db, meeting: NewMeeting, people: NewParticipant[]): Promise<MeetingRow> {
    const [row] = await db.insert(meetings).values(meeting).returning();
    if (people.length > 0) await db.insert(participants).values(people);
    return row!;
  },

  async listForOrganizer(db: Db, organizerId: string): Promise<MeetingRow[]> {
    return db
      .select()
      .from(meetings)
      .where(eq(meetings.organizerId, organizerId))
      .orderBy(desc(meetings.createdAt));
  },

  async findForOrganizer(db: Db, organizerId: string, meetingId: string): Promise<MeetingRow | null> {
    const [row] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.id, meetingId), eq(meetings.organizerId, organizerId)));
    return row ?? null;
  },

  async findById(db: Db, meetingId: string): Promise<MeetingRow | null> {
    const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
    return row ?? null;
  },

  async participantsOf(db: Db, meetingIds: string[]): Promise<ParticipantRow[]> {
    if (meetingIds.length === 0) return [];
    return db
      .select()
      .from(participants)
      .where(inArray(participants.meetingId, meetingIds))
      .orderBy(asc(participants.createdAt), asc(participants.email));
  },

  async availabilityOf(db: Db, participantIds: string[]): Promise<AvailabilityRow[]> {
    if (participantIds.length === 0) return [];
    return db.select().from(availability).where(inArray(availability.participantId, participantIds));
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

  async saveAvailability(db: Db, participantId: string, values: AvailabilityValues): Promise<void> {
    await db
      .insert(availability)
      .values({ participantId, ...values })
      .onConflictDoUpdate({ target: availability.participantId, set: { ...values, updatedAt: new Date() } });
  },

  async updateParticipant(
    db: Db,
    participantId: string,
    patch: Partial<Pick<ParticipantRow, 'status' | 'timeZone' | 'declineNote' | 'answeredAt' | 'remindedAt'>>,
  ): Promise<void> {
    await db.update(participants).set(patch).where(eq(participants.id, participantId));
  },

  async deleteAvailability(db: Db, participantId: string): Promise<void> {
    await db.delete(availability).where(eq(availability.participantId, participantId));
  },

  /**
   * Moves a meeting from one of `from` to `to` in a single conditional update, so that of many
   * concurrent requests exactly one wins; the others get null.
   */
  async transition(
    db: Db,
    meetingId: string,
    from: MeetingRow['status'][],
    patch: Partial<Pick<MeetingRow, 'status' | 'chosenStart' | 'chosenEnd'>>,
    raiseSequence: boolean,
  ): Promise<MeetingRow | null> {
    const [row] = await db
      .update(meetings)
      .set({
        ...patch,
        updatedAt: new Date(),
        ...(raiseSequence ? { sequence: sql`${meetings.sequence} + 1` } : {}),
      })
      .where(and(eq(meetings.id, meetingId), inArray(meetings.status, from)))
      .returning();
    return row ?? null;
  },

  /** Changes a meeting's settings only while it is in one of `from`, so a booking meanwhile wins. */
  async updateSettings(
    db: Db,
    meetingId: string,
    from: MeetingRow['status'][],
    patch: Partial<
      Pick<
        MeetingRow,
        'durationMinutes' | 'windowEnd' | 'allowedWeekdays' | 'allowedHours' | 'allowOutsideWorkingHours'
      >
    >,
  ): Promise<MeetingRow | null> {
    const [row] = await db
      .update(meetings)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(meetings.id, meetingId), inArray(meetings.status, from)))
      .returning();
    return row ?? null;
  },

  /** Changes whether a participant is required, only while their meeting is in one of `from`. */
  async setParticipantRequiredIfOpen(
    db: Db,
    meetingId: string,
    participantId: string,
    required: boolean,
    from: MeetingRow['status'][],
  ): Promise<ParticipantRow | null> {
    const openMeeting = db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.id, meetingId), inArray(meetings.status, from)));
    const [row] = await db
      .update(participants)
      .set({ required })
      .where(and(eq(participants.id, participantId), inArray(participants.meetingId, openMeeting)))
      .returning();
    return row ?? null;
  },

  async organizerOf(db: Db, meetingId: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        timeZone: users.timeZone,
        workingHours: users.workingHours,
      })
      .from(meetings)
      .innerJoin(users, eq(users.id, meetings.organizerId))
      .where(eq(meetings.id, meetingId));
    return row ?? null;
  },

  async workingHoursByEmail(db: Db, emails: string[]) {
    if (emails.length === 0) return [];
    return db
      .select({ email: users.email, workingHours: users.workingHours, timeZone: users.timeZone })
      .from(users)
      .where(inArray(users.email, emails));
  },
};
