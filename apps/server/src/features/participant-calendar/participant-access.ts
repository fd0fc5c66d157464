import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { meetingRepository } from '../meetings/meeting-repository';
import { hashParticipantToken } from '../meetings/participant-links';
import type { MeetingRow, ParticipantRow } from '../meetings/tables';

const OPEN: MeetingRow['status'][] = ['collecting', 'ready'];

export interface ParticipantAccess {
  participant: ParticipantRow;
  meeting: MeetingRow;
}

/**
 * The participant a personal link opens, with the same answers as the answering endpoints: an unknown
 * token is a 404, an ended meeting a 410.
 */
export async function participantOfToken(db: Db, token: string, now: number): Promise<ParticipantAccess> {
  const found = /^[A-Za-z0-9_-]{16,64}$/.test(token)
    ? await meetingRepository.findParticipantByTokenHash(db, hashParticipantToken(token))
    : null;
  if (!found)
    throw new AppError('not_found', 'This link is not valid. Open the link from your invitation e-mail.');
  const endsAt = (found.meeting.chosenEnd ?? found.meeting.windowEnd).getTime();
  if (now > endsAt) throw new AppError('gone', 'This meeting has ended, so this link no longer opens it.');
  return { participant: found.participant, meeting: found.meeting };
}

/** The closed-meeting rule of answering: a scheduled or cancelled meeting takes no calendar read either. */
export function requireOpen(meeting: MeetingRow): void {
  if (!OPEN.includes(meeting.status)) {
    throw new AppError('conflict', `This meeting is ${meeting.status}, so answers are closed.`);
  }
}

export function windowOf(meeting: MeetingRow): { start: number; end: number } {
  return { start: meeting.windowStart.getTime(), end: meeting.windowEnd.getTime() };
}
