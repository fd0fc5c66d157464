import type { MeetingDetailDto } from '@overlap/contracts/schemas';

export interface ScheduledChecks {
  scheduled: boolean;
  confirmed: boolean;
  /** Every required person accepted the booked meeting (in their calendar or on their link). */
  allParticipantsConfirmed: boolean;
  /** The event is in the organizer's write-target calendar. */
  allCalendarsSynced: boolean;
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
    confirmed: scheduled,
    allParticipantsConfirmed:
      scheduled && required.length > 0 && required.every((p) => p.response === 'accepted'),
    allCalendarsSynced: delivery?.calendar.state === 'written',
    pending:
      !!delivery && (delivery.calendar.state === 'pending' || emails.some((e) => e.state === 'pending')),
  };
}
