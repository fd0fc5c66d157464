import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetingCalendarEvents } from '../connections/event-links-table';
import { outbox } from '../mail/outbox/table';
import { meetings } from '../meetings/records/tables';
import { webhookDeliveries } from '../webhooks/tables';

/** What a deleted meeting leaves in calendars: the events to delete at the provider afterwards. */
export interface LeftEvent {
  calendarId: string;
  eventId: string;
  etag: string | null;
}

/**
 * Deletes a meeting with every row about it: people, answers, calendar reads, links, event links and
 * write records go by foreign key; its e-mails and webhook deliveries are deleted here. Only the
 * cancellation that deleting a booked meeting sends stays until it is delivered, detached from the
 * meeting (the retention job deletes it later like every old message). Null when it was not there.
 */
export async function eraseMeeting(
  tx: Db,
  organizerId: string,
  meetingId: string,
): Promise<{ events: LeftEvent[] } | null> {
  const [row] = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.organizerId, organizerId)))
    .for('update');
  if (!row) return null;
  const events = await tx
    .select({
      calendarId: meetingCalendarEvents.calendarId,
      eventId: meetingCalendarEvents.providerEventId,
      etag: meetingCalendarEvents.etag,
    })
    .from(meetingCalendarEvents)
    .where(eq(meetingCalendarEvents.meetingId, meetingId));
  await tx.delete(outbox).where(and(eq(outbox.meetingId, meetingId), ne(outbox.templateKey, 'cancelled')));
  await tx
    .delete(webhookDeliveries)
    .where(and(eq(webhookDeliveries.meetingId, meetingId), ne(webhookDeliveries.event, 'meeting.cancelled')));
  await tx.delete(meetings).where(eq(meetings.id, meetingId));
  return { events };
}

/** The ids of a person's meetings, to delete each as the organizer would. */
export async function meetingIdsOf(db: Db, organizerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(eq(meetings.organizerId, organizerId));
  return rows.map((r) => r.id);
}

/** The ids of a person's booked meetings, oldest first, for the calendar file of their export. */
export async function bookedMeetingIdsOf(db: Db, organizerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.organizerId, organizerId), eq(meetings.status, 'scheduled')))
    .orderBy(asc(meetings.createdAt));
  return rows.map((r) => r.id);
}
