import { packIntervals, unpackIntervals } from '@overlap/engine';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { users } from '../../users/table';
import {
  availability,
  meetings,
  participants,
  type AvailabilityRow,
  type MeetingRow,
  type ParticipantRow,
  type StoredInterval,
} from './tables';

export type NewMeeting = typeof meetings.$inferInsert;
export type NewParticipant = typeof participants.$inferInsert;
/** An answer as the API speaks it: intervals in epoch milliseconds. */
export interface AvailabilityValues {
  painted: boolean;
  available: StoredInterval[];
  ifNeedBe: StoredInterval[];
  busy: StoredInterval[];
  tentative: StoredInterval[];
}

function unpackAnswer(row: AvailabilityRow): AvailabilityValues {
  return {
    painted: row.painted,
    available: unpackIntervals(row.available),
    ifNeedBe: unpackIntervals(row.ifNeedBe),
    busy: unpackIntervals(row.busy),
    tentative: unpackIntervals(row.tentative),
  };
}

/** The organizer's address and name, for e-mails about their meeting. */
export async function organizerOfMeeting(db: Db, meeting: MeetingRow) {
  const [row] = await db
    .select({ email: users.email, name: users.name, timeZone: users.timeZone, locale: users.locale })
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

  /** Answers as stored, packed: what the ranking reads. */
  async availabilityOf(db: Db, participantIds: string[]): Promise<AvailabilityRow[]> {
    if (participantIds.length === 0) return [];
    return db.select().from(availability).where(inArray(availability.participantId, participantIds));
  },

  /** One participant's answer with its intervals in epoch milliseconds, or null before they answer. */
  async answerOf(db: Db, participantId: string): Promise<AvailabilityValues | null> {
    const [row] = await db.select().from(availability).where(eq(availability.participantId, participantId));
    return row ? unpackAnswer(row) : null;
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

  /** Stores an answer packed: painted time narrowed, busy and tentative time widened to whole minutes. */
  async saveAvailability(db: Db, participantId: string, answer: AvailabilityValues): Promise<void> {
    const values = {
      painted: answer.painted,
      available: packIntervals(answer.available, 'inward'),
      ifNeedBe: packIntervals(answer.ifNeedBe, 'inward'),
      busy: packIntervals(answer.busy, 'outward'),
      tentative: packIntervals(answer.tentative, 'outward'),
    };
    await db
      .insert(availability)
      .values({ participantId, ...values })
      .onConflictDoUpdate({ target: availability.participantId, set: { ...values, updatedAt: new Date() } });
  },

  async updateParticipant(
    db: Db,
    participantId: string,
    patch: Partial<
      Pick<
        ParticipantRow,
        'status' | 'timeZone' | 'declineNote' | 'answeredAt' | 'remindedAt' | 'workingHours'
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
    patch: Partial<
      Pick<
        MeetingRow,
        'status' | 'chosenStart' | 'chosenEnd' | 'previousStart' | 'previousEnd' | 'cancelReason' | 'rotation'
      >
    >,
    raiseSequence: boolean,
  ): Promise<MeetingRow | null> {
    const [row] = await db
      .update(meetings)
      .set({
        ...patch,
        updatedAt: new Date(),
        ...(raiseSequence ? { sequence: sql`${meetings.sequence} + 1` } : {}),
        ...(patch.status === 'scheduled' ? { bookedAt: sql`coalesce(${meetings.bookedAt}, now())` } : {}),
        ...(patch.status === 'cancelled' ? { cancelledAt: sql`now()` } : {}),
      })
      .where(and(eq(meetings.id, meetingId), inArray(meetings.status, from)))
      .returning();
    return row ?? null;
  },

  /**
   * Moves a booked meeting to a new time only if it is still booked at `fromSequence`: of concurrent
   * moves (two tabs, retries) exactly one wins, and the SEQUENCE rises once.
   */
  async moveBooked(
    db: Db,
    meetingId: string,
    fromSequence: number,
    time: { chosenStart: Date; chosenEnd: Date; recurrence?: RecurrenceDto },
  ): Promise<MeetingRow | null> {
    const [row] = await db
      .update(meetings)
      .set({
        ...time,
        previousStart: null,
        previousEnd: null,
        sequence: sql`${meetings.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(meetings.id, meetingId),
          eq(meetings.status, 'scheduled'),
          eq(meetings.sequence, fromSequence),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Reopens a booked meeting for new answers; the booked time is kept as the one being rescheduled. */
  async reopenBooked(db: Db, meetingId: string): Promise<MeetingRow | null> {
    const [row] = await db
      .update(meetings)
      .set({
        status: 'collecting',
        previousStart: sql`${meetings.chosenStart}`,
        previousEnd: sql`${meetings.chosenEnd}`,
        chosenStart: null,
        chosenEnd: null,
        updatedAt: new Date(),
      })
      .where(and(eq(meetings.id, meetingId), eq(meetings.status, 'scheduled')))
      .returning();
    return row ?? null;
  },

  /** Raises the SEQUENCE of a booked meeting for a change sent out (people, video link). */
  async raiseSequenceIfBooked(
    db: Db,
    meetingId: string,
    patch: Partial<Pick<MeetingRow, 'videoLink' | 'conference' | 'recurrence'>> = {},
  ): Promise<MeetingRow | null> {
    const [row] = await db
      .update(meetings)
      .set({ ...patch, sequence: sql`${meetings.sequence} + 1`, updatedAt: new Date() })
      .where(and(eq(meetings.id, meetingId), eq(meetings.status, 'scheduled')))
      .returning();
    return row ?? null;
  },

  /** Locks the meeting's row for the rest of the transaction, so changes to its people go one at a time. */
  async lockMeeting(db: Db, meetingId: string): Promise<MeetingRow | null> {
    const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).for('update');
    return row ?? null;
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

  async updateVideo(
    db: Db,
    meetingId: string,
    from: MeetingRow['status'][],
    video: Pick<MeetingRow, 'conference' | 'videoLink'>,
  ): Promise<MeetingRow | null> {
    const [row] = await db
      .update(meetings)
      .set({ ...video, updatedAt: new Date() })
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
        | 'durationMinutes'
        | 'windowEnd'
        | 'allowedWeekdays'
        | 'allowedHours'
        | 'allowOutsideWorkingHours'
        | 'recurrence'
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

  async setParticipantRequired(db: Db, participantId: string, required: boolean): Promise<void> {
    await db.update(participants).set({ required }).where(eq(participants.id, participantId));
  },

  async organizerOf(db: Db, meetingId: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        timeZone: users.timeZone,
        workingHours: users.workingHours,
        createdAt: users.createdAt,
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
