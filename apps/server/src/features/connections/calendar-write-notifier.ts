import type { JobQueue } from '../../lib/jobs/job-queue';
import type { MeetingNotifier } from '../meetings/meeting-notifier';

/**
 * Adds the calendar-event job to every change of a booked meeting (booking, moving, people, cancelling);
 * it commits with the change, like the e-mails, and updates the organizer's event in place.
 */
export function withCalendarWrites(notifier: MeetingNotifier, jobs: JobQueue): MeetingNotifier {
  return {
    ...notifier,
    async scheduled(tx, meeting, recipients) {
      await notifier.scheduled(tx, meeting, recipients);
      await jobs.send(tx, 'calendar-event-sync', { meetingId: meeting.id });
    },
    async rescheduled(tx, meeting, previous, recipients) {
      await notifier.rescheduled(tx, meeting, previous, recipients);
      await jobs.send(tx, 'calendar-event-sync', { meetingId: meeting.id });
    },
    async updated(tx, meeting, change, recipients) {
      await notifier.updated(tx, meeting, change, recipients);
      await jobs.send(tx, 'calendar-event-sync', { meetingId: meeting.id });
    },
    async occurrenceCancelled(tx, meeting, occurrence, reason, recipients) {
      await notifier.occurrenceCancelled?.(tx, meeting, occurrence, reason, recipients);
      await jobs.send(tx, 'calendar-event-sync', { meetingId: meeting.id });
    },
    async cancelled(tx, meeting, recipients) {
      await notifier.cancelled(tx, meeting, recipients);
      await jobs.send(tx, 'calendar-event-sync', { meetingId: meeting.id });
    },
  };
}
