import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { meetings } from '../meetings/records/tables';
import { connectedCalendars } from './tables';
import { updatedAt, ownedBy } from '../../db/common-columns';

/**
 * The events a booked meeting became in the organizer's write-target calendar, to update or delete them
 * later: one (part 0), or one per series of a rotation (parts 1…3).
 */
export const meetingCalendarEvents = pgTable(
  'meeting_calendar_events',
  {
    meetingId: ownedBy('meeting_id', () => meetings.id),
    part: integer('part').notNull().default(0),
    calendarId: ownedBy('calendar_id', () => connectedCalendars.id),
    providerEventId: text('provider_event_id').notNull(),
    etag: text('etag'),
    /** The meeting's SEQUENCE when the event was last written: a lower one means it needs an update. */
    writtenSequence: integer('written_sequence').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.part] })],
);

export type MeetingCalendarEventRow = typeof meetingCalendarEvents.$inferSelect;

export const CALENDAR_WRITE_STATES = ['written', 'failed', 'no_calendar'] as const;
export type CalendarWriteState = (typeof CALENDAR_WRITE_STATES)[number];

/**
 * What the last calendar-event job did for a meeting, at which SEQUENCE: an outcome for an older
 * SEQUENCE (or none) means the write for the current booking is still pending.
 */
export const meetingCalendarWrites = pgTable('meeting_calendar_writes', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  sequence: integer('sequence').notNull(),
  state: text('state', { enum: CALENDAR_WRITE_STATES }).notNull(),
  /** The calendar written to (or tried), as the organizer named it, and its provider. */
  calendarName: text('calendar_name'),
  provider: text('provider'),
  /** What went wrong, in words for the organizer; never a provider's raw answer. */
  message: text('message'),
  updatedAt: updatedAt(),
});

export type MeetingCalendarWriteRow = typeof meetingCalendarWrites.$inferSelect;
