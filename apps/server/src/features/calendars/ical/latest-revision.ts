/** What telling two copies of one event apart needs (a `CalendarEventRecord` has it). */
interface EventRevision {
  uid: string;
  recurrenceId: { wall: number } | null;
  readonly revision: { sequence: number; revisedAt: number };
}

function keyOf(event: EventRevision): string | null {
  if (!event.uid) return null;
  return event.recurrenceId ? `${event.uid} ${event.recurrenceId.wall}` : event.uid;
}

function isNewer(candidate: EventRevision, kept: EventRevision): boolean {
  const [a, b] = [candidate.revision, kept.revision];
  if (a.sequence !== b.sequence) return a.sequence > b.sequence;
  return a.revisedAt > b.revisedAt;
}

/**
 * Two copies of one event (same UID, and same RECURRENCE-ID for a changed instance) are one event
 * revised: the higher SEQUENCE wins, then the later DTSTAMP or LAST-MODIFIED, then the first written.
 * Order is kept; events without a UID are all kept.
 */
export function keepLatestRevisions<T extends EventRevision>(events: T[]): T[] {
  const winner = new Map<string, T>();
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
