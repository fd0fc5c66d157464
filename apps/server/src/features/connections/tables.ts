import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { packedIntervals } from '../../db/packed-intervals-column';
import type { BusyInterval, ProviderKind } from '../calendars/provider-port';
import { users } from '../users/table';
import { generatedId, createdAt, updatedAt, ownedBy } from '../../db/common-columns';

export type ConnectionStatus = 'active' | 'needs_reconnect' | 'error';

/** One account at a calendar provider. `credentials` is sealed with the row's id as associated data. */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    provider: text('provider').$type<ProviderKind>().notNull(),
    accountLabel: text('account_label').notNull(),
    credentials: text('credentials').notNull(),
    status: text('status').$type<ConnectionStatus>().notNull().default('active'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('calendar_connections_user_idx').on(t.userId)],
);

export const connectedCalendars = pgTable(
  'connected_calendars',
  {
    id: generatedId(),
    connectionId: ownedBy('connection_id', () => calendarConnections.id),
    /** Repeated from the connection so that "one write target per user" is a database rule. */
    userId: ownedBy('user_id', () => users.id),
    providerCalendarId: text('provider_calendar_id').notNull(),
    name: text('name').notNull(),
    timeZone: text('time_zone'),
    canWrite: boolean('can_write').notNull().default(false),
    checkConflicts: boolean('check_conflicts').notNull().default(true),
    writeTarget: boolean('write_target').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('connected_calendars_connection_calendar_unique').on(t.connectionId, t.providerCalendarId),
    uniqueIndex('connected_calendars_one_write_target')
      .on(t.userId)
      .where(sql`${t.writeTarget}`),
    index('connected_calendars_user_idx').on(t.userId),
  ],
);

/** A pending OAuth round trip: only the state's hash is kept, and the PKCE verifier is sealed. */
export const calendarOAuthStates = pgTable(
  'calendar_oauth_states',
  {
    id: generatedId(),
    stateHash: text('state_hash').notNull(),
    userId: ownedBy('user_id', () => users.id),
    provider: text('provider').$type<'google' | 'microsoft'>().notNull(),
    verifierSealed: text('verifier_sealed').notNull(),
    /** Set when the round trip renews the grant of an existing connection. */
    reconnectId: uuid('reconnect_id').references(() => calendarConnections.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_oauth_states_hash_unique').on(t.stateHash)],
);

export const calendarBusyCache = pgTable('calendar_busy_cache', {
  calendarId: uuid('calendar_id')
    .primaryKey()
    .references(() => connectedCalendars.id, { onDelete: 'cascade' }),
  /** Every item's busy and tentative time together, packed epoch minutes widened outward: what readers use. */
  busy: packedIntervals('busy').notNull(),
  tentative: packedIntervals('tentative').notNull(),
  /**
   * The same intervals per provider item (CalDAV object URL, Google or Graph event id), so an incremental
   * read can replace or drop single items; null when the calendar is only read in full (ICS, free/busy).
   */
  items: jsonb('items').$type<Record<string, BusyInterval[]>>(),
  rangeStart: timestamp('range_start', { withTimezone: true }).notNull(),
  rangeEnd: timestamp('range_end', { withTimezone: true }).notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  /** Incremental sync position where the provider has one (CalDAV sync-token, Google syncToken, Graph delta). */
  syncToken: text('sync_token'),
  /** The last refresh failed: these intervals are the older copy and must be shown as such. */
  stale: boolean('stale').notNull().default(false),
});

export type ConnectionRow = typeof calendarConnections.$inferSelect;
export type ConnectedCalendarRow = typeof connectedCalendars.$inferSelect;
export type OAuthStateRow = typeof calendarOAuthStates.$inferSelect;
export type BusyCacheRow = typeof calendarBusyCache.$inferSelect;
