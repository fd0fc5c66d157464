import type { ParticipantResponse } from '@overlap/contracts/schemas';
import type { CalendarProvider } from '../calendars/provider-port';
import type { RecordResponses } from '../meetings/answers';
import { answersAcrossSeries, bookedUntil } from '../meetings/series';
import type { SweepLog } from './busy-refresh-sweep';
import { eventSyncRepository as repo } from './event-sync-repository';
import { openConnection, type ConnectionDeps } from './open-connection';

type Written = Awaited<ReturnType<typeof repo.writtenEventsOfBookedMeetings>>[number];

/**
 * Reads the attendees' answers on the events Overlap wrote for booked meetings that have not ended yet
 * (a series: until its last date; nothing else: other events are never read this way) and hands them to the meetings feature, one set
 * per meeting: a rotation's series are read together and their answers combined (series-answers.ts).
 * A connection or event that fails is logged and the sweep goes on; a meeting with a series that could
 * not be read waits for the next sweep.
 */
export async function sweepAttendeeResponses(
  deps: ConnectionDeps & { record: RecordResponses; now?: () => number; log?: SweepLog },
): Promise<{ read: number; changed: number; failed: number }> {
  const now = deps.now ?? Date.now;
  const events = await repo.writtenEventsOfBookedMeetings(deps.db, new Date(now()));
  const byMeeting = new Map<string, Written[]>();
  for (const event of events) {
    // A series is not over until its last date.
    if ((bookedUntil(event.meeting)?.getTime() ?? 0) <= now()) continue;
    const written = byMeeting.get(event.link.meetingId);
    if (written) written.push(event);
    else byMeeting.set(event.link.meetingId, [event]);
  }
  const opened = new Map<string, Promise<CalendarProvider>>();
  let read = 0;
  let changed = 0;
  let failed = 0;
  for (const [meetingId, written] of byMeeting) {
    const perSeries: { email: string; response: ParticipantResponse }[][] = [];
    let complete = true;
    for (const { link, calendar, connection } of written) {
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
        perSeries.push(answer.responses);
      } catch (error) {
        failed++;
        complete = false;
        deps.log?.warn({ err: error, meetingId }, 'reading attendee answers failed');
      }
    }
    if (!complete || perSeries.length === 0) continue;
    try {
      changed += await deps.record(meetingId, answersAcrossSeries(perSeries));
    } catch (error) {
      failed++;
      deps.log?.warn({ err: error, meetingId }, 'recording attendee answers failed');
    }
  }
  return { read, changed, failed };
}
