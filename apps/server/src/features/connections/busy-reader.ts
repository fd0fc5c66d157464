import type { PackedIntervals } from '@overlap/engine';
import { isProviderError } from '../calendars/provider-error';
import type { BusyInterval, BusySyncResult, CalendarProvider, TimeRange } from '../calendars/provider-port';
import { neededSpan, readWindow } from './busy-demand';
import { allIntervals, applyBusySync } from './busy-items';
import { packBusy, unpackBusy } from './busy-packing';
import { connectionRepository as repo } from './connection-repository';
import { openConnection, type ConnectionDeps } from './open-connection';
import { providerMessage } from './provider-messages';
import type { BusyCacheRow, ConnectedCalendarRow, ConnectionRow } from './tables';

/** A cache older than this is read again from the provider before it is used. */
export const BUSY_CACHE_MAX_AGE_MS = 10 * 60_000;
const MINUTE = 60_000;
/** How long a read waits for providers; a slower refresh finishes in the background and the older copy is used. */
export const BUSY_REFRESH_WAIT_MS = 8_000;

interface Interval {
  start: number;
  end: number;
}

/** An organizer's calendar time for ranking: busy, and tentative (their "if need be"). */
export interface OrganizerBusy<T> {
  busy: T;
  tentative: T;
}

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

/** Concatenates packed lists, keeping the part of each interval inside `range` (widened to whole minutes). */
function clipPacked(lists: PackedIntervals[], range: TimeRange): PackedIntervals {
  const first = Math.floor(range.start / MINUTE);
  const last = Math.ceil(range.end / MINUTE);
  const clipped = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let length = 0;
  for (const list of lists) {
    for (let i = 0; i + 1 < list.length; i += 2) {
      const start = list[i]!;
      const end = list[i + 1]!;
      if (end <= first || start >= last) continue;
      clipped[length++] = start < first ? first : start;
      clipped[length++] = end > last ? last : end;
    }
  }
  return length === clipped.length ? clipped : clipped.slice(0, length);
}

/** Status codes with which a provider may refuse an old sync position; the calendar is then read in full. */
const refusedTokenStatuses = new Set([400, 403, 409, 410, 412, 422]);
/** How long a calendar that cannot be read incrementally is read in full before incremental is tried again. */
const PLAIN_READ_HINT_MS = 6 * 3_600_000;

/** Reads a user's busy time through the per-calendar cache, refreshing what is missing or old. */
export function createBusyReader(deps: ConnectionDeps & { clock?: () => number; refreshWaitMs?: number }) {
  const now = deps.clock ?? Date.now;
  // Calendars whose provider said "no incremental read here" (e.g. Google calendars shared as free/busy only).
  const plainUntil = new Map<string, number>();

  /** The dates the person's open requests need read, if any (see busy-demand.ts). */
  const neededOf = async (userId: string) => neededSpan(await repo.openRequestsOf(deps.db, userId), now());

  async function syncCalendar(
    provider: CalendarProvider & Required<Pick<CalendarProvider, 'syncBusy'>>,
    calendar: ConnectedCalendarRow,
    window: TimeRange,
    token: string | undefined,
  ): Promise<BusySyncResult | null> {
    try {
      return await provider.syncBusy(calendar.providerCalendarId, window, token);
    } catch (error) {
      const refused =
        token !== undefined &&
        isProviderError(error, 'provider-error') &&
        refusedTokenStatuses.has(error.status ?? 0);
      if (!refused) throw error;
      return provider.syncBusy(calendar.providerCalendarId, window);
    }
  }

  /**
   * Refreshes one calendar's cache over `window`: incrementally from the stored token when the cache holds
   * exactly that window, otherwise (or when the provider refuses the token) a full read of it.
   */
  async function refreshCalendar(
    provider: CalendarProvider,
    calendar: ConnectedCalendarRow,
    cache: BusyCacheRow | undefined,
    window: TimeRange,
  ) {
    const continues =
      cache?.items &&
      cache.syncToken &&
      cache.rangeStart.getTime() === window.start &&
      cache.rangeEnd.getTime() === window.end;
    const bounds = { rangeStart: new Date(window.start), rangeEnd: new Date(window.end) };
    if (provider.syncBusy && (plainUntil.get(calendar.id) ?? 0) <= now()) {
      const synced = await syncCalendar(
        provider as CalendarProvider & Required<Pick<CalendarProvider, 'syncBusy'>>,
        calendar,
        window,
        continues ? (cache.syncToken ?? undefined) : undefined,
      );
      if (synced) {
        const items = applyBusySync(continues && !synced.full ? cache.items : null, synced);
        await repo.saveBusyCache(deps.db, {
          calendarId: calendar.id,
          ...packBusy(allIntervals(items)),
          items,
          syncToken: synced.token,
          ...bounds,
          fetchedAt: new Date(now()),
          stale: false,
        });
        return;
      }
      plainUntil.set(calendar.id, now() + PLAIN_READ_HINT_MS);
    }
    const result = await provider.readBusyTime([calendar.providerCalendarId], window);
    await repo.saveBusyCache(deps.db, {
      calendarId: calendar.id,
      ...packBusy(result.intervals),
      items: null,
      syncToken: null,
      ...bounds,
      // Read now on this reader's clock, unless the provider served an older copy of its own.
      fetchedAt: new Date(result.fresh ? now() : result.fetchedAt),
      stale: !result.fresh,
    });
  }

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
