import type { BookedOccurrenceDto, RecurrenceDto } from '@overlap/contracts/schemas';
import { seriesEvent } from './series-event';
import { rotationSeries } from './series-rotation';
import type { MeetingRow } from '../records';

/**
 * The occurrences of a booked series (a rotation's turns in order), each with its start and end, and
 * which of them are skipped.
 */
export function occurrencesOf(meeting: MeetingRow & { recurrence: RecurrenceDto }) {
  const { recurrence, organizerZone: zone, durationMinutes } = meeting;
  const occurrences = meeting.rotation
    ? rotationSeries(recurrence, zone, meeting.rotation, durationMinutes, meeting.icalUid)
        .flatMap((s) => s.occurrences)
        .sort((a, b) => a.start.getTime() - b.start.getTime())
    : seriesEvent(recurrence, zone, meeting.chosenStart!, durationMinutes).occurrences;
  const skipped = new Set(recurrence.skip);
  return occurrences.map((o) => ({
    date: o.date,
    start: o.start,
    end: new Date(o.start.getTime() + meeting.durationMinutes * 60_000),
    skipped: skipped.has(o.date),
  }));
}

/** When a booked meeting is over: a series' last date that is not skipped, else the booked time's end. */
export function bookedUntil(meeting: MeetingRow): Date | null {
  if (!meeting.recurrence || !meeting.chosenStart) return meeting.chosenEnd;
  const kept = occurrencesOf({ ...meeting, recurrence: meeting.recurrence }).filter((o) => !o.skipped);
  return kept.at(-1)?.end ?? meeting.chosenEnd;
}

/** A booked series' dates for the meeting detail; null unless a recurring meeting is scheduled. */
export function bookedOccurrencesOf(meeting: MeetingRow): BookedOccurrenceDto[] | null {
  if (!meeting.recurrence || meeting.status !== 'scheduled' || !meeting.chosenStart) return null;
  return occurrencesOf({ ...meeting, recurrence: meeting.recurrence }).map((o) => ({
    date: o.date,
    start: o.start.toISOString(),
    end: o.end.toISOString(),
    skipped: o.skipped,
  }));
}
