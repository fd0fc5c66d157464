import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ConferenceKind,
  RecurrenceDto,
  RotationSlotDto,
  MeetingStatus,
  ParticipantResponse,
  ParticipantStatus,
  QuorumRuleDto,
  ResponseSource,
  WorkingHours,
} from '@overlap/contracts/schemas';
import type { Locale } from '@overlap/contracts';
import { packedIntervals } from '../../../db/packed-intervals-column';
import { users } from '../../users/table';
import { generatedId, createdAt, updatedAt, ownedBy } from '../../../db/common-columns';

export interface StoredInterval {
  start: number;
  end: number;
}

export const meetings = pgTable(
  'meetings',
  {
    id: generatedId(),
    organizerId: ownedBy('organizer_id', () => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    durationMinutes: integer('duration_minutes').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    allowedWeekdays: jsonb('allowed_weekdays').$type<number[]>().notNull(),
    allowedHours: jsonb('allowed_hours').$type<{ start: string; end: string } | null>(),
    organizerZone: text('organizer_zone').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    autoSchedule: boolean('auto_schedule').notNull().default(false),
    /** When auto-schedule books; see the engine's `QuorumRule`. */
    quorumRule: jsonb('quorum_rule').$type<QuorumRuleDto>().notNull().default({ kind: 'everyone-required' }),
    /** Relaxation chosen by the organizer: calendar-only people count as free outside working hours. */
    allowOutsideWorkingHours: boolean('allow_outside_working_hours').notNull().default(false),
    /** As calendar apps offer: each guest's copy names only them and the organizer. */
    hideGuestList: boolean('hide_guest_list').notNull().default(false),
    /** How many of the top times are held as tentative events in the organizer's write calendar. */
    holdCount: integer('hold_count').notNull().default(0),
    status: text('status').$type<MeetingStatus>().notNull().default('collecting'),
    chosenStart: timestamp('chosen_start', { withTimezone: true }),
    chosenEnd: timestamp('chosen_end', { withTimezone: true }),
    /** iCalendar UID, stable across reschedules, and SEQUENCE, raised on every change sent out. */
    icalUid: text('ical_uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** How the video call is chosen; `videoLink` is pasted, generated (Jitsi) or read back from the provider. */
    conference: text('conference').$type<ConferenceKind>().notNull().default('none'),
    videoLink: text('video_link'),
    /** While a booked meeting is reopened for new answers: the booked time, still on every calendar. */
    previousStart: timestamp('previous_start', { withTimezone: true }),
    previousEnd: timestamp('previous_end', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** When the meeting was first booked and last cancelled, for the admin analytics. */
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When it was last booked or cancelled (null while open): answers are deleted a set time after. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** How a recurring meeting repeats, skipped occurrences included; null for a single meeting. */
    recurrence: jsonb('recurrence').$type<RecurrenceDto | null>(),
    /** A series booked as a rotation: the two or three weekly slots that alternate, each its own event. */
    rotation: jsonb('rotation').$type<RotationSlotDto[] | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meetings_organizer_idx').on(t.organizerId, t.createdAt),
    uniqueIndex('meetings_ical_uid_unique').on(t.icalUid),
  ],
);

export const participants = pgTable(
  'meeting_participants',
  {
    id: generatedId(),
    meetingId: ownedBy('meeting_id', () => meetings.id),
    email: text('email').notNull(),
    name: text('name'),
    required: boolean('required').notNull().default(true),
    /** SHA-256 of the personal link's token: the link itself is never stored in the clear. */
    tokenHash: text('token_hash').notNull(),
    /** The token sealed with the server's link key, so the organizer can copy the link again. */
    tokenSealed: text('token_sealed').notNull(),
    status: text('status').$type<ParticipantStatus>().notNull().default('invited'),
    timeZone: text('time_zone'),
    /**
     * The working hours they gave on their link, for when only their calendar says when they are free;
     * null: their account's, else Mon–Fri 09:00–17:00 in their zone.
     */
    workingHours: jsonb('working_hours').$type<WorkingHours>(),
    /** The language of their e-mails, chosen by the organizer; null: the organizer's. */
    locale: text('locale').$type<Locale>(),
    declineNote: text('decline_note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the retention job deleted their answer (they show as invited again); null while it is kept. */
    answerDeletedAt: timestamp('answer_deleted_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Their answer to the booked meeting (PARTSTAT), reset when the meeting moves. */
    response: text('response').$type<ParticipantResponse>().notNull().default('needs-action'),
    responseSource: text('response_source').$type<ResponseSource>(),
    responseAt: timestamp('response_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meeting_participants_token_unique').on(t.tokenHash),
    uniqueIndex('meeting_participants_meeting_email_unique').on(t.meetingId, t.email),
  ],
);

/**
 * A participant's answer: painted intervals and/or busy time read once from a calendar, packed as epoch
 * minutes (painted time narrowed, busy and tentative time widened to whole minutes; see packIntervals).
 */
export const availability = pgTable('meeting_availability', {
  participantId: uuid('participant_id')
    .primaryKey()
    .references(() => participants.id, { onDelete: 'cascade' }),
  painted: boolean('painted').notNull(),
  available: packedIntervals('available').notNull(),
  ifNeedBe: packedIntervals('if_need_be').notNull(),
  busy: packedIntervals('busy').notNull(),
  tentative: packedIntervals('tentative').notNull(),
  updatedAt: updatedAt(),
});

export type MeetingRow = typeof meetings.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;
export type AvailabilityRow = typeof availability.$inferSelect;
