import { seriesHorizonOf } from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { OPEN_STATUSES } from './meeting-context';
import { meetingRepository, type MeetingRow, type ParticipantRow } from '../records';
import { hashParticipantToken } from './participant-links';
import { bookedUntil } from '../series';

export interface ParticipantAccess {
  participant: ParticipantRow;
  meeting: MeetingRow;
  organizerName: string;
}

/**
 * The participant a personal link opens, for every endpoint a link reaches: an unknown token is a 404,
 * a meeting that has ended (a booked series: its last date that is not cancelled) a 410.
 */
export async function participantOfToken(db: Db, token: string, now: number): Promise<ParticipantAccess> {
  const found = /^[A-Za-z0-9_-]{16,64}$/.test(token)
    ? await meetingRepository.findParticipantByTokenHash(db, hashParticipantToken(token))
    : null;
  if (!found)
    throw new AppError('not_found', 'This link is not valid. Open the link from your invitation e-mail.');
  // A booked series runs until its last kept date; one still asking for answers, as long as it can run
  // (its window is only the week it is answered in).
  const { meeting } = found;
  const endsAt =
    bookedUntil(meeting)?.getTime() ??
    (meeting.recurrence ? seriesHorizonOf(meeting.recurrence).end : meeting.windowEnd.getTime());
  if (now > endsAt) throw new AppError('gone', 'This meeting has ended, so this link no longer opens it.');
  return found;
}

/** The closed-meeting rule: a scheduled or cancelled meeting takes no answer, decline or calendar read. */
export function requireAnswersOpen(meeting: MeetingRow): void {
  if (!OPEN_STATUSES.includes(meeting.status)) {
    throw new AppError(
      'conflict',
      `This meeting is ${meeting.status}, so answers are closed.`,
      undefined,
      undefined,
      {
        status: meeting.status,
      },
    );
  }
}
