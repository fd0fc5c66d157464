import type { MeetingDetailDto } from '@overlap/contracts/schemas';

export interface ScheduledChecks {
  scheduled: boolean;
  confirmed: boolean;
  allParticipantsConfirmed: boolean;
  /** Always false for now: events are not written to calendars yet, so nothing can claim it. */
  allCalendarsSynced: boolean;
}

/** Which of the result lines are true; each is shown only when it is. */
export function scheduledChecks(meeting: MeetingDetailDto): ScheduledChecks {
  const scheduled = meeting.status === 'scheduled';
  const required = meeting.participants.filter((p) => p.required);
  return {
    scheduled,
    confirmed: scheduled,
    allParticipantsConfirmed:
      scheduled &&
      required.every((p) => p.status === 'responded') &&
      meeting.participants.every((p) => p.status !== 'declined'),
    allCalendarsSynced: false,
  };
}
