import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { meetings } from '../../meetings/records/tables';
import { generatedId, createdAt } from '../../../db/common-columns';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every e-mail the product sends, rendered once when queued. `kept` means no mail server is configured:
 * the message stays here for admins to read.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: generatedId(),
    /** One logical e-mail (e.g. "invitation:<participant>:<sequence>"), so it is never stored twice. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    templateKey: text('template_key').notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    /** Replies go here (the meeting's organizer) instead of the sender; null: to the sender. */
    /**
     * The meeting the e-mail is about, so deleting the meeting deletes its messages. A cancellation sent
     * while deleting outlives it (set null) until the retention job removes it with the other old bodies.
     */
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    replyToAddress: text('reply_to_address'),
    replyToName: text('reply_to_name'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    icsMethod: text('ics_method', { enum: ['REQUEST', 'CANCEL'] }),
    ics: text('ics'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_at_idx').on(t.createdAt), index('outbox_meeting_idx').on(t.meetingId)],
);
