import type { AvailabilityRequest } from '@overlap/contracts/schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AfterAnswer } from './after-answer';
import { OPEN_STATUSES, type MeetingContext } from './meeting-context';
import { meetingRepository as repo } from './meeting-repository';
import { presentParticipantView } from './meeting-presenter';
import { hashParticipantToken } from './participant-links';

export type AnswerInput = Required<Omit<AvailabilityRequest, 'timeZone' | 'painted'>> & {
  timeZone: string;
  painted: boolean;
};

/** What a participant does through their personal link: the token opens one meeting and one answer. */
export function createParticipantMeetingService(ctx: MeetingContext, parts: { afterAnswer: AfterAnswer }) {
  const { db, now } = ctx;

  async function participantByToken(token: string) {
    const found = /^[A-Za-z0-9_-]{16,64}$/.test(token)
      ? await repo.findParticipantByTokenHash(db, hashParticipantToken(token))
      : null;
    if (!found)
      throw new AppError('not_found', 'This link is not valid. Open the link from your invitation e-mail.');
    const endsAt = (found.meeting.chosenEnd ?? found.meeting.windowEnd).getTime();
    if (now() > endsAt)
      throw new AppError('gone', 'This meeting has ended, so this link no longer opens it.');
    return found;
  }

  async function viewByToken(token: string) {
    const { meeting, participant, organizerName } = await participantByToken(token);
    const [answer] = await repo.availabilityOf(db, [participant.id]);
    return presentParticipantView(meeting, participant, organizerName, answer ?? null);
  }

  function requireOpen(status: string) {
    if (!OPEN_STATUSES.includes(status as never)) {
      throw new AppError('conflict', `This meeting is ${status}, so answers are closed.`);
    }
  }

  return {
    viewByToken,

    async answer(token: string, body: AnswerInput) {
      const { meeting, participant } = await participantByToken(token);
      requireOpen(meeting.status);
      const window = { start: meeting.windowStart.getTime(), end: meeting.windowEnd.getTime() };
      const clip = (list: { start: number; end: number }[]) =>
        list
          .map((i) => ({ start: Math.max(i.start, window.start), end: Math.min(i.end, window.end) }))
          .filter((i) => i.end > i.start);
      if (body.painted && body.available.length === 0 && body.ifNeedBe.length === 0) {
        throw new AppError('validation_failed', 'Mark at least one time you could meet, or decline.');
      }
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await repo.saveAvailability(t, participant.id, {
          painted: body.painted,
          available: clip(body.available),
          ifNeedBe: clip(body.ifNeedBe),
          busy: clip(body.busy),
          tentative: clip(body.tentative),
        });
        await repo.updateParticipant(t, participant.id, {
          status: 'responded',
          timeZone: body.timeZone,
          declineNote: null,
          answeredAt: new Date(now()),
        });
      });
      await parts.afterAnswer(meeting.id);
      return viewByToken(token);
    },

    async decline(token: string, note: string) {
      const { meeting, participant } = await participantByToken(token);
      requireOpen(meeting.status);
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await repo.deleteAvailability(t, participant.id);
        await repo.updateParticipant(t, participant.id, {
          status: 'declined',
          declineNote: note || null,
          answeredAt: new Date(now()),
        });
      });
      await parts.afterAnswer(meeting.id);
      return viewByToken(token);
    },
  };
}

export type ParticipantMeetingService = ReturnType<typeof createParticipantMeetingService>;
