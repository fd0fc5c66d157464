import { HOLD_LIMITS } from '@overlap/contracts/schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { holdRepository as repo } from './hold-repository';

/**
 * Refuses a request that would make the organizer's open meetings hold more times than one account may.
 * Call it inside the transaction that stores the count.
 */
export async function requireHoldRoom(
  db: Db,
  organizerId: string,
  count: number,
  exceptMeetingId?: string,
): Promise<void> {
  if (count === 0) return;
  // Two requests of one account checked at once would both see room for their holds.
  await repo.lockAccountHolds(db, organizerId);
  const asked = await repo.askedHoldsOf(db, organizerId, exceptMeetingId);
  if (asked + count > HOLD_LIMITS.perAccount)
    throw new AppError(
      'hold_limit',
      undefined,
      { holds: `At most ${HOLD_LIMITS.perAccount} holds per account at once` },
      undefined,
      { limit: HOLD_LIMITS.perAccount, held: asked },
    );
}

/**
 * How many of a meeting's `count` holds a guest's own calendar may keep: each account holds at most 50
 * times at once, counting its own requests' holds and every meeting it opted in to, this one left out. A
 * meeting whose organizer raises its count after the guest opted in can ask for more than that room.
 */
export async function guestHoldRoom(db: Db, userId: string, meetingId: string, count: number) {
  const elsewhere = await repo.askedHoldsOf(db, userId, meetingId);
  return Math.max(0, Math.min(count, HOLD_LIMITS.perAccount - elsewhere));
}
