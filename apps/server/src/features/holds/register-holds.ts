import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { atInstant, serverNow } from '../../lib/clock/server-clock';
import type { ConnectionDeps } from '../connections/open-connection';
import type { MeetingNotifier } from '../meetings/shared';
import type { MeetingRow } from '../meetings/records';
import { queueHoldSync, scheduleNextHoldSweep } from './hold-jobs';
import { withHolds } from './hold-notifier';
import { holdRepository } from './hold-repository';
import { intentRepository } from './intent-repository';

import { createGuestHoldService } from './guest-hold-service';
import { createHoldService } from './hold-service';
import { sweepStrayHolds } from './hold-sweep';
import { registerHoldRoutes } from './hold-routes';
import { syncHolds, type TimeSpan } from './hold-sync';

/** Open meetings whose holds one sweep checks; the rest wait for the next (every 15 minutes). */
const OPEN_CHECK_BATCH = 200;

/**
 * Wires the holds feature: its jobs, routes and the notifier wrapper. The ranking comes from the meetings
 * feature, created after this (`rankWith`), like the connections' attendee answers.
 */
export async function registerHolds(
  app: FastifyInstance,
  deps: { connections: ConnectionDeps; jobs: JobQueue; requireUser: preHandlerAsyncHookHandler },
) {
  let topTimes: ((meeting: MeetingRow) => Promise<TimeSpan[]>) | null = null;
  const syncDeps = {
    ...deps.connections,
    now: serverNow,
    topTimes: (meeting: MeetingRow) => {
      if (!topTimes) throw new Error('holds: the ranking is not wired yet');
      return topTimes(meeting);
    },
  };
  const holds = createHoldService({ ...syncDeps, jobs: deps.jobs });
  await deps.jobs.work('meeting-holds-sync', async ({ payload }) => {
    const offset = payload.clockOffsetMs ?? 0;
    await atInstant(Date.now() + offset, async () => {
      if ((await syncHolds(syncDeps, payload.meetingId)) === 'busy')
        await queueHoldSync(deps.connections.db, deps.jobs, payload.meetingId, {
          soon: true,
          now: serverNow(),
        });
    });
  });
  await deps.jobs.work('meeting-holds-sweep', async ({ payload }) => {
    // After this job's own slot, even when it ran early: the next sweep is never this one again.
    await scheduleNextHoldSweep(
      deps.connections.db,
      deps.jobs,
      Math.max(Date.now(), Date.parse(payload.slot)),
    );
    await sweepStrayHolds(deps.connections, app.log);
    // A run that died between writing a hold and listing it left an intent: its meeting's sync settles it.
    for (const meetingId of await intentRepository.meetingsWithIntents(deps.connections.db, OPEN_CHECK_BATCH))
      await queueHoldSync(deps.connections.db, deps.jobs, meetingId, { soon: false });
    // The top also changes without an answer (the organizer's calendar, a changed setting): each open
    // meeting's holds are checked at its next slot, which an answer in that slot shares.
    for (const meetingId of await holdRepository.heldOpenMeetings(deps.connections.db, OPEN_CHECK_BATCH))
      await queueHoldSync(deps.connections.db, deps.jobs, meetingId, { soon: true, now: serverNow() });
  });
  await scheduleNextHoldSweep(deps.connections.db, deps.jobs, Date.now());
  const guestHolds = createGuestHoldService({ ...syncDeps, jobs: deps.jobs });
  registerHoldRoutes(app, { holds, guestHolds, requireUser: deps.requireUser });
  return {
    holds,
    withHolds: (notifier: MeetingNotifier) => withHolds(notifier, deps.jobs, serverNow),
    rankWith(rank: (meeting: MeetingRow) => Promise<TimeSpan[]>) {
      topTimes = rank;
    },
    /** For tests and the sweep's own job: removes stray holds now. */
    sweep: () => sweepStrayHolds(deps.connections, app.log),
  };
}
