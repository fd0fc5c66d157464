import { HOLD_LIMITS, type GuestHoldsDto } from '@overlap/contracts/schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { eventSyncRepository } from '../connections/event-sync-repository';
import { providerReasonOf } from '../connections/provider-messages';
import type { MeetingRow } from '../meetings/records';
import { participantOfToken } from '../meetings/shared';
import type { UserRow } from '../users/table';
import { queueHoldSync } from './hold-jobs';
import { holdRepository as repo } from './hold-repository';
import { guestHoldRoom, requireHoldRoom } from './hold-room';
import { syncHolds, type HoldSyncDeps } from './hold-sync';
import { optInRepository as optIns } from './opt-in-repository';

const LEASE_TRIES = 20;
const LEASE_WAIT_MS = 250;

const holdsNow = (meeting: MeetingRow) =>
  meeting.holdCount > 0 &&
  !meeting.recurrence &&
  (meeting.status === 'collecting' || meeting.status === 'ready');

/**
 * A signed-in guest's own copy of a meeting's holds, in their write calendar: both keys are needed, the
 * personal link (which guest) and the session (whose calendar), and they must be the same person.
 */
export function createGuestHoldService(deps: HoldSyncDeps & { jobs: JobQueue }) {
  async function guestOf(token: string, user: UserRow) {
    const { meeting, participant } = await participantOfToken(deps.db, token, deps.now());
    if (participant.email.trim().toLowerCase() !== user.email.trim().toLowerCase())
      throw new AppError('hold_wrong_account');
    return { meeting, participant };
  }

  async function statusOf(meeting: MeetingRow, participantId: string, user: UserRow): Promise<GuestHoldsDto> {
    const [optIn, target, holds, room] = await Promise.all([
      optIns.ofParticipant(deps.db, participantId),
      eventSyncRepository.writeTarget(deps.db, user.id),
      repo.holdsOf(deps.db, meeting.id),
      holdsNow(meeting) ? guestHoldRoom(deps.db, user.id, meeting.id, meeting.holdCount) : null,
    ]);
    return {
      optedIn: optIn !== null,
      writeCalendar: target?.calendar.name ?? null,
      state: optIn?.state ?? null,
      calendarName: optIn?.calendarName ?? null,
      message: optIn?.message ?? null,
      reason: providerReasonOf(optIn?.message ?? null),
      limitedTo: room !== null && room < meeting.holdCount ? room : null,
      accountLimit: HOLD_LIMITS.perAccount,
      holds: holds
        .filter((h) => h.userId === user.id)
        .map((h) => ({ rank: h.rank, start: h.start.toISOString(), end: h.end.toISOString() })),
    };
  }

  /**
   * Brings every holder's holds up to date now, so the answer says where the guest's stand. Another run
   * (the request's own first write, say) may hold the lease for a moment: wait for it a little, then leave
   * the work to the next slot.
   */
  async function syncNow(meetingId: string) {
    for (let attempt = 0; attempt < LEASE_TRIES; attempt++) {
      if ((await syncHolds(deps, meetingId)) === 'done') return;
      await new Promise((resolve) => setTimeout(resolve, LEASE_WAIT_MS));
    }
    await queueHoldSync(deps.db, deps.jobs, meetingId, { soon: true, now: deps.now() });
  }

  return {
    async status(token: string, user: UserRow): Promise<GuestHoldsDto> {
      const { meeting, participant } = await guestOf(token, user);
      return statusOf(meeting, participant.id, user);
    },

    /** Holds the meeting's top times in the guest's write calendar too; asking again changes nothing. */
    async optIn(token: string, user: UserRow): Promise<GuestHoldsDto> {
      const { meeting, participant } = await guestOf(token, user);
      if (meeting.organizerId === user.id)
        throw new AppError('conflict', 'This is your own request: its holds are in your calendar already.');
      if (!holdsNow(meeting))
        throw new AppError('conflict', 'This meeting holds no times now, so there is nothing to hold.');
      if (!(await eventSyncRepository.writeTarget(deps.db, user.id)))
        throw new AppError('hold_no_write_calendar');
      await deps.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // This meeting's holds count against the guest's own account, as their own requests' do. Room
        // for fewer than the meeting asks is enough: the sync keeps the top ones that fit, and says so.
        await requireHoldRoom(t, user.id, 1, meeting.id);
        await optIns.add(
          t,
          { participantId: participant.id, meetingId: meeting.id, userId: user.id },
          new Date(deps.now()),
        );
      });
      await syncNow(meeting.id);
      return statusOf(meeting, participant.id, user);
    },

    /** Takes the guest's holds out of their calendar; one the calendar refuses to remove is swept later. */
    async optOut(token: string, user: UserRow): Promise<GuestHoldsDto> {
      const { meeting, participant } = await guestOf(token, user);
      await optIns.remove(deps.db, participant.id);
      await syncNow(meeting.id);
      return statusOf(meeting, participant.id, user);
    },

    /** Writes the guest's holds again now, after their calendar refused them. */
    async retry(token: string, user: UserRow): Promise<GuestHoldsDto> {
      const { meeting, participant } = await guestOf(token, user);
      if (!(await optIns.ofParticipant(deps.db, participant.id)))
        throw new AppError('conflict', 'You have not asked for these holds in your calendar.');
      await syncNow(meeting.id);
      return statusOf(meeting, participant.id, user);
    },
  };
}

export type GuestHoldService = ReturnType<typeof createGuestHoldService>;
