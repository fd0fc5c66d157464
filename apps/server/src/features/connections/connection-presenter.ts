import type { CalendarBusy } from './busy-reader';
import type { ConnectedCalendarRow, ConnectionRow } from './tables';

export const providerNames = {
  google: 'Google Calendar',
  microsoft: 'Microsoft 365 / Outlook.com',
  icloud: 'Apple iCloud',
  caldav: 'CalDAV',
  ics: 'ICS feed',
} as const;

/** Exactly what leaves the server about a connection: never its credentials or server-side error details. */
export function presentConnection(connection: ConnectionRow, calendars: ConnectedCalendarRow[]) {
  return {
    id: connection.id,
    provider: connection.provider,
    providerName: providerNames[connection.provider],
    accountLabel: connection.accountLabel,
    status: connection.status,
    lastSyncedAt: connection.lastSyncedAt?.toISOString() ?? null,
    lastError: connection.lastError,
    calendars: calendars
      .filter((calendar) => calendar.connectionId === connection.id)
      .map((calendar) => ({
        id: calendar.id,
        name: calendar.name,
        timeZone: calendar.timeZone,
        canWrite: calendar.canWrite,
        checkConflicts: calendar.checkConflicts,
        writeTarget: calendar.writeTarget,
      })),
  };
}

export function presentBusyPreview(range: { start: number; end: number }, entries: CalendarBusy[]) {
  return {
    start: new Date(range.start).toISOString(),
    end: new Date(range.end).toISOString(),
    calendars: entries.map((entry) => ({
      id: entry.calendar.id,
      name: entry.calendar.name,
      checkConflicts: entry.calendar.checkConflicts,
      stale: entry.stale,
      fetchedAt: entry.fetchedAt === null ? null : new Date(entry.fetchedAt).toISOString(),
      busy: entry.intervals.map((interval) => ({
        start: new Date(interval.start).toISOString(),
        end: new Date(interval.end).toISOString(),
        kind: interval.kind,
      })),
    })),
  };
}
