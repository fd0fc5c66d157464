import type { PackedIntervals } from '@overlap/engine';
import { isProviderError } from '../calendars/provider-error';
import type { CalendarProvider, TimeRange } from '../calendars/provider-port';
import { neededSpan, readWindow } from './busy-demand';
import { clip, clipPacked } from './busy-clipping';
import { unpackBusy } from './busy-packing';
import type { CalendarBusy, Interval, OrganizerBusy } from './busy-reader-types';
import { refreshCalendarCache } from './refresh-calendar-cache';
import { connectionRepository as repo } from './connection-repository';
import { openConnection, type ConnectionDeps } from './open-connection';
import { providerMessage } from './provider-messages';
import type { BusyCacheRow, ConnectedCalendarRow, ConnectionRow } from './tables';

export type { CalendarBusy, OrganizerBusy } from './busy-reader-types';

/** A cache older than this is read again from the provider before it is used. */
export const BUSY_CACHE_MAX_AGE_MS = 10 * 60_000;
/** How long a read waits for providers; a slower refresh finishes in the background and the older copy is used. */
export const BUSY_REFRESH_WAIT_MS = 8_000;

function covers(cache: BusyCacheRow, range: TimeRange, now: number): boolean {
  return (
    !cache.stale &&
    now - cache.fetchedAt.getTime() < BUSY_CACHE_MAX_AGE_MS &&
    cache.rangeStart.getTime() <= range.start &&
    cache.rangeEnd.getTime() >= range.end
  );
}

