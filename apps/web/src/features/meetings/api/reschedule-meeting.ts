import { apiPath, MEETING_API_ROUTES } from '@overlap/contracts';
import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { meetingsRequest } from './client';
import { useMeetingChange } from './use-meeting-change';

export interface RescheduleInput {
  id: string;
  start: number;
  /** The SEQUENCE the organizer saw: a meeting moved meanwhile (another tab) is refused, not moved twice. */
  sequence: number;
}

export const rescheduleMeeting = ({ id, start, sequence }: RescheduleInput) =>
  meetingsRequest<MeetingDetailDto>('POST', apiPath(MEETING_API_ROUTES.reschedule, { id }), {
    start,
    sequence,
  });

export const useRescheduleMeeting = () => useMeetingChange(rescheduleMeeting, ({ id }) => id);
