import type { Db } from '../../db/database';
import type { MeetingNotifier } from '../meetings/shared';
import { meetingRepository, type MeetingRow } from '../meetings/records';
import type { EmitWebhookEvent } from './webhook-emitter';
import { meetingData, participantData, previousData } from './webhook-payloads';

/**
 * Adds the webhook events to the meetings feature's notifier: each is stored and queued in the
 * transaction of the change, like the e-mails, so a receiver's speed never touches the request.
 */
export function withWebhooks(
  notifier: MeetingNotifier,
  deps: { emit: EmitWebhookEvent; publicUrl: string },
): MeetingNotifier {
  const { emit } = deps;
  const of = (meeting: MeetingRow) => ({ organizerId: meeting.organizerId, meetingId: meeting.id });
  const meeting = (row: MeetingRow) => meetingData(row, deps.publicUrl);

  return {
    ...notifier,
    async created(tx, row) {
      await notifier.created?.(tx, row);
      await emit(tx, {
        ...of(row),
        type: 'meeting.created',
        data: { meeting: meeting(row) },
        dedupeKey: `created:${row.id}`,
      });
    },
    async answered(tx, row, participant) {
      await notifier.answered?.(tx, row, participant);
      await emit(tx, {
        ...of(row),
        type: 'participant.answered',
        data: { meeting: meeting(row), participant: participantData(participant) },
      });
    },
    async allAnswered(tx, row, reason) {
      await notifier.allAnswered(tx, row, reason);
      await emit(tx, { ...of(row), type: 'meeting.ready', data: { meeting: meeting(row), reason } });
    },
    async scheduled(tx, row, recipients) {
      await notifier.scheduled(tx, row, recipients);
      // People added to a booked meeting get its invitation through `scheduled` too; that is no booking.
      if (!(await isWholeMeeting(tx, row, recipients.length))) return;
      await emit(tx, {
        ...of(row),
        type: 'meeting.scheduled',
        data: { meeting: meeting(row) },
        dedupeKey: `scheduled:${row.id}:${row.sequence}`,
      });
    },
    async rescheduled(tx, row, previous, recipients) {
      await notifier.rescheduled(tx, row, previous, recipients);
      await emit(tx, {
        ...of(row),
        type: 'meeting.rescheduled',
        data: { meeting: meeting(row), previous: previousData(previous) },
        dedupeKey: `rescheduled:${row.id}:${row.sequence}`,
      });
    },
    async cancelled(tx, row, recipients) {
      await notifier.cancelled(tx, row, recipients);
      await emit(tx, {
        ...of(row),
        type: 'meeting.cancelled',
        data: { meeting: meeting(row), reason: row.cancelReason },
        dedupeKey: `cancelled:${row.id}:${row.sequence}`,
      });
    },
  };
}

async function isWholeMeeting(tx: Db, row: MeetingRow, recipientCount: number): Promise<boolean> {
  const everyone = await meetingRepository.participantsOf(tx, [row.id]);
  return recipientCount >= everyone.length;
}
