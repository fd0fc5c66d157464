import type { JobQueue } from '../../lib/jobs/job-queue';
import type { MeetingNotifier } from '../meetings/shared';
import type { MeetingRow } from '../meetings/records';
import { queueHoldSync } from './hold-jobs';
import { holdRepository } from './hold-repository';

/**
 * Adds the holds job to the changes that move or end a meeting's holds, in the change's transaction: a new
 * request (or one reopened for new answers) writes them at once, an answer moves them at the next slot,
 * booking and cancelling remove them.
 */
export function withHolds(notifier: MeetingNotifier, jobs: JobQueue, now: () => number): MeetingNotifier {
  const holds = (meeting: MeetingRow) => meeting.holdCount > 0;
  return {
    ...notifier,
    async created(tx, meeting) {
      await notifier.created?.(tx, meeting);
      if (holds(meeting)) await queueHoldSync(tx, jobs, meeting.id, { soon: false });
    },
    // Fewer, more or no holds: written, moved or removed at once, whatever the new count; until then
    // the organizer sees them being written (or removed), not the old count.
    async holdsChanged(tx, meeting) {
      await notifier.holdsChanged?.(tx, meeting);
      await holdRepository.setState(tx, meeting.id, { state: 'pending', message: null }, new Date(now()));
      await queueHoldSync(tx, jobs, meeting.id, { soon: false });
    },
    async answered(tx, meeting, participant) {
      await notifier.answered?.(tx, meeting, participant);
      if (holds(meeting)) await queueHoldSync(tx, jobs, meeting.id, { soon: true, now: now() });
    },
    async scheduled(tx, meeting, recipients) {
      await notifier.scheduled(tx, meeting, recipients);
      if (holds(meeting)) await queueHoldSync(tx, jobs, meeting.id, { soon: false });
    },
    async reopenedForNewTime(tx, meeting, previous, recipients) {
      await notifier.reopenedForNewTime(tx, meeting, previous, recipients);
      if (holds(meeting)) await queueHoldSync(tx, jobs, meeting.id, { soon: false });
    },
    async cancelled(tx, meeting, recipients) {
      await notifier.cancelled(tx, meeting, recipients);
      if (holds(meeting)) await queueHoldSync(tx, jobs, meeting.id, { soon: false });
    },
  };
}
