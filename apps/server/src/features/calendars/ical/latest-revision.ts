import type { CalendarEventRecord } from './calendar-events';

function keyOf(event: CalendarEventRecord): string | null {
  if (!event.uid) return null;
  return event.recurrenceId ? `${event.uid} ${event.recurrenceId.wall}` : event.uid;
}

function isNewer(candidate: CalendarEventRecord, kept: CalendarEventRecord): boolean {
  const [a, b] = [candidate.revision, kept.revision];
  if (a.sequence !== b.sequence) return a.sequence > b.sequence;
  return a.revisedAt > b.revisedAt;
}

/**
 * Two copies of one event (same UID, and same RECURRENCE-ID for a changed instance) are one event
 * revised: the higher SEQUENCE wins, then the later DTSTAMP or LAST-MODIFIED, then the first written.
 * Order is kept; events without a UID are all kept.
 */
export function keepLatestRevisions(events: CalendarEventRecord[]): CalendarEventRecord[] {
  const winner = new Map<string, CalendarEventRecord>();
  for (const event of events) {
    const key = keyOf(event);
    if (key === null) continue;
    const kept = winner.get(key);
    if (!kept || isNewer(event, kept)) winner.set(key, event);
  }
  if (winner.size === events.length) return events;
  return events.filter((event) => {
    const key = keyOf(event);
    return key === null || winner.get(key) === event;
  });
}
