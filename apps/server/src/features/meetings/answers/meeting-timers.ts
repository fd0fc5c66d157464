import type { Db } from '../../../db/database';
import { OPEN_STATUSES, type MeetingContext } from '../shared';
import type { AfterAnswer } from './after-answer';
import { sendAnswerDigest } from './answer-notices';
import { meetingRepository as repo } from '../records';

/** What the timed jobs do: the automatic reminder and the answer deadline. */
export function createMeetingTimers(ctx: MeetingContext, parts: { afterAnswer: AfterAnswer }) {
  const { db, notifier } = ctx;
  return {
    /** The automatic reminder job: only people still waiting, only while answers are open. */
    async sendAutomaticReminders(meetingId: string): Promise<number> {
      const meeting = await repo.findById(db, meetingId);
      if (!meeting || !OPEN_STATUSES.includes(meeting.status)) return 0;
      const waiting = (await repo.participantsOf(db, [meetingId])).filter(
        (p) => p.status === 'invited' && !p.remindedAt,
      );
      if (waiting.length === 0) return 0;
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        for (const p of waiting) await repo.updateParticipant(t, p.id, { remindedAt: new Date(ctx.now()) });
        await notifier.reminded(t, meeting, ctx.recipients(waiting));
      });
      return waiting.length;
    },

    /**
     * The deadline job: a meeting still collecting answers becomes ready and the organizer is told, and
     * auto-schedule books if a time meets the meeting's rule.
     */
    async deadlinePassed(meetingId: string): Promise<void> {
      const meeting = await repo.findById(db, meetingId);
      if (
        !meeting ||
        !OPEN_STATUSES.includes(meeting.status) ||
        !meeting.deadline ||
        meeting.deadline.getTime() > ctx.now()
      )
        return;
      await parts.afterAnswer(meetingId, 'deadline');
    },

    /** The answer digest job: one e-mail with the answers since the digest became due. */
    answerDigest: (organizerId: string) => sendAnswerDigest(ctx, organizerId),
  };
}

export type MeetingTimers = ReturnType<typeof createMeetingTimers>;
