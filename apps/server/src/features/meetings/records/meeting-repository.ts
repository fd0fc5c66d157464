import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database';
import { afterPlace, placeAt } from '../../../lib/paging/keyset';
import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { users } from '../../users/table';
import { answerRepository } from './answer-repository';
import { participantRepository, type NewParticipant } from './participant-repository';
import { meetings, participants, type MeetingRow } from './tables';

export type NewMeeting = typeof meetings.$inferInsert;

/** The organizer's address and name, for e-mails about their meeting. */
export async function organizerOfMeeting(db: Db, meeting: MeetingRow) {
  const [row] = await db
    .select({ email: users.email, name: users.name, timeZone: users.timeZone, locale: users.locale })
    .from(users)
    .where(eq(users.id, meeting.organizerId));
  return row ?? null;
}

/** Changes a meeting's row only while its status is one of `from`, so a concurrent change meanwhile wins. */
async function updateWhileIn(
  db: Db,
  meetingId: string,
  from: MeetingRow['status'][],
  set: PgUpdateSetSource<typeof meetings>,
): Promise<MeetingRow | null> {
  const [row] = await db
    .update(meetings)
    .set(set)
    .where(and(eq(meetings.id, meetingId), inArray(meetings.status, from)))
    .returning();
  return row ?? null;
}

/** What a change of status may set besides the status. */
type TransitionPatch = Partial<
  Pick<
    MeetingRow,
    'status' | 'chosenStart' | 'chosenEnd' | 'previousStart' | 'previousEnd' | 'cancelReason' | 'rotation'
  >
>;

/** The settings an organizer may change on an open request. */
type SettingsPatch = Partial<
  Pick<
    MeetingRow,
    | 'durationMinutes'
    | 'windowEnd'
    | 'allowedWeekdays'
    | 'allowedHours'
    | 'allowOutsideWorkingHours'
    | 'recurrence'
    | 'quorumRule'
    | 'holdCount'
  >
>;

/** A meeting's own row: creating it, finding it, and its status, time, SEQUENCE and settings changes. */
const meetingRows = {
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
      .orderBy(desc(meetings.createdAt), desc(meetings.id));
  },

  /**
   * One page of the organizer's meetings, newest first (ties by id), after `after` when given; each with
   * its place in that order to the microsecond, so the next page starts exactly after it.
   */
  async pageForOrganizer(
    db: Db,
    organizerId: string,
    limit: number,
    after: { at: string; id: string } | null,
  ): Promise<{ meeting: MeetingRow; at: string }[]> {
    return db
      .select({ meeting: meetings, at: placeAt(meetings.createdAt) })
      .from(meetings)
      .where(
        and(
          eq(meetings.organizerId, organizerId),
          afterPlace(meetings.createdAt, meetings.id, after, 'desc'),
        ),
      )
      .orderBy(desc(meetings.createdAt), desc(meetings.id))
      .limit(limit);
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

  /**
   * Moves a meeting from one of `from` to `to` in a single conditional update, so that of many
   * concurrent requests exactly one wins; the others get null.
   */
  async transition(
    db: Db,
    meetingId: string,
    from: MeetingRow['status'][],
    patch: TransitionPatch,
    raiseSequence: boolean,
  ): Promise<MeetingRow | null> {
    return updateWhileIn(db, meetingId, from, {
      ...patch,
      updatedAt: new Date(),
      ...(raiseSequence ? { sequence: sql`${meetings.sequence} + 1` } : {}),
      ...(patch.status === 'scheduled' ? { bookedAt: sql`coalesce(${meetings.bookedAt}, now())` } : {}),
      ...(patch.status === 'cancelled' ? { cancelledAt: sql`now()` } : {}),
      // Retention counts from the last booking or cancelling; an open request keeps its answers.
      ...(patch.status === undefined
        ? {}
        : { closedAt: patch.status === 'scheduled' || patch.status === 'cancelled' ? sql`now()` : null }),
    });
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
    return updateWhileIn(db, meetingId, ['scheduled'], {
      status: 'collecting',
      closedAt: null,
      previousStart: sql`${meetings.chosenStart}`,
      previousEnd: sql`${meetings.chosenEnd}`,
      chosenStart: null,
      chosenEnd: null,
      updatedAt: new Date(),
    });
  },

  /** Raises the SEQUENCE of a booked meeting for a change sent out (people, video link). */
  async raiseSequenceIfBooked(
    db: Db,
    meetingId: string,
    patch: Partial<Pick<MeetingRow, 'videoLink' | 'conference' | 'recurrence'>> = {},
  ): Promise<MeetingRow | null> {
    return updateWhileIn(db, meetingId, ['scheduled'], {
      ...patch,
      sequence: sql`${meetings.sequence} + 1`,
      updatedAt: new Date(),
    });
  },

  /** Locks the meeting's row for the rest of the transaction, so changes to its people go one at a time. */
  async lockMeeting(db: Db, meetingId: string): Promise<MeetingRow | null> {
    const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).for('update');
    return row ?? null;
  },

  async updateVideo(
    db: Db,
    meetingId: string,
    from: MeetingRow['status'][],
    video: Pick<MeetingRow, 'conference' | 'videoLink'>,
  ): Promise<MeetingRow | null> {
    return updateWhileIn(db, meetingId, from, { ...video, updatedAt: new Date() });
  },

  /** Changes a meeting's settings only while it is in one of `from`, so a booking meanwhile wins. */
  async updateSettings(
    db: Db,
    meetingId: string,
    from: MeetingRow['status'][],
    patch: SettingsPatch,
  ): Promise<MeetingRow | null> {
    return updateWhileIn(db, meetingId, from, { ...patch, updatedAt: new Date() });
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
};

/** Every database access of the meetings feature. Functions take `db` so they can run in a transaction. */
export const meetingRepository = { ...meetingRows, ...participantRepository, ...answerRepository };
