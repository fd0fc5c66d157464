import { isProviderError } from '../calendars/provider-error';
import type { BusyInterval, TimeRange } from '../calendars/provider-port';
import { connectionRepository as repo } from './connection-repository';
import { openConnection, type ConnectionDeps } from './open-connection';
import { providerMessage } from './provider-messages';
import type { BusyCacheRow, ConnectedCalendarRow, ConnectionRow } from './tables';

/** A cache older than this is read again from the provider before it is used. */
export const BUSY_CACHE_MAX_AGE_MS = 10 * 60_000;
const DAY = 86_400_000;
/** How long a read waits for providers; a slower refresh finishes in the background and the older copy is used. */
export const BUSY_REFRESH_WAIT_MS = 8_000;

export interface CalendarBusy {
  calendar: ConnectedCalendarRow;
  intervals: BusyInterval[];
  fetchedAt: number | null;
  /** True when the provider could not be read and these are older figures (or none at all). */
  stale: boolean;
}

function covers(cache: BusyCacheRow, range: TimeRange, now: number): boolean {
  return (
    !cache.stale &&
    now - cache.fetchedAt.getTime() < BUSY_CACHE_MAX_AGE_MS &&
    cache.rangeStart.getTime() <= range.start &&
    cache.rangeEnd.getTime() >= range.end
  );
}

function clip(intervals: BusyInterval[], range: TimeRange): BusyInterval[] {
  return intervals
    .filter((interval) => interval.end > range.start && interval.start < range.end)
    .map((interval) => ({
      ...interval,
      start: Math.max(interval.start, range.start),
      end: Math.min(interval.end, range.end),
    }));
}

/** Reads a user's busy time through the per-calendar cache, refreshing what is missing or old. */
export function createBusyReader(deps: ConnectionDeps & { clock?: () => number; refreshWaitMs?: number }) {
  const now = deps.clock ?? Date.now;

  /** Reads each calendar of one connection; a failure marks its caches stale and the connection in trouble. */
  async function refreshConnection(
    connection: ConnectionRow,
    calendars: ConnectedCalendarRow[],
    range: TimeRange,
  ) {
    // Fetch a little more than asked, so the next nearby read is served from the cache.
    const wide = { start: Math.min(range.start, now() - DAY), end: Math.max(range.end, now() + 30 * DAY) };
    let provider;
    try {
      provider = await openConnection(deps, connection);
    } catch (error) {
      return failed(connection, calendars, error);
    }
    // Each calendar on its own: one calendar the provider cannot read leaves the others fresh.
    const failures: { calendar: ConnectedCalendarRow; error: unknown }[] = [];
    for (const calendar of calendars) {
      try {
        const result = await provider.readBusyTime([calendar.providerCalendarId], wide);
        await repo.saveBusyCache(deps.db, {
          calendarId: calendar.id,
          intervals: result.intervals,
          rangeStart: new Date(wide.start),
          rangeEnd: new Date(wide.end),
          fetchedAt: new Date(result.fetchedAt),
          stale: !result.fresh,
        });
      } catch (error) {
        failures.push({ calendar, error });
      }
    }
    if (failures.length === 0) {
      await repo.updateConnection(deps.db, connection.id, {
        status: 'active',
        lastError: null,
        lastSyncedAt: new Date(now()),
      });
      return;
    }
    const reconnect = failures.find((failure) => isProviderError(failure.error, 'needs-reconnect'));
    const first = reconnect ?? failures[0]!;
    const prefix = failures.length < calendars.length ? `${first.calendar.name}: ` : '';
    await failed(
      connection,
      failures.map((failure) => failure.calendar),
      first.error,
      prefix,
      failures.length < calendars.length ? new Date(now()) : undefined,
    );
  }

  async function failed(
    connection: ConnectionRow,
    calendars: ConnectedCalendarRow[],
    error: unknown,
    prefix = '',
    lastSyncedAt?: Date,
  ) {
    await repo.markBusyCacheStale(
      deps.db,
      calendars.map((calendar) => calendar.id),
    );
    await repo.updateConnection(deps.db, connection.id, {
      status: isProviderError(error, 'needs-reconnect') ? 'needs_reconnect' : 'error',
      lastError: `${prefix}${providerMessage(error)}`,
      ...(lastSyncedAt ? { lastSyncedAt } : {}),
    });
  }

  async function read(userId: string, range: TimeRange, only: (c: ConnectedCalendarRow) => boolean) {
    const calendars = (await repo.calendarsOf(deps.db, userId)).filter(only);
    const caches = new Map(
      (
        await repo.busyCacheOf(
          deps.db,
          calendars.map((c) => c.id),
        )
      ).map((row) => [row.calendarId, row]),
    );
    const outdated = calendars.filter((calendar) => {
      const cache = caches.get(calendar.id);
      return !cache || !covers(cache, range, now());
    });
    if (outdated.length > 0) {
      const connections = await repo.connectionsOf(deps.db, userId);
      // One failing provider never blocks the others, and a slow one holds the answer up only so long.
      const refreshing = Promise.all(
        connections.map((connection) => {
          const mine = outdated.filter((calendar) => calendar.connectionId === connection.id);
          return mine.length > 0 ? refreshConnection(connection, mine, range) : Promise.resolve();
        }),
      ).catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        refreshing,
        new Promise((resolve) => (timer = setTimeout(resolve, deps.refreshWaitMs ?? BUSY_REFRESH_WAIT_MS))),
      ]);
      clearTimeout(timer);
      for (const row of await repo.busyCacheOf(
        deps.db,
        outdated.map((c) => c.id),
      )) {
        caches.set(row.calendarId, row);
      }
    }
    return calendars.map((calendar): CalendarBusy => {
      const cache = caches.get(calendar.id);
      const usable =
        cache && cache.rangeStart.getTime() <= range.start && cache.rangeEnd.getTime() >= range.end;
      return {
        calendar,
        intervals: cache ? clip(cache.intervals, range) : [],
        fetchedAt: cache ? cache.fetchedAt.getTime() : null,
        stale: !cache || cache.stale || !usable || now() - cache.fetchedAt.getTime() >= BUSY_CACHE_MAX_AGE_MS,
      };
    });
  }

  return {
    /** Per calendar, for the busy preview: every calendar, with what it holds and how fresh that is. */
    byCalendar: (userId: string, range: TimeRange) => read(userId, range, () => true),

    /** The organizer's busy time for ranking: calendars marked "check for conflicts", tentative counted as busy. */
    async organizerBusy(userId: string, range: TimeRange): Promise<{ start: number; end: number }[]> {
      const perCalendar = await read(userId, range, (calendar) => calendar.checkConflicts);
      return perCalendar
        .flatMap((entry) => entry.intervals.map(({ start, end }) => ({ start, end })))
        .sort((a, b) => a.start - b.start || a.end - b.end);
    },
  };
}

export type BusyReader = ReturnType<typeof createBusyReader>;
