import { HOLD_STATES } from '@overlap/contracts/schemas';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { connectedCalendars } from '../connections/tables';
import { meetings, participants } from '../meetings/records/tables';
import { users } from '../users/table';
import { generatedId, createdAt, updatedAt, ownedBy } from '../../db/common-columns';

/** Whose calendar a hold stands in, and for which of the meeting's times: new builders for each table. */
const holdPlacement = () => ({
  meetingId: uuid('meeting_id').notNull(),
  userId: ownedBy('user_id', () => users.id),
  calendarId: ownedBy('calendar_id', () => connectedCalendars.id),
  /** 1 for the best time. */
  rank: integer('rank').notNull(),
  start: timestamp('start', { withTimezone: true }).notNull(),
  end: timestamp('end', { withTimezone: true }).notNull(),
});

/**
 * One tentative hold Overlap wrote to a person's write calendar for one of a meeting's top times. The
 * meeting is not a foreign key on purpose: a deleted meeting's holds stay listed until the sweep has
 * removed them from the calendar.
 */
export const meetingHolds = pgTable(
  'meeting_holds',
  {
    id: generatedId(),
    ...holdPlacement(),
    providerEventId: text('provider_event_id').notNull(),
    etag: text('etag'),
    updatedAt: updatedAt(),
  },
  (t) => [index('meeting_holds_meeting_idx').on(t.meetingId), index('meeting_holds_user_idx').on(t.userId)],
);

export type MeetingHoldRow = typeof meetingHolds.$inferSelect;

/**
 * A hold about to be written: stored before the provider is called and removed with the insert of its
 * `meeting_holds` row, so an instance that dies between the write and the insert leaves this row behind.
 * The next sync of the meeting, or the sweep, looks the event up by `uid` on the calendar: found, it
 * becomes a listed hold (then moved or removed as usual); not found, the row is forgotten. A table of its
 * own keeps `meeting_holds.provider_event_id` required, so the previous release reads every hold it lists.
 */
export const meetingHoldIntents = pgTable(
  'meeting_hold_intents',
  {
    id: generatedId(),
    ...holdPlacement(),
    /** The event's iCalendar UID, by which the provider finds it again. */
    uid: text('uid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_hold_intents_meeting_idx').on(t.meetingId)],
);

export type MeetingHoldIntentRow = typeof meetingHoldIntents.$inferSelect;

/** Where a meeting's holds stand, and who is writing them now (a lease, so one instance writes at a time). */
export const meetingHoldStates = pgTable('meeting_hold_states', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  state: text('state', { enum: HOLD_STATES }).notNull(),
  calendarName: text('calendar_name'),
  provider: text('provider'),
  /** What went wrong, in words for the organizer; never a provider's raw answer. */
  message: text('message'),
  /** The last time the holds were written or moved: they move at most once per interval. */
  movedAt: timestamp('moved_at', { withTimezone: true }),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export type MeetingHoldStateRow = typeof meetingHoldStates.$inferSelect;

/**
 * A signed-in guest who asked for the meeting's holds in their own write calendar, and where those stand.
 * Removing the guest (or the meeting) removes the row; their holds are then strays for the sweep.
 */
export const guestHoldOptIns = pgTable(
  'guest_hold_opt_ins',
  {
    participantId: uuid('participant_id')
      .primaryKey()
      .references(() => participants.id, { onDelete: 'cascade' }),
    meetingId: ownedBy('meeting_id', () => meetings.id),
    userId: ownedBy('user_id', () => users.id),
    state: text('state', { enum: HOLD_STATES }).notNull().default('pending'),
    calendarName: text('calendar_name'),
    provider: text('provider'),
    /** What went wrong, in words for the guest; never a provider's raw answer. */
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('guest_hold_opt_ins_meeting_user_unique').on(t.meetingId, t.userId),
    index('guest_hold_opt_ins_user_idx').on(t.userId),
  ],
);

export type GuestHoldOptInRow = typeof guestHoldOptIns.$inferSelect;