/** Reads a user's busy time through the per-calendar cache, refreshing what is missing or old. */
export function createBusyReader(deps: ConnectionDeps & { clock?: () => number; refreshWaitMs?: number }) {
  const now = deps.clock ?? Date.now;
  // Calendars whose provider said "no incremental read here" (e.g. Google calendars shared as free/busy only).
  const plainUntil = new Map<string, number>();
  const refreshCalendar = (
    provider: CalendarProvider,
    calendar: ConnectedCalendarRow,
    cache: BusyCacheRow | undefined,
    window: TimeRange,
  ) => refreshCalendarCache({ db: deps.db, now, plainUntil }, provider, calendar, cache, window);

  /** The dates the person's open requests need read, if any (see busy-demand.ts). */
  const neededOf = async (userId: string) => neededSpan(await repo.openRequestsOf(deps.db, userId), now());

  /**
   * Reads each given calendar of one connection over `window`; a failure marks its caches stale and the
   * connection in trouble. Callers pass ticked calendars only.
   */
  async function refreshConnection(
    connection: ConnectionRow,
    calendars: ConnectedCalendarRow[],
    window: TimeRange,
    caches: Map<string, BusyCacheRow>,
  ) {
    let provider: CalendarProvider;
    try {
      provider = await openConnection(deps, connection);
    } catch (error) {
      return failed(connection, calendars, error);
    }
    // Each calendar on its own: one calendar the provider cannot read leaves the others fresh.
    const failures: { calendar: ConnectedCalendarRow; error: unknown }[] = [];
    for (const calendar of calendars) {
      try {
        await refreshCalendar(provider, calendar, caches.get(calendar.id), window);
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

  /**
   * The ticked calendars and their caches, refreshing (for a while) those missing, too old or
   * not covering `range`. A read covers `range` and the dates the person's open requests need, so that
   * their rankings find it; unticked calendars are never read.
   */
  async function cachesOf(userId: string, range: TimeRange) {
    const calendars = (await repo.calendarsOf(deps.db, userId)).filter((calendar) => calendar.checkConflicts);
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
      const [connections, needed] = await Promise.all([
        repo.connectionsOf(deps.db, userId),
        neededOf(userId),
      ]);
      const window = readWindow(range, needed);
      // One failing provider never blocks the others, and a slow one holds the answer up only so long.
      const refreshing = Promise.all(
        connections.map((connection) => {
          const mine = outdated.filter((calendar) => calendar.connectionId === connection.id);
          return mine.length > 0 ? refreshConnection(connection, mine, window, caches) : Promise.resolve();
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
    return { calendars, caches };
  }

  async function read(userId: string, range: TimeRange) {
    const { calendars, caches } = await cachesOf(userId, range);
    return calendars.map((calendar): CalendarBusy => {
      const cache = caches.get(calendar.id);
      const usable =
        cache && cache.rangeStart.getTime() <= range.start && cache.rangeEnd.getTime() >= range.end;
      return {
        calendar,
        intervals: cache ? clip(unpackBusy(cache), range) : [],
        fetchedAt: cache ? cache.fetchedAt.getTime() : null,
        stale: !cache || cache.stale || !usable || now() - cache.fetchedAt.getTime() >= BUSY_CACHE_MAX_AGE_MS,
      };
    });
  }

  return {
    /**
     * For the background sweep: reads the ticked calendars of one connection whose copies are older than
     * `olderThanMs`, stale, missing or not over the dates its owner's open requests need, over exactly
     * those dates. With no open request needing them, its copies are deleted and nothing is read. Never
     * throws for a provider's failure.
     */
    async refreshConnectionCaches(connection: ConnectionRow, olderThanMs: number): Promise<void> {
      const calendars = (await repo.calendarsOfConnection(deps.db, connection.id)).filter(
        (calendar) => calendar.checkConflicts,
      );
      const span = await neededOf(connection.userId);
      if (!span) {
        await repo.deleteBusyCaches(
          deps.db,
          calendars.map((calendar) => calendar.id),
        );
        return;
      }
      const needed = readWindow(span, null);
      const caches = new Map(
        (
          await repo.busyCacheOf(
            deps.db,
            calendars.map((calendar) => calendar.id),
          )
        ).map((row) => [row.calendarId, row]),
      );
      const due = calendars.filter((calendar) => {
        const cache = caches.get(calendar.id);
        return (
          !cache ||
          cache.stale ||
          now() - cache.fetchedAt.getTime() >= olderThanMs ||
          cache.rangeStart.getTime() !== needed.start ||
          cache.rangeEnd.getTime() !== needed.end
        );
      });
      if (due.length === 0) return;
      await refreshConnection(connection, due, needed, caches);
    },

    /** Reads one connection's ticked calendars now (the Refresh button), over what its owner needs. */
    async refreshConnectionNow(connection: ConnectionRow, range: TimeRange): Promise<void> {
      const calendars = (await repo.calendarsOfConnection(deps.db, connection.id)).filter(
        (calendar) => calendar.checkConflicts,
      );
      if (calendars.length === 0) return;
      const caches = new Map(
        (
          await repo.busyCacheOf(
            deps.db,
            calendars.map((calendar) => calendar.id),
          )
        ).map((row) => [row.calendarId, row]),
      );
      await refreshConnection(
        connection,
        calendars,
        readWindow(range, await neededOf(connection.userId)),
        caches,
      );
    },

    /** Per ticked calendar, for the busy preview and a signed-in guest's read: what it holds and how fresh. */
    byCalendar: (userId: string, range: TimeRange) => read(userId, range),

    /**
     * The organizer's time for ranking from calendars marked "check for conflicts": busy, and tentative
     * apart, which ranks as "if need be" as it does for every guest.
     */
    async organizerBusy(userId: string, range: TimeRange): Promise<OrganizerBusy<Interval[]>> {
      const intervals = (await read(userId, range)).flatMap((entry) => entry.intervals);
      const of = (tentative: boolean) =>
        intervals
          .filter((interval) => (interval.kind === 'tentative') === tentative)
          .map(({ start, end }) => ({ start, end }))
          .sort((a, b) => a.start - b.start || a.end - b.end);
      return { busy: of(false), tentative: of(true) };
    },

    /**
     * The same time as `organizerBusy`, kept as stored: epoch-minute pairs clipped to the range, in
     * calendar order (the engine marks them in any order), without an object per interval.
     */
    async organizerBusyPacked(userId: string, range: TimeRange): Promise<OrganizerBusy<PackedIntervals>> {
      const { calendars, caches } = await cachesOf(userId, range);
      const stored = calendars.flatMap((calendar) => {
        const cache = caches.get(calendar.id);
        return cache ? [cache] : [];
      });
      return {
        busy: clipPacked(
          stored.map((cache) => cache.busy),
          range,
        ),
        tentative: clipPacked(
          stored.map((cache) => cache.tentative),
          range,
        ),
      };
    },
  };
}

export type BusyReader = ReturnType<typeof createBusyReader>;
