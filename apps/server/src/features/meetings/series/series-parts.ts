import type { EventTimes } from '../../mail/ics/build-invitation';
import { seriesEvent } from './series-event';
import { rotationSeries, stillMeets } from './series-rotation';
import type { MeetingRow } from '../records';

/** One event a booked meeting is written as: the meeting itself (part 0) or a rotation's series (1…3). */
export interface EventPart extends EventTimes {
  part: number;
}

/**
 * The events of a booked meeting, each its own UID on every calendar: one, or the two or three series
 * of a rotation (a series left without dates is none); none unless a time was chosen.
 */
export function eventPartsOf(
  meeting: Pick<
    MeetingRow,
    'chosenStart' | 'chosenEnd' | 'recurrence' | 'rotation' | 'organizerZone' | 'durationMinutes' | 'icalUid'
  >,
): EventPart[] {
  const { chosenStart, chosenEnd, recurrence, organizerZone: zone, durationMinutes } = meeting;
  if (!chosenStart || !chosenEnd) return [];
  if (recurrence && meeting.rotation)
    return rotationSeries(recurrence, zone, meeting.rotation, durationMinutes, meeting.icalUid).filter(
      stillMeets,
    );
  if (!recurrence) return [{ part: 0, uid: meeting.icalUid, start: chosenStart, end: chosenEnd }];
  const series = seriesEvent(recurrence, zone, chosenStart, durationMinutes);
  return [{ part: 0, uid: meeting.icalUid, start: series.start, end: series.end, repeat: series.repeat }];
}

/**
 * The events of `before` that `after` no longer has: a rotation's series left without dates by a new
 * last date or skipped dates, to be withdrawn by their own UID.
 */
export function endedPartsOf(
  before: Parameters<typeof eventPartsOf>[0],
  after: Parameters<typeof eventPartsOf>[0],
) {
  const kept = new Set(eventPartsOf(after).map((p) => p.part));
  return eventPartsOf(before).filter((p) => !kept.has(p.part));
}
