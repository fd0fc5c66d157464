import { PUBLIC_ROUTES } from '@overlap/contracts';
import type { MeetingDto, MeetingStatus } from '@overlap/contracts/schemas';

export const STATUS_LABELS: Record<MeetingStatus, string> = {
  collecting: 'Collecting answers',
  ready: 'Ready to book',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
};

/** Open meetings go to time selection; scheduled and cancelled ones to their result page. */
export function meetingHref(meeting: Pick<MeetingDto, 'id' | 'status'>): string {
  const page =
    meeting.status === 'collecting' || meeting.status === 'ready'
      ? PUBLIC_ROUTES.organizerTimeSelection
      : PUBLIC_ROUTES.meetingScheduled;
  return `${page}?meeting=${encodeURIComponent(meeting.id)}`;
}

export const canCancel = (status: MeetingStatus) => status !== 'cancelled';
export const canReopen = (status: MeetingStatus) => status === 'scheduled' || status === 'cancelled';
