import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { UserRow } from '../users/table';
import { createMeetingErasure } from './meeting-erasure';
import { registerPrivacyRoutes } from './privacy-routes';
import { applyRetention, scheduleNextRetention } from './retention-job';

/** Wires deleting, exporting and the retention job. */
export async function registerPrivacy(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    jobs: JobQueue;
    cancelMeeting: (organizer: UserRow, meetingId: string, reason?: string) => Promise<unknown>;
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const { db, jobs } = deps;
  const meetings = createMeetingErasure({ db, jobs, cancel: deps.cancelMeeting });
  registerPrivacyRoutes(app, { meetings, requireUser: deps.requireUser });
  await jobs.work('privacy-retention', async () => {
    // The next run is queued first, so a failing run never ends the schedule.
    await scheduleNextRetention(db, jobs, Date.now());
    const deleted = await applyRetention(db, deps.config.retention, Date.now());
    if (deleted.answers + deleted.messages > 0) app.log.info(deleted, 'retention deleted old data');
  });
  await scheduleNextRetention(db, jobs, Date.now());
  return { meetings };
}
