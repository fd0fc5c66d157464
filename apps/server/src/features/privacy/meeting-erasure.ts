import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { serverNow } from '../../lib/clock/server-clock';
import type { MeetingRow } from '../meetings/records';
import { bookedUntil } from '../meetings/series';
import { findOwnMeeting } from '../meetings/shared';
import type { UserRow } from '../users/table';
import { eraseMeeting, type LeftEvent } from './erasure-repository';

export interface MeetingErased {
  id: string;
  /** True when the meeting was still ahead on calendars and everyone was sent a cancellation first. */
  cancelled: boolean;
  /** The events to delete at the provider; already queued as jobs unless the caller deletes them itself. */
  events: LeftEvent[];
}

/** Whether the meeting still stands ahead on calendars: booked (or reopened from a booking) and not over. */
function standsAhead(meeting: MeetingRow, now: number): boolean {
  if (meeting.status === 'scheduled') return (bookedUntil(meeting)?.getTime() ?? 0) > now;
  if (meeting.status === 'cancelled') return false;
  return (meeting.previousEnd?.getTime() ?? 0) > now;
}

/**
 * Deletes meeting requests for good. One still ahead is cancelled first through the organizer's own
 * cancel (the usual e-mails, CANCELs and webhooks), then every row about it goes in one transaction, and
 * the events it left in the organizer's calendar are deleted there by a job. A past meeting's event
 * stays in the organizer's calendar, as history of their own; only our link to it goes.
 */
export function createMeetingErasure(deps: {
  db: Db;
  jobs: Pick<JobQueue, 'send'>;
  cancel: (organizer: UserRow, meetingId: string, reason?: string) => Promise<unknown>;
}) {
  return {
    /**
     * `removeEventsLater: false` leaves the calendar events to the caller: deleting an account removes
     * them itself before it withdraws the calendar grant that a later job would need.
     */
    async erase(
      organizer: UserRow,
      meetingId: string,
      reason = '',
      { removeEventsLater = true } = {},
    ): Promise<MeetingErased> {
      const meeting = await findOwnMeeting(deps.db, organizer, meetingId);
      const cancelled = standsAhead(meeting, serverNow());
      if (cancelled) await deps.cancel(organizer, meeting.id, reason);
      const removeEvents = cancelled || meeting.status === 'cancelled';
      const erased = await deps.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const done = await eraseMeeting(t, organizer.id, meeting.id);
        if (done && removeEvents && removeEventsLater)
          for (const event of done.events) await deps.jobs.send(t, 'calendar-event-remove', event);
        return done;
      });
      if (!erased) throw new AppError('not_found', 'No meeting with this id.');
      return { id: meeting.id, cancelled, events: removeEvents ? erased.events : [] };
    },
  };
}

export type MeetingErasure = ReturnType<typeof createMeetingErasure>;
