import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { meetings } from '../meetings/tables';
import { connectedCalendars } from './tables';

/** The event a booked meeting became in the organizer's write-target calendar, to update or delete it later. */
export const meetingCalendarEvents = pgTable('meeting_calendar_events', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  calendarId: uuid('calendar_id')
    .notNull()
    .references(() => connectedCalendars.id, { onDelete: 'cascade' }),
  providerEventId: text('provider_event_id').notNull(),
  etag: text('etag'),
  /** The meeting's SEQUENCE when the event was last written: a lower one means it needs an update. */
  writtenSequence: integer('written_sequence').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MeetingCalendarEventRow = typeof meetingCalendarEvents.$inferSelect;
