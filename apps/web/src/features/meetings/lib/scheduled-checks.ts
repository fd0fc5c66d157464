import type { MeetingDetailDto } from '@overlap/contracts/schemas';

export interface ScheduledChecks {
  scheduled: boolean;
  /** Every required person accepted the booked meeting (in their calendar or on their link). */
  allParticipantsConfirmed: boolean;
  /** Something is still on its way: the page reads the meeting again until it is not. */
  pending: boolean;
}

/** Which of the result lines are true; each is shown only when it is. */
export function scheduledChecks(meeting: MeetingDetailDto): ScheduledChecks {
  const scheduled = meeting.status === 'scheduled';
  const required = meeting.participants.filter((p) => p.required);
  const delivery = scheduled ? meeting.delivery : null;
  const emails = delivery?.emails ?? [];
  return {
    scheduled,
    allParticipantsConfirmed:
      scheduled && required.length > 0 && required.every((p) => p.response === 'accepted'),
    pending:
      !!delivery && (delivery.calendar.state === 'pending' || emails.some((e) => e.state === 'pending')),
  };
}

/**
 * Whether the booked event has a calendar of the organizer's to live in (written, on its way, or to be
 * retried), so moving or changing the meeting changes it there too.
 */
export function eventHasCalendar(meeting: MeetingDetailDto): boolean {
  const state = meeting.delivery?.calendar.state;
  return state !== undefined && state !== 'no_calendar';
}
