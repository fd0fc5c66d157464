import type { MeetingDetailDto, MeetingDto } from '@overlap/contracts/schemas';

/**
 * Whether a meeting still stands ahead on calendars, as the server decides before deleting it: booked
 * (or reopened from a booking) and not over; a series until its last date that is not cancelled.
 */
export function standsAhead(
  meeting: MeetingDto & Partial<Pick<MeetingDetailDto, 'bookedOccurrences'>>,
  now: number,
) {
  if (meeting.status === 'cancelled') return false;
  if (meeting.status === 'scheduled') {
    const kept = meeting.bookedOccurrences?.filter((o) => !o.skipped);
    const end = kept && kept.length > 0 ? kept[kept.length - 1]!.end : meeting.chosenEnd;
    return end !== null && Date.parse(end) > now;
  }
  return meeting.rescheduling !== null && Date.parse(meeting.rescheduling.previousEnd) > now;
}
