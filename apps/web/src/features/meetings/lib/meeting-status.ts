import { PUBLIC_ROUTES } from '@overlap/contracts';
import type { MeetingDto, MeetingStatus } from '@overlap/contracts/schemas';

export const STATUS_KEYS = {
  collecting: 'status.collecting',
  ready: 'status.ready',
  scheduled: 'status.scheduled',
  cancelled: 'status.cancelled',
} as const satisfies Record<MeetingStatus, string>;

/** Open meetings go to time selection; scheduled and cancelled ones to their result page. */
export function meetingHref(meeting: Pick<MeetingDto, 'id' | 'status'>): string {
  const page =
    meeting.status === 'collecting' || meeting.status === 'ready'
      ? PUBLIC_ROUTES.organizerTimeSelection
      : PUBLIC_ROUTES.meetingScheduled;
  return `${page}?meeting=${encodeURIComponent(meeting.id)}`;
}

export const canCancel = (status: MeetingStatus) => status !== 'cancelled';
/** A booked rotation is not reopened (the server refuses, as it refuses to move one): cancel it instead. */
export const canReopen = (meeting: Pick<MeetingDto, 'status' | 'rotation'>) =>
  meeting.status === 'cancelled' || (meeting.status === 'scheduled' && !meeting.rotation);
