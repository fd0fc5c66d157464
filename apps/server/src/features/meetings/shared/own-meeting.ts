import type { ChangeFeed } from '../../../db/change-feed';
import type { Db } from '../../../db/database';
import { createFollowedMemo } from '../../../db/followed-memo';
import { AppError } from '../../../http/app-error';
import type { UserRow } from '../../users/table';
import { meetingRepository as repo, type MeetingRow } from '../records';

/** The organizer's own meeting, or `not_found`: someone else's meeting and a missing one look the same. */
export async function findOwnMeeting(db: Db, organizer: UserRow, meetingId: string): Promise<MeetingRow> {
  const meeting = isUuid(meetingId) ? await repo.findForOrganizer(db, organizer.id, meetingId) : null;
  if (!meeting) throw new AppError('not_found', 'No meeting with this id.');
  return meeting;
}

/**
 * findOwnMeeting for the suggestions, which are asked for again and again: while `changes` is caught up,
 * the meeting is remembered by id (dropped when told it changed), and whose it is is checked on that copy.
 */
export function createOwnMeetingFinder(db: Db, changes: ChangeFeed | undefined) {
  const meetings = createFollowedMemo<MeetingRow>(changes, 5_000);
  return async function findOwn(organizer: UserRow, meetingId: string): Promise<MeetingRow> {
    const meeting = isUuid(meetingId)
      ? ((await meetings.get(meetingId)) ??
        (await meetings.load(
          meetingId,
          async () => (await repo.findById(db, meetingId)) ?? undefined,
          (row) => [row.id],
        )))
      : undefined;
    if (!meeting || meeting.organizerId !== organizer.id)
      throw new AppError('not_found', 'No meeting with this id.');
    return meeting;
  };
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
