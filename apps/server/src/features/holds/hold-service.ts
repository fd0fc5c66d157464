import type { MeetingHoldsDto } from '@overlap/contracts/schemas';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { providerReasonOf } from '../connections/provider-messages';
import { findOwnMeeting, participantOfToken } from '../meetings/shared';
import type { UserRow } from '../users/table';
import { holdFeed } from './hold-feed';
import { queueHoldSync } from './hold-jobs';
import { holdRepository as repo } from './hold-repository';
import { syncHolds, type HoldSyncDeps } from './hold-sync';

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
