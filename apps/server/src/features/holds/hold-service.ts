import { HOLD_LIMITS, type MeetingHoldsDto } from '@overlap/contracts/schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { providerReasonOf } from '../connections/provider-messages';
import { findOwnMeeting, participantOfToken } from '../meetings/shared';
import type { UserRow } from '../users/table';
import { holdFeed } from './hold-feed';
import { queueHoldSync } from './hold-jobs';
import { holdRepository as repo } from './hold-repository';
import { syncHolds, type HoldSyncDeps } from './hold-sync';

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

export function createHoldService(deps: HoldSyncDeps & { jobs: JobQueue }) {
  async function statusOf(meetingId: string, count: number): Promise<MeetingHoldsDto> {
    const [state, holds] = await Promise.all([
      repo.state(deps.db, meetingId),
      repo.holdsOf(deps.db, meetingId),
    ]);
    return {
      count,
      state: count === 0 && holds.length === 0 ? 'off' : (state?.state ?? 'pending'),
      calendarName: state?.calendarName ?? null,
      provider: state?.provider ?? null,
      message: state?.message ?? null,
      reason: providerReasonOf(state?.message ?? null),
      updatedAt: state ? state.updatedAt.toISOString() : null,
      holds: holds.map((h) => ({ rank: h.rank, start: h.start.toISOString(), end: h.end.toISOString() })),
    };
  }

  return {
    async status(organizer: UserRow, meetingId: string): Promise<MeetingHoldsDto> {
      const meeting = await findOwnMeeting(deps.db, organizer, meetingId);
      return statusOf(meeting.id, meeting.holdCount);
    },

    /** Writes the holds again now (after a refusal): the answer is where they stand afterwards. */
    async retry(organizer: UserRow, meetingId: string): Promise<MeetingHoldsDto> {
      const meeting = await findOwnMeeting(deps.db, organizer, meetingId);
      if ((await syncHolds(deps, meeting.id)) === 'busy')
        await queueHoldSync(deps.db, deps.jobs, meeting.id, { soon: true, now: deps.now() });
      return statusOf(meeting.id, meeting.holdCount);
    },

    /** The person's holds for their other meetings, which are busy time when ranking `forMeetingId`. */
    async busyElsewhere(userId: string, range: { start: number; end: number }, forMeetingId?: string) {
      const rows = await repo.heldElsewhere(deps.db, userId, range, forMeetingId);
      return rows.map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
    },

    /** A guest's subscription feed: the meeting's current holds, empty once it is booked or cancelled. */
    async feed(token: string): Promise<string> {
      const now = deps.now();
      const { meeting } = await participantOfToken(deps.db, token, now);
      const open = meeting.status === 'collecting' || meeting.status === 'ready';
      const times =
        open && meeting.holdCount > 0 && !meeting.recurrence
          ? (await deps.topTimes(meeting)).slice(0, meeting.holdCount)
          : [];
      return holdFeed(meeting, times, now);
    },
  };
}

export type HoldService = ReturnType<typeof createHoldService>;
