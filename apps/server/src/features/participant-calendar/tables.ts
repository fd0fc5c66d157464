import type { CalendarReadSource } from '@overlap/contracts/schemas';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { packedIntervals } from '../../db/packed-intervals-column';
import { participants } from '../meetings/records/tables';
import { generatedId, ownedBy } from '../../db/common-columns';

export interface ReadInterval {
  start: number;
  end: number;
}

/**
 * A participant's one-time calendar read, waiting for them to send it with their answer. Only busy
 * time (packed like answers: epoch minutes widened outward) and a label of the source: no credentials,
 * no event details. Expires on its own.
 */
export const participantCalendarReads = pgTable(
  'participant_calendar_reads',
  {
    participantId: uuid('participant_id')
      .primaryKey()
      .references(() => participants.id, { onDelete: 'cascade' }),
    busy: packedIntervals('busy').notNull(),
    tentative: packedIntervals('tentative').notNull(),
    unreadCalendars: jsonb('unread_calendars').$type<string[]>().notNull(),
    sourceLabel: text('source_label').notNull(),
    source: jsonb('source').$type<CalendarReadSource>(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('participant_calendar_reads_expires_idx').on(t.expiresAt)],
);

/** A participant's pending OAuth round trip: the state's hash only, and the PKCE verifier sealed. */
export const participantCalendarOAuthStates = pgTable(
  'participant_calendar_oauth_states',
  {
    id: generatedId(),
    stateHash: text('state_hash').notNull(),
    participantId: ownedBy('participant_id', () => participants.id),
    provider: text('provider').$type<'google' | 'microsoft'>().notNull(),
    verifierSealed: text('verifier_sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('participant_calendar_oauth_states_hash_unique').on(t.stateHash)],
);

/** A stored read with its busy time in epoch milliseconds, as the repository hands it over. */
export type ParticipantCalendarReadRow = Omit<
  typeof participantCalendarReads.$inferSelect,
  'busy' | 'tentative'
> & {
  busy: ReadInterval[];
  tentative: ReadInterval[];
};
export type ParticipantOAuthStateRow = typeof participantCalendarOAuthStates.$inferSelect;
