import { defaultWorkingHours, type Locale } from '@overlap/contracts';
import { readRangeOf, type AvailabilityRequest, type WorkingHours } from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { AfterAnswer } from './after-answer';
import { noticeAnswer } from './answer-notices';
import {
  type MeetingContext,
  presentParticipantView,
  participantOfToken,
  requireAnswersOpen,
} from '../shared';
import { meetingRepository as repo } from '../records';
import { rankingRepository } from '../ranking';
import { ALL_PAST_MESSAGE, fromNowOn } from './past-times';

export type AnswerInput = Required<Omit<AvailabilityRequest, 'timeZone' | 'painted' | 'workingHours'>> & {
  timeZone: string;
  painted: boolean;
  workingHours?: WorkingHours | undefined;
};

/** What a participant does through their personal link: the token opens one meeting and one answer. */
export function createParticipantMeetingService(ctx: MeetingContext, parts: { afterAnswer: AfterAnswer }) {
  const { db, now } = ctx;

  const participantByToken = (token: string) => participantOfToken(db, token, now());

  async function viewByToken(token: string) {
    const { meeting, participant, organizerName } = await participantByToken(token);
    const [answer, accountHours, people] = await Promise.all([
      repo.answerOf(db, participant.id),
      participant.workingHours ? null : rankingRepository.accountWorkingHours(db, participant.email),
      meeting.status === 'scheduled' ? repo.participantsOf(db, [meeting.id]) : [],
    ]);
    const workingHours = participant.workingHours ?? accountHours ?? defaultWorkingHours();
    return presentParticipantView(meeting, participant, people, organizerName, answer, now(), workingHours);
  }

  return {
    viewByToken,

    /** Who the link greets, for the guest page's HTML; null when the link opens no meeting now. */
    async greetingOf(
      token: string,
    ): Promise<{ name: string | null; organizer: string; locale: Locale | null } | null> {
      try {
        const { participant, organizerName } = await participantByToken(token);
        return { name: participant.name, organizer: organizerName, locale: participant.locale };
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    },

    async answer(token: string, body: AnswerInput) {
      const { meeting, participant } = await participantByToken(token);
      requireAnswersOpen(meeting);
      const window = { start: meeting.windowStart.getTime(), end: meeting.windowEnd.getTime() };
      const clipTo = (range: { start: number; end: number }) => (list: { start: number; end: number }[]) =>
        list
          .map((i) => ({ start: Math.max(i.start, range.start), end: Math.min(i.end, range.end) }))
          .filter((i) => i.end > i.start);
      const clip = clipTo(window);
      // Busy time of a series counts over its horizon; painted dates stay in the window.
      const clipBusy = clipTo(readRangeOf(meeting));
      if (body.painted && body.available.length === 0 && body.ifNeedBe.length === 0) {
        throw new AppError('validation_failed', 'Mark at least one time you could meet, or decline.');
      }
      const at = now();
      const available = fromNowOn(clip(body.available), at);
      const ifNeedBe = fromNowOn(clip(body.ifNeedBe), at);
      const droppedPast = available.changed + ifNeedBe.changed;
      if (body.painted && droppedPast > 0 && available.kept.length === 0 && ifNeedBe.kept.length === 0) {
        throw new AppError('validation_failed', ALL_PAST_MESSAGE);
      }
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await repo.lockParticipant(t, participant.id);
        await repo.saveAvailability(t, participant.id, {
          painted: body.painted,
          available: available.kept,
          ifNeedBe: ifNeedBe.kept,
          busy: clipBusy(body.busy),
          tentative: clipBusy(body.tentative),
        });
        const answered = {
          status: 'responded' as const,
          timeZone: body.timeZone,
          declineNote: null,
          answeredAt: new Date(now()),
          answerDeletedAt: null,
          ...(body.workingHours ? { workingHours: body.workingHours } : {}),
        };
        await repo.updateParticipant(t, participant.id, answered);
        await ctx.notifier.answered?.(t, meeting, { ...participant, ...answered });
        await noticeAnswer(ctx, t, meeting, { ...participant, ...answered });
      });
      await parts.afterAnswer(meeting.id);
      return { ...(await viewByToken(token)), droppedPast };
    },

    /**
     * The guest's own answer to the booked meeting on `/winner`. "I can't make it after all" from a
     * required person tells the organizer once, who is offered the next best times.
     */
    async respondToBooked(
      token: string,
      { response, note }: { response: 'accepted' | 'tentative' | 'declined'; note: string },
    ) {
      const { meeting, participant } = await participantByToken(token);
      if (meeting.status !== 'scheduled')
        throw new AppError(
          'conflict',
          `This meeting is ${meeting.status}, so there is no booked time to answer.`,
          undefined,
          undefined,
          { status: meeting.status },
        );
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const changed = await repo.setResponse(t, participant.id, {
          response,
          responseSource: 'link',
          responseAt: new Date(now()),
          declineNote: response === 'declined' ? note || null : participant.declineNote,
        });
        if (changed && response === 'declined' && changed.required && participant.response !== 'declined')
          await ctx.notifier.bookedDeclined(t, meeting, changed);
      });
      return viewByToken(token);
    },

    /** The zone, when given, is kept (as answering does) so the organizer sees the person's own times. */
    async decline(token: string, { note, timeZone }: { note: string; timeZone?: string | undefined }) {
      const { meeting, participant } = await participantByToken(token);
      requireAnswersOpen(meeting);
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await repo.lockParticipant(t, participant.id);
        await repo.deleteAvailability(t, participant.id);
        const declined = {
          status: 'declined' as const,
          declineNote: note || null,
          ...(timeZone ? { timeZone } : {}),
          answeredAt: new Date(now()),
          answerDeletedAt: null,
        };
        await repo.updateParticipant(t, participant.id, declined);
        await ctx.notifier.answered?.(t, meeting, { ...participant, ...declined });
        await noticeAnswer(ctx, t, meeting, { ...participant, ...declined });
      });
      await parts.afterAnswer(meeting.id);
      return viewByToken(token);
    },
  };
}

export type ParticipantMeetingService = ReturnType<typeof createParticipantMeetingService>;
