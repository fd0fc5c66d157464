import { RECURRENCE_LIMITS } from '@overlap/contracts/schemas';
import { and, asc, eq, gt, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetings, participants } from '../meetings/records';
import { users } from '../users/table';
import {
  meetingCalendarEvents,
  meetingCalendarWrites,
  type MeetingCalendarEventRow,
  type MeetingCalendarWriteRow,
} from './event-links-table';
import { calendarConnections, connectedCalendars } from './tables';

// A series ends within its horizon of its first date; a monthly count may reach a month past it.
const SERIES_SPAN_MS = (RECURRENCE_LIMITS.maxHorizonDays + 31) * 86_400_000;

/** Reads for the calendar-event job: the booked meeting, its people, and where its event goes. */
export const eventSyncRepository = {
  async meeting(db: Db, meetingId: string) {
    const [row] = await db
      .select({ meeting: meetings, organizer: { email: users.email, name: users.name } })
      .from(meetings)
      .innerJoin(users, eq(users.id, meetings.organizerId))
      .where(eq(meetings.id, meetingId));
    if (!row) return null;
    const people = await db
      .select({
        email: participants.email,
        name: participants.name,
        required: participants.required,
        response: participants.response,
      })
      .from(participants)
      .where(and(eq(participants.meetingId, meetingId), ne(participants.status, 'declined')));
    return { ...row, people };
  },

  /**
   * The events written for meetings still booked whose booked time has not ended, and of booked series
   * that started recently enough to have dates left, with where they live and their meeting, by meeting
   * and, for a rotation, series.
   */
  async writtenEventsOfBookedMeetings(db: Db, now: Date) {
    return db
      .select({
        link: meetingCalendarEvents,
        calendar: connectedCalendars,
        connection: calendarConnections,
        meeting: meetings,
      })
      .from(meetingCalendarEvents)
      .innerJoin(meetings, eq(meetings.id, meetingCalendarEvents.meetingId))
      .innerJoin(connectedCalendars, eq(connectedCalendars.id, meetingCalendarEvents.calendarId))
      .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
      .where(
        and(
          eq(meetings.status, 'scheduled'),
          or(
            gt(meetings.chosenEnd, now),
            and(
              isNotNull(meetings.recurrence),
              gt(meetings.chosenStart, new Date(now.getTime() - SERIES_SPAN_MS)),
            ),
          ),
        ),
      )
      .orderBy(meetingCalendarEvents.meetingId, meetingCalendarEvents.part);
  },

  async saveVideoLink(db: Db, meetingId: string, videoLink: string): Promise<void> {
    await db.update(meetings).set({ videoLink }).where(eq(meetings.id, meetingId));
  },

  async writeTarget(db: Db, userId: string) {
    const [row] = await db
      .select({ calendar: connectedCalendars, connection: calendarConnections })
      .from(connectedCalendars)
      .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
      .where(and(eq(connectedCalendars.userId, userId), eq(connectedCalendars.writeTarget, true)));
    return row ?? null;
  },

  async calendarWithConnection(db: Db, calendarId: string) {
    const [row] = await db
      .select({ calendar: connectedCalendars, connection: calendarConnections })
      .from(connectedCalendars)
      .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
      .where(eq(connectedCalendars.id, calendarId));
    return row ?? null;
  },

  /** The meeting's written events, by part: 0 for one event, 1…3 for the series of a rotation. */
  async links(db: Db, meetingId: string): Promise<MeetingCalendarEventRow[]> {
    return db
      .select()
      .from(meetingCalendarEvents)
      .where(eq(meetingCalendarEvents.meetingId, meetingId))
      .orderBy(asc(meetingCalendarEvents.part));
  },

  /**
   * Saves the link of an event just written, under the meeting row's lock, only while the meeting still
   * stands (not deleted, not cancelled). Deleting and cancelling take the same lock and read the links
   * after it, so an event is either seen by them or refused here: false tells the writer to remove it.
   */
  async saveLinkWhileMeetingStands(
    db: Db,
    values: Omit<MeetingCalendarEventRow, 'updatedAt'>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [row] = await t
        .select({ status: meetings.status })
        .from(meetings)
        .where(eq(meetings.id, values.meetingId))
        .for('update');
      if (!row || row.status === 'cancelled') return false;
      await this.saveLink(t, values);
      return true;
    });
  },

  async saveLink(db: Db, values: Omit<MeetingCalendarEventRow, 'updatedAt'>): Promise<void> {
    const set = { ...values, updatedAt: new Date() };
    await db
      .insert(meetingCalendarEvents)
      .values(set)
      .onConflictDoUpdate({ target: [meetingCalendarEvents.meetingId, meetingCalendarEvents.part], set });
  },

  /** Records what the job did for the meeting at `sequence`; the latest outcome replaces the earlier one. */
  async recordOutcome(db: Db, values: Omit<MeetingCalendarWriteRow, 'updatedAt'>): Promise<void> {
    const set = { ...values, updatedAt: new Date() };
    await db
      .insert(meetingCalendarWrites)
      .values(set)
      .onConflictDoUpdate({ target: meetingCalendarWrites.meetingId, set });
  },

  async outcome(db: Db, meetingId: string): Promise<MeetingCalendarWriteRow | null> {
    const [row] = await db
      .select()
      .from(meetingCalendarWrites)
      .where(eq(meetingCalendarWrites.meetingId, meetingId));
    return row ?? null;
  },

  /** Forgets a failed outcome so the write shows as pending again; true when there was one to forget. */
  async clearFailure(db: Db, meetingId: string): Promise<boolean> {
    const rows = await db
      .delete(meetingCalendarWrites)
      .where(and(eq(meetingCalendarWrites.meetingId, meetingId), eq(meetingCalendarWrites.state, 'failed')))
      .returning({ meetingId: meetingCalendarWrites.meetingId });
    return rows.length > 0;
  },

  /**
   * The provider of the calendar that holds (or will hold) the meeting's event: the one it was written
   * to, else the organizer's write target; null when there is none.
   */
  async eventCalendarProvider(db: Db, meetingId: string, organizerId: string) {
    const [link] = await this.links(db, meetingId);
    const target = link
      ? await this.calendarWithConnection(db, link.calendarId)
      : await this.writeTarget(db, organizerId);
    return target?.connection.provider ?? null;
  },

  /** The meeting and its people as stored now, for invitations that waited for the calendar write. */
  async meetingWithPeople(db: Db, meetingId: string) {
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
    if (!meeting) return null;
    const people = await db.select().from(participants).where(eq(participants.meetingId, meetingId));
    return { meeting, people };
  },

  async deleteLink(db: Db, meetingId: string, part: number): Promise<void> {
    await db
      .delete(meetingCalendarEvents)
      .where(and(eq(meetingCalendarEvents.meetingId, meetingId), eq(meetingCalendarEvents.part, part)));
  },
};
