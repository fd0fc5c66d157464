import type { JobQueue } from '../../lib/jobs/job-queue';
import type { MeetingNotifier } from '../meetings/meeting-notifier';

/** Adds the calendar-event job to booking and cancelling; it commits with the change, like the e-mails. */
export function withCalendarWrites(notifier: MeetingNotifier, jobs: JobQueue): MeetingNotifier {
  return {
    ...notifier,
    async scheduled(tx, meeting, recipients) {
      await notifier.scheduled(tx, meeting, recipients);
      await jobs.send(tx, 'calendar-event-sync', { meetingId: meeting.id });
    },
    async cancelled(tx, meeting, recipients) {
      await notifier.cancelled(tx, meeting, recipients);
      await jobs.send(tx, 'calendar-event-sync', { meetingId: meeting.id });
    },
  };
}
