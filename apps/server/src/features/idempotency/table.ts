import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { meetings } from '../meetings/records/tables';
import { users } from '../users/table';
import { createdAt, ownedBy } from '../../db/common-columns';

/**
 * The first answer to a write sent with an `Idempotency-Key`, per person and key, so the same key and
 * body get that answer again instead of a second meeting or booking. The answer can hold personal links,
 * so it is sealed with the credentials key; rows are dropped 24 hours on, or with the meeting or account.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: ownedBy('user_id', () => users.id),
    key: text('key').notNull(),
    /** SHA-256 of the method, route and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The meeting the request made or changed, once known. */
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    bodySealed: text('body_sealed'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_requests_created_idx').on(t.createdAt),
    index('idempotent_requests_meeting_idx').on(t.meetingId),
  ],
);

export type IdempotentRequestRow = typeof idempotentRequests.$inferSelect;
