import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetings, participants } from '../meetings/tables';
import { users } from '../users/table';
import { meetingCalendarEvents, type MeetingCalendarEventRow } from './event-links-table';
import { calendarConnections, connectedCalendars } from './tables';

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
      .select({ email: participants.email, name: participants.name, required: participants.required })
      .from(participants)
      .where(and(eq(participants.meetingId, meetingId), ne(participants.status, 'declined')));
    return { ...row, people };
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

  async link(db: Db, meetingId: string): Promise<MeetingCalendarEventRow | null> {
    const [row] = await db
      .select()
      .from(meetingCalendarEvents)
      .where(eq(meetingCalendarEvents.meetingId, meetingId));
    return row ?? null;
  },

  async saveLink(db: Db, values: Omit<MeetingCalendarEventRow, 'updatedAt'>): Promise<void> {
    const set = { ...values, updatedAt: new Date() };
    await db
      .insert(meetingCalendarEvents)
      .values(set)
      .onConflictDoUpdate({ target: meetingCalendarEvents.meetingId, set });
  },

  async deleteLink(db: Db, meetingId: string): Promise<void> {
    await db.delete(meetingCalendarEvents).where(eq(meetingCalendarEvents.meetingId, meetingId));
  },
};
