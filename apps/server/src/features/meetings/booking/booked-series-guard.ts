import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { UserRow } from '../../users/table';
import { findOwnMeeting } from '../shared';

/**
 * The organizer's own meeting when it is a booked series whose dates change one by one; refused
 * otherwise, in the words of what was asked (cancelling or restoring dates).
 */
export async function ownBookedSeries(
  db: Db,
  organizer: UserRow,
  meetingId: string,
  refusals: { notRecurring: string; rotation: string; notBooked: (status: string) => string },
) {
  const found = await findOwnMeeting(db, organizer, meetingId);
  if (!found.recurrence)
    throw new AppError('validation_failed', refusals.notRecurring, { meeting: refusals.notRecurring });
  if (found.rotation) throw new AppError('conflict', refusals.rotation);
  if (found.status !== 'scheduled' || !found.chosenStart)
    throw new AppError('conflict', refusals.notBooked(found.status), undefined, undefined, {
      status: found.status,
    });
  return found;
}
