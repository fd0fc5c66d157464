import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { users } from '../../users/table';
import { meetings, participants, type MeetingRow, type ParticipantRow } from './tables';

/** What answer notices read and write: the organizer's choice, and when a digest became due. */
export const answerNoticeRepository = {
  async organizerChoice(db: Db, meetingId: string) {
    const [row] = await db
      .select({ id: users.id, createdAt: users.createdAt, answerNotices: users.answerNotices })
      .from(meetings)
      .innerJoin(users, eq(users.id, meetings.organizerId))
      .where(eq(meetings.id, meetingId));
    return row ?? null;
  },

  /** Marks a digest due from `since`, unless one already is: true when this call marked it. */
  async markDigestDue(db: Db, organizerId: string, since: Date): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ answerDigestSince: since })
      .where(and(eq(users.id, organizerId), isNull(users.answerDigestSince)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** Takes the due digest's start and clears it, in the caller's transaction; null when none is due. */
  async takeDigestSince(db: Db, organizerId: string): Promise<{ since: Date; createdAt: Date } | null> {
    const [row] = await db
      .select({ since: users.answerDigestSince, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, organizerId))
      .for('update');
    if (!row?.since) return null;
    await db.update(users).set({ answerDigestSince: null }).where(eq(users.id, organizerId));
    return { since: row.since, createdAt: row.createdAt };
  },

  /** The organizer's meetings with answers (or declines) since `since`, and everyone invited to them. */
  async answeredSince(
    db: Db,
    organizerId: string,
    since: Date,
  ): Promise<{ meeting: MeetingRow; people: ParticipantRow[] }[]> {
    const answered = await db
      .select({ meetingId: participants.meetingId })
      .from(participants)
      .innerJoin(meetings, eq(meetings.id, participants.meetingId))
      .where(and(eq(meetings.organizerId, organizerId), gte(participants.answeredAt, since)));
    const ids = [...new Set(answered.map((r) => r.meetingId))];
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(meetings)
      .where(inArray(meetings.id, ids))
      .orderBy(meetings.createdAt);
    const people = await db.select().from(participants).where(inArray(participants.meetingId, ids));
    return rows.map((meeting) => ({ meeting, people: people.filter((p) => p.meetingId === meeting.id) }));
  },
};
