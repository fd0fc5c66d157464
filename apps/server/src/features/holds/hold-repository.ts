import type { HoldState } from '@overlap/contracts/schemas';
import { and, asc, eq, gt, inArray, isNull, lt, ne, notInArray, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetings, type MeetingRow } from '../meetings/records';
import {
  guestHoldOptIns,
  meetingHolds,
  meetingHoldStates,
  type MeetingHoldRow,
  type MeetingHoldStateRow,
} from './tables';

const OPEN = ['collecting', 'ready'] as const;

/** Every query of the holds feature: its two tables, and the meetings they belong to. */
export const holdRepository = {
  async meeting(db: Db, meetingId: string): Promise<MeetingRow | null> {
    const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
    return row ?? null;
  },

  async state(db: Db, meetingId: string): Promise<MeetingHoldStateRow | null> {
    const [row] = await db.select().from(meetingHoldStates).where(eq(meetingHoldStates.meetingId, meetingId));
    return row ?? null;
  },

  async setState(
    db: Db,
    meetingId: string,
    values: {
      state: HoldState;
      calendarName?: string | null;
      provider?: string | null;
      message?: string | null;
      movedAt?: Date;
    },
    now: Date,
  ): Promise<void> {
    const set = { ...values, updatedAt: now };
    await db
      .insert(meetingHoldStates)
      .values({ meetingId, ...set })
      .onConflictDoUpdate({ target: meetingHoldStates.meetingId, set });
  },

  /**
   * Takes the meeting's lease for `ms` when nobody holds it: true when this caller may write its holds.
   * One conditional statement, so two instances running the job at once never both write.
   */
  async claim(db: Db, meetingId: string, now: Date, ms: number): Promise<boolean> {
    const until = new Date(now.getTime() + ms);
    const rows = await db
      .insert(meetingHoldStates)
      .values({ meetingId, state: 'pending', leaseUntil: until, updatedAt: now })
      .onConflictDoUpdate({
        target: meetingHoldStates.meetingId,
        set: { leaseUntil: until },
        setWhere: or(isNull(meetingHoldStates.leaseUntil), lt(meetingHoldStates.leaseUntil, now)),
      })
      .returning({ meetingId: meetingHoldStates.meetingId });
    return rows.length > 0;
  },

  async release(db: Db, meetingId: string): Promise<void> {
    await db
      .update(meetingHoldStates)
      .set({ leaseUntil: null })
      .where(eq(meetingHoldStates.meetingId, meetingId));
  },

  async holdsOf(db: Db, meetingId: string): Promise<MeetingHoldRow[]> {
    return db
      .select()
      .from(meetingHolds)
      .where(eq(meetingHolds.meetingId, meetingId))
      .orderBy(asc(meetingHolds.rank));
  },

  async moveHold(
    db: Db,
    id: string,
    values: Pick<MeetingHoldRow, 'rank' | 'start' | 'end' | 'etag'>,
    now: Date,
  ): Promise<void> {
    await db
      .update(meetingHolds)
      .set({ ...values, updatedAt: now })
      .where(eq(meetingHolds.id, id));
  },

  async deleteHold(db: Db, id: string): Promise<void> {
    await db.delete(meetingHolds).where(eq(meetingHolds.id, id));
  },

  /** A person's holds for meetings other than `exceptMeetingId` that overlap `range`: busy for those. */
  async heldElsewhere(
    db: Db,
    userId: string,
    range: { start: number; end: number },
    exceptMeetingId: string | undefined,
  ): Promise<{ start: Date; end: Date }[]> {
    return db
      .select({ start: meetingHolds.start, end: meetingHolds.end })
      .from(meetingHolds)
      .where(
        and(
          eq(meetingHolds.userId, userId),
          lt(meetingHolds.start, new Date(range.end)),
          gt(meetingHolds.end, new Date(range.start)),
          ...(exceptMeetingId ? [ne(meetingHolds.meetingId, exceptMeetingId)] : []),
        ),
      );
  },

  /** Until the transaction ends, no other one counts or changes this account's holds. */
  async lockAccountHolds(db: Db, userId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`holds:${userId}`}))`);
  },

  /**
   * The times an account's holds take, besides `exceptMeetingId`: what the account limit counts. Its own
   * open meetings' holds, and those of open meetings it opted in to as a guest.
   */
  async askedHoldsOf(db: Db, userId: string, exceptMeetingId?: string): Promise<number> {
    const holdingMeeting = and(
      inArray(meetings.status, [...OPEN]),
      gt(meetings.holdCount, 0),
      ...(exceptMeetingId ? [ne(meetings.id, exceptMeetingId)] : []),
    );
    const [own] = await db
      .select({ total: sum(meetings.holdCount) })
      .from(meetings)
      .where(and(eq(meetings.organizerId, userId), holdingMeeting));
    const [guest] = await db
      .select({ total: sum(meetings.holdCount) })
      .from(guestHoldOptIns)
      .innerJoin(meetings, eq(meetings.id, guestHoldOptIns.meetingId))
      .where(and(eq(guestHoldOptIns.userId, userId), holdingMeeting));
    return Number(own?.total ?? 0) + Number(guest?.total ?? 0);
  },

  /** Open single meetings that hold times, the longest unchanged first: the sweep checks their top. */
  async heldOpenMeetings(db: Db, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: meetings.id })
      .from(meetings)
      .leftJoin(meetingHoldStates, eq(meetingHoldStates.meetingId, meetings.id))
      .where(
        and(
          inArray(meetings.status, [...OPEN]),
          gt(meetings.holdCount, 0),
          sql`${meetings.recurrence} is null`,
          gt(meetings.windowEnd, sql`now()`),
        ),
      )
      .orderBy(asc(meetingHoldStates.updatedAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /**
   * Holds still listed for a meeting that no longer wants them: booked, cancelled, deleted, or holding fewer
   * times now. What the orphan sweep removes from calendars.
   */
  async strays(db: Db, limit: number): Promise<MeetingHoldRow[]> {
    const open = db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(inArray(meetings.status, [...OPEN]), sql`${meetings.recurrence} is null`));
    return db
      .select()
      .from(meetingHolds)
      .where(
        or(
          notInArray(meetingHolds.meetingId, open),
          sql`${meetingHolds.rank} > (select ${meetings.holdCount} from ${meetings} where ${meetings.id} = ${meetingHolds.meetingId})`,
          // A guest's holds once they opted out or were removed from the meeting.
          sql`${meetingHolds.userId} <> (select ${meetings.organizerId} from ${meetings} where ${meetings.id} = ${meetingHolds.meetingId})
            and not exists (select 1 from ${guestHoldOptIns} where ${guestHoldOptIns.meetingId} = ${meetingHolds.meetingId}
              and ${guestHoldOptIns.userId} = ${meetingHolds.userId})`,
        ),
      )
      .orderBy(asc(meetingHolds.updatedAt))
      .limit(limit);
  },
};
