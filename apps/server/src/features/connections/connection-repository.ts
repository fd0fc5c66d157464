import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, lt, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetings } from '../meetings/records/tables';
import { users } from '../users/table';
import type { OpenRequestWindow } from './busy-demand';
import {
  calendarBusyCache,
  calendarConnections,
  calendarOAuthStates,
  connectedCalendars,
  type BusyCacheRow,
  type ConnectedCalendarRow,
  type ConnectionRow,
  type OAuthStateRow,
} from './tables';

export type NewConnection = typeof calendarConnections.$inferInsert;
export type NewCalendar = Omit<typeof connectedCalendars.$inferInsert, 'connectionId' | 'userId'>;
export type BusyCacheValues = typeof calendarBusyCache.$inferInsert;

/** Meeting statuses in which answers are collected and the organizer's busy time is ranked. */
const openStatuses = ['collecting', 'ready'] as const;

/**
 * Whether the calendar's owner organizes an open request that may still need their calendars: its
 * window has not passed (a series' span is checked in full by `neededSpan`).
 */
const ownerHasOpenRequest = (db: Db, now: Date) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(meetings)
      .where(
        and(
          eq(meetings.organizerId, connectedCalendars.userId),
          inArray(meetings.status, [...openStatuses]),
          or(gt(meetings.windowEnd, now), isNotNull(meetings.recurrence)),
        ),
      ),
  );

