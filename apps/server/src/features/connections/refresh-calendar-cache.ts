import { isProviderError } from '../calendars/provider-error';
import type { BusySyncResult, CalendarProvider, TimeRange } from '../calendars/provider-port';
import { allIntervals, applyBusySync } from './busy-items';
import { packBusy } from './busy-packing';
import { connectionRepository as repo } from './connection-repository';
import type { ConnectionDeps } from './open-connection';
import type { BusyCacheRow, ConnectedCalendarRow } from './tables';

/** How long a calendar that cannot be read incrementally is read in full before incremental is tried again. */
const PLAIN_READ_HINT_MS = 6 * 3_600_000;

/** What one busy reader keeps across refreshes: its database, its clock, and calendars read in full for now. */
export interface CalendarRefreshContext {
  db: ConnectionDeps['db'];
  now: () => number;
  plainUntil: Map<string, number>;
}

/** Status codes with which a provider may refuse an old sync position; the calendar is then read in full. */
const refusedTokenStatuses = new Set([400, 403, 409, 410, 412, 422]);

/** One incremental read from `token`; when the provider refuses the token, a full read of the window. */
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
export async function refreshCalendarCache(
  reader: CalendarRefreshContext,
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
  if (provider.syncBusy && (reader.plainUntil.get(calendar.id) ?? 0) <= reader.now()) {
    const synced = await syncCalendar(
      provider as CalendarProvider & Required<Pick<CalendarProvider, 'syncBusy'>>,
      calendar,
      window,
      continues ? (cache.syncToken ?? undefined) : undefined,
    );
    if (synced) {
      const items = applyBusySync(continues && !synced.full ? cache.items : null, synced);
      await repo.saveBusyCache(reader.db, {
        calendarId: calendar.id,
        ...packBusy(allIntervals(items)),
        items,
        syncToken: synced.token,
        ...bounds,
        fetchedAt: new Date(reader.now()),
        stale: false,
      });
      return;
    }
    reader.plainUntil.set(calendar.id, reader.now() + PLAIN_READ_HINT_MS);
  }
  const result = await provider.readBusyTime([calendar.providerCalendarId], window);
  await repo.saveBusyCache(reader.db, {
    calendarId: calendar.id,
    ...packBusy(result.intervals),
    items: null,
    syncToken: null,
    ...bounds,
    // Read now on this reader's clock, unless the provider served an older copy of its own.
    fetchedAt: new Date(result.fresh ? reader.now() : result.fetchedAt),
    stale: !result.fresh,
  });
}
