import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { UserRow } from '../../users/table';
import { meetingRepository as repo, type MeetingRow } from '../records';

/** The organizer's own meeting, or `not_found`: someone else's meeting and a missing one look the same. */
export async function findOwnMeeting(db: Db, organizer: UserRow, meetingId: string): Promise<MeetingRow> {
  const meeting = isUuid(meetingId) ? await repo.findForOrganizer(db, organizer.id, meetingId) : null;
  if (!meeting) throw new AppError('not_found', 'No meeting with this id.');
  return meeting;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