/** Every database access of the connections feature; each query is scoped to its owner where it can be. */
export const connectionRepository = {
  async insertConnection(
    db: Db,
    connection: NewConnection,
    calendars: NewCalendar[],
  ): Promise<ConnectionRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(calendarConnections).values(connection).returning();
      await replaceCalendarsIn(tx as unknown as Db, row!, calendars);
      return row!;
    });
  },

  async updateConnection(
    db: Db,
    id: string,
    changes: Partial<
      Pick<ConnectionRow, 'credentials' | 'status' | 'lastError' | 'lastSyncedAt' | 'accountLabel'>
    >,
  ): Promise<void> {
    await db
      .update(calendarConnections)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(calendarConnections.id, id));
  },

  replaceCalendars(db: Db, connection: ConnectionRow, calendars: NewCalendar[]) {
    return db.transaction((tx) => replaceCalendarsIn(tx as unknown as Db, connection, calendars));
  },

  async connectionsOf(db: Db, userId: string): Promise<ConnectionRow[]> {
    return db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, userId))
      .orderBy(asc(calendarConnections.createdAt));
  },

  async ownConnection(db: Db, userId: string, id: string): Promise<ConnectionRow | null> {
    const [row] = await db
      .select()
      .from(calendarConnections)
      .where(and(eq(calendarConnections.id, id), eq(calendarConnections.userId, userId)));
    return row ?? null;
  },

  async calendarsOf(db: Db, userId: string): Promise<ConnectedCalendarRow[]> {
    return db
      .select()
      .from(connectedCalendars)
      .where(eq(connectedCalendars.userId, userId))
      .orderBy(asc(connectedCalendars.createdAt), asc(connectedCalendars.name));
  },

  async calendarsOfConnection(db: Db, connectionId: string): Promise<ConnectedCalendarRow[]> {
    return db
      .select()
      .from(connectedCalendars)
      .where(eq(connectedCalendars.connectionId, connectionId))
      .orderBy(asc(connectedCalendars.createdAt), asc(connectedCalendars.name));
  },

  /**
   * Connections with a ticked calendar whose owner has an open request and whose busy copy is missing,
   * stale or older than `before`, the longest waiting first. Connections waiting for the user to
   * reconnect are left alone: they cannot be read.
   */
  async connectionsDueForRefresh(db: Db, before: Date, now: Date, limit: number): Promise<ConnectionRow[]> {
    const oldest = sql`min(coalesce(${calendarBusyCache.fetchedAt}, 'epoch'::timestamptz))`;
    const due = await db
      .select({ id: calendarConnections.id })
      .from(calendarConnections)
      .innerJoin(connectedCalendars, eq(connectedCalendars.connectionId, calendarConnections.id))
      .leftJoin(calendarBusyCache, eq(calendarBusyCache.calendarId, connectedCalendars.id))
      .where(
        and(
          ne(calendarConnections.status, 'needs_reconnect'),
          eq(connectedCalendars.checkConflicts, true),
          ownerHasOpenRequest(db, now),
          or(
            isNull(calendarBusyCache.calendarId),
            eq(calendarBusyCache.stale, true),
            lt(calendarBusyCache.fetchedAt, before),
          ),
        ),
      )
      .groupBy(calendarConnections.id)
      .orderBy(asc(oldest))
      .limit(limit);
    if (due.length === 0) return [];
    return db
      .select()
      .from(calendarConnections)
      .where(
        inArray(
          calendarConnections.id,
          due.map((row) => row.id),
        ),
      );
  },

  /** The open requests a person organizes, for the dates their calendars are read over. */
  async openRequestsOf(db: Db, userId: string): Promise<OpenRequestWindow[]> {
    return db
      .select({
        windowStart: meetings.windowStart,
        windowEnd: meetings.windowEnd,
        recurrence: meetings.recurrence,
      })
      .from(meetings)
      .where(and(eq(meetings.organizerId, userId), inArray(meetings.status, [...openStatuses])));
  },

  /**
   * Deletes the busy copies no open request needs any more: of calendars not ticked, and of people who
   * organize no open request whose dates are still ahead. Returns how many went.
   */
  async deleteUnneededBusyCaches(db: Db, now: Date): Promise<number> {
    const unneeded = db
      .select({ id: connectedCalendars.id })
      .from(connectedCalendars)
      .where(or(eq(connectedCalendars.checkConflicts, false), not(ownerHasOpenRequest(db, now))));
    const deleted = await db
      .delete(calendarBusyCache)
      .where(inArray(calendarBusyCache.calendarId, unneeded))
      .returning({ id: calendarBusyCache.calendarId });
    return deleted.length;
  },

  async deleteBusyCaches(db: Db, calendarIds: string[]): Promise<void> {
    if (calendarIds.length === 0) return;
    await db.delete(calendarBusyCache).where(inArray(calendarBusyCache.calendarId, calendarIds));
  },

  async ownCalendar(db: Db, userId: string, id: string): Promise<ConnectedCalendarRow | null> {
    const [row] = await db
      .select()
      .from(connectedCalendars)
      .where(and(eq(connectedCalendars.id, id), eq(connectedCalendars.userId, userId)));
    return row ?? null;
  },

  async updateCalendar(
    db: Db,
    calendar: ConnectedCalendarRow,
    changes: { checkConflicts?: boolean; writeTarget?: boolean },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      // Clear the old write target first: the partial unique index allows one per user.
      if (changes.writeTarget) {
        await tx
          .update(connectedCalendars)
          .set({ writeTarget: false })
          .where(and(eq(connectedCalendars.userId, calendar.userId), ne(connectedCalendars.id, calendar.id)));
      }
      await tx.update(connectedCalendars).set(changes).where(eq(connectedCalendars.id, calendar.id));
      // A calendar that no longer counts is not read, and what was read of it goes.
      if (changes.checkConflicts === false)
        await tx.delete(calendarBusyCache).where(eq(calendarBusyCache.calendarId, calendar.id));
    });
  },

  async deleteConnection(db: Db, userId: string, id: string): Promise<boolean> {
    const deleted = await db
      .delete(calendarConnections)
      .where(and(eq(calendarConnections.id, id), eq(calendarConnections.userId, userId)))
      .returning({ id: calendarConnections.id });
    return deleted.length > 0;
  },

  async busyCacheOf(db: Db, calendarIds: string[]): Promise<BusyCacheRow[]> {
    if (calendarIds.length === 0) return [];
    return db.select().from(calendarBusyCache).where(inArray(calendarBusyCache.calendarId, calendarIds));
  },

  async saveBusyCache(db: Db, values: BusyCacheValues): Promise<void> {
    await db
      .insert(calendarBusyCache)
      .values(values)
      .onConflictDoUpdate({ target: calendarBusyCache.calendarId, set: { ...values } });
  },

  async markBusyCacheStale(db: Db, calendarIds: string[]): Promise<void> {
    if (calendarIds.length === 0) return;
    await db
      .update(calendarBusyCache)
      .set({ stale: true })
      .where(inArray(calendarBusyCache.calendarId, calendarIds));
  },

  async insertOAuthState(db: Db, state: typeof calendarOAuthStates.$inferInsert): Promise<void> {
    await db.insert(calendarOAuthStates).values(state);
  },

  /** Single use: the row is deleted as it is read, so a replayed state finds nothing. */
  async takeOAuthState(db: Db, userId: string, stateHash: string): Promise<OAuthStateRow | null> {
    const [row] = await db
      .delete(calendarOAuthStates)
      .where(and(eq(calendarOAuthStates.stateHash, stateHash), eq(calendarOAuthStates.userId, userId)))
      .returning();
    return row ?? null;
  },

  async deleteExpiredOAuthStates(db: Db, now: Date): Promise<number> {
    const deleted = await db
      .delete(calendarOAuthStates)
      .where(lt(calendarOAuthStates.expiresAt, now))
      .returning({ id: calendarOAuthStates.id });
    return deleted.length;
  },
};

async function replaceCalendarsIn(db: Db, connection: ConnectionRow, calendars: NewCalendar[]) {
  const existing = await db
    .select()
    .from(connectedCalendars)
    .where(eq(connectedCalendars.connectionId, connection.id));
  const byProviderId = new Map(existing.map((row) => [row.providerCalendarId, row]));
  const kept = new Set<string>();
  for (const calendar of calendars) {
    const known = byProviderId.get(calendar.providerCalendarId);
    if (known) {
      kept.add(known.id);
      await db
        .update(connectedCalendars)
        .set({
          name: calendar.name,
          timeZone: calendar.timeZone ?? null,
          canWrite: calendar.canWrite ?? false,
        })
        .where(eq(connectedCalendars.id, known.id));
    } else {
      await db
        .insert(connectedCalendars)
        .values({ ...calendar, connectionId: connection.id, userId: connection.userId });
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await db.delete(connectedCalendars).where(inArray(connectedCalendars.id, gone));
}

/** The owner's zone and address, which adapters need to place all-day events and skip declined ones. */
export async function connectionOwner(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
