import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { serverNow } from '../../lib/clock/server-clock';
import { meetingRepository } from '../meetings/records';
import { hashParticipantToken } from '../meetings/shared';
import { forgetParticipantAnswer } from './forget-repository';

/**
 * A guest deletes their own answer from their personal link, whatever the meeting's state (also once
 * it is booked or over: it is their data). They stay on the request, shown as not answered yet.
 */
export function createParticipantForget(deps: { db: Db }) {
  return {
    async forget(token: string): Promise<{ forgotten: true }> {
      const found = /^[A-Za-z0-9_-]{16,64}$/.test(token)
        ? await meetingRepository.findParticipantByTokenHash(deps.db, hashParticipantToken(token))
        : null;
      if (!found)
        throw new AppError('not_found', 'This link is not valid. Open the link from your invitation e-mail.');
      await deps.db.transaction((tx) =>
        forgetParticipantAnswer(tx as unknown as Db, found.participant.id, found.meeting.id, serverNow()),
      );
      return { forgotten: true };
    },
  };
}

export type ParticipantForget = ReturnType<typeof createParticipantForget>;
