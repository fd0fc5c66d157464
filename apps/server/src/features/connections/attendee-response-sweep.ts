import type { CalendarProvider } from '../calendars/provider-port';
import type { RecordResponses } from '../meetings/meeting-responses';
import type { SweepLog } from './busy-refresh-sweep';
import { eventSyncRepository as repo } from './event-sync-repository';
import { openConnection, type ConnectionDeps } from './open-connection';

/**
 * Reads the attendees' answers on the events Overlap wrote for booked meetings that have not ended yet
 * (nothing else: other events are never read this way) and hands them to the meetings feature.
 * A connection or event that fails is logged and the sweep goes on.
 */
export async function sweepAttendeeResponses(
  deps: ConnectionDeps & { record: RecordResponses; now?: () => number; log?: SweepLog },
): Promise<{ read: number; changed: number; failed: number }> {
  const now = deps.now ?? Date.now;
  const events = await repo.writtenEventsOfBookedMeetings(deps.db, new Date(now()));
  const opened = new Map<string, Promise<CalendarProvider>>();
  let read = 0;
  let changed = 0;
  let failed = 0;
  for (const { link, calendar, connection } of events) {
    try {
      if (!opened.has(connection.id)) opened.set(connection.id, openConnection(deps, connection));
      const provider = await opened.get(connection.id)!;
      if (!provider.readResponses) continue;
      const answer = await provider.readResponses({
        calendarId: calendar.providerCalendarId,
        eventId: link.providerEventId,
      });
      if (!answer) continue;
      read++;
      changed += await deps.record(link.meetingId, answer.responses);
    } catch (error) {
      failed++;
      deps.log?.warn({ err: error, meetingId: link.meetingId }, 'reading attendee answers failed');
    }
  }
  return { read, changed, failed };
}
