import type { Db } from '../../db/database';
import type { HeldInvitations } from '../../lib/jobs/job-catalogue';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { MeetingNotifier, Recipient, MeetingChange } from '../meetings/shared';
import type { MeetingRow } from '../meetings/records';
import { eventSyncRepository as repo } from './event-sync-repository';

/** The provider that makes each kind of call when it writes the event, and so owns its link. */
const CALL_MAKER: Partial<Record<MeetingRow['conference'], string>> = {
  'google-meet': 'google',
  teams: 'microsoft',
};

/**
 * Whether the invitations must wait for the calendar write: a Google Meet or Teams call exists only once
 * the organizer's Google or Graph calendar holds the event, and the first invitation should carry it.
 */
async function waitsForCallLink(tx: Db, meeting: MeetingRow): Promise<boolean> {
  const maker = CALL_MAKER[meeting.conference];
  if (!maker || meeting.videoLink) return false;
  return (await repo.eventCalendarProvider(tx, meeting.id, meeting.organizerId)) === maker;
}

const heldRecipients = (recipients: Recipient[]) =>
  recipients.map((r) => ({ participantId: r.participant.id, link: r.link }));

/**
 * Adds the calendar-event job to every change of a booked meeting (booking, moving, people, cancelling);
 * it commits with the change, like the e-mails, and updates the organizer's event in place. When the
 * provider makes the video call, the invitations ride on the job and go out after the write
 * (`sendHeldInvitations`), so the first e-mail and its .ics already carry the link.
 */
export function withCalendarWrites(notifier: MeetingNotifier, jobs: JobQueue): MeetingNotifier {
  async function writeThenSend(
    tx: Db,
    meeting: MeetingRow,
    recipients: Recipient[],
    notice: HeldInvitations['notice'],
    sendNow: () => Promise<void>,
  ) {
    if (!(await waitsForCallLink(tx, meeting))) {
      await sendNow();
      await jobs.send(tx, 'calendar-event-sync', { meetingId: meeting.id });
      return;
    }
    const held = { sequence: meeting.sequence, recipients: heldRecipients(recipients), notice };
    await jobs.send(tx, 'calendar-event-sync', { meetingId: meeting.id, held });
  }
  return {
    ...notifier,
    async scheduled(tx, meeting, recipients) {
      await writeThenSend(tx, meeting, recipients, { kind: 'scheduled' }, () =>
        notifier.scheduled(tx, meeting, recipients),
      );
    },
    async rescheduled(tx, meeting, previous, recipients) {
      const notice = {
        kind: 'rescheduled' as const,
        previousStart: previous.start.toISOString(),
        previousEnd: previous.end.toISOString(),
      };
      await writeThenSend(tx, meeting, recipients, notice, () =>
        notifier.rescheduled(tx, meeting, previous, recipients),
      );
    },
    async updated(tx, meeting, change, recipients) {
      await writeThenSend(tx, meeting, recipients, { kind: 'updated', change }, () =>
        notifier.updated(tx, meeting, change, recipients),
      );
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

/**
 * Sends invitations that waited for the calendar write, with the meeting as stored now (its call link
 * included when the write made one). Nothing when a later change replaced that version: the later one
 * sends its own. Each e-mail's dedupe key names the version, so a retried job never mails twice.
 */
export async function sendHeldInvitations(
  db: Db,
  notifier: MeetingNotifier,
  meetingId: string,
  held: HeldInvitations,
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const found = await repo.meetingWithPeople(t, meetingId);
    if (!found || found.meeting.status !== 'scheduled' || found.meeting.sequence !== held.sequence) return;
    const byId = new Map(found.people.map((p) => [p.id, p]));
    const recipients = held.recipients.flatMap((r) => {
      const participant = byId.get(r.participantId);
      return participant ? [{ participant, link: r.link }] : [];
    });
    const { meeting } = found;
    const { notice } = held;
    if (notice.kind === 'scheduled') await notifier.scheduled(t, meeting, recipients);
    else if (notice.kind === 'updated') {
      // Written by `updated` below from a MeetingChange, and read back as one.
      await notifier.updated(t, meeting, notice.change as MeetingChange, recipients);
    } else
      await notifier.rescheduled(
        t,
        meeting,
        { start: new Date(notice.previousStart), end: new Date(notice.previousEnd) },
        recipients,
      );
  });
}
