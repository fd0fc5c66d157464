import type { Db } from '../../../db/database';
import { meetingRepository as repo, type MeetingRow } from '../records';
import { OPEN_STATUSES } from '../shared';

/**
 * Books the meeting (SEQUENCE + 1) only while it is still open: null when it was booked, cancelled or
 * closed meanwhile, so the first of two concurrent bookings wins.
 */
export function bookIfOpen(
  t: Db,
  meetingId: string,
  fields: Pick<MeetingRow, 'chosenStart' | 'chosenEnd'> &
    Partial<Pick<MeetingRow, 'previousStart' | 'previousEnd' | 'rotation'>>,
): Promise<MeetingRow | null> {
  return repo.transition(t, meetingId, OPEN_STATUSES, { status: 'scheduled', ...fields }, true);
}
