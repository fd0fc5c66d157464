import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter';
import type { ConnectionRevocation } from '../connections/revoke-connections';
import type { UserRow } from '../users/table';
import { createAccountErasure } from './account-erasure';
import { joinCalendars } from './calendar-export';
import { createDataExport } from './data-export';
import { bookedMeetingIdsOf, type LeftEvent } from './erasure-repository';
import { createMeetingErasure } from './meeting-erasure';
import { createParticipantForget } from './participant-forget';
import { registerPrivacyRoutes } from './privacy-routes';
import { applyRetention, scheduleNextRetention } from './retention-job';
import { registerRetentionTestRoute } from './retention-test-route';

/** Downloads of one's data (JSON or .ics) per hour: plenty for a person, a wall for a loop. */
export const EXPORTS_PER_HOUR = 20;

/** Wires deleting, exporting, forgetting and the retention job. */
export async function registerPrivacy(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    jobs: JobQueue;
    cancelMeeting: (organizer: UserRow, meetingId: string, reason?: string) => Promise<unknown>;
    calendarFileOf: (organizer: UserRow, meetingId: string) => Promise<{ content: string }>;
    revokeConnectionsOf: (userId: string) => Promise<ConnectionRevocation[]>;
    removeCalendarEvent: (event: LeftEvent) => Promise<unknown>;
    builtInIssuer: string | null;
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const { db, jobs } = deps;
  const meetings = createMeetingErasure({ db, jobs, cancel: deps.cancelMeeting });
  registerPrivacyRoutes(app, {
    meetings,
    accounts: createAccountErasure({
      db,
      meetings,
      revokeConnectionsOf: deps.revokeConnectionsOf,
      removeEvent: deps.removeCalendarEvent,
      builtInIssuer: deps.builtInIssuer,
    }),
    exports: createDataExport({ db }),
    async calendarExport(organizer) {
      const files: string[] = [];
      for (const id of await bookedMeetingIdsOf(db, organizer.id))
        files.push((await deps.calendarFileOf(organizer, id)).content);
      return joinCalendars(files, '-//Overlap//Data export//EN');
    },
    guests: createParticipantForget({ db }),
    exportLimit: {
      limiter: createRateLimiter(db, { limit: EXPORTS_PER_HOUR, windowMs: 3_600_000 }),
      limit: EXPORTS_PER_HOUR,
    },
    requireUser: deps.requireUser,
  });
  registerRetentionTestRoute(app, {
    enabled: deps.config.testClockHeader,
    db,
    retention: deps.config.retention,
  });
  await jobs.work('privacy-retention', async ({ payload }) => {
    // The next run is queued first, so a failing run never ends the schedule; from this run's own hour
    // at least, so a clock a moment behind the database's never queues this same hour (same id) again.
    await scheduleNextRetention(db, jobs, Math.max(Date.now(), Date.parse(payload.slot)));
    const deleted = await applyRetention(db, deps.config.retention, Date.now());
    if (deleted.answers + deleted.messages > 0) app.log.info(deleted, 'retention deleted old data');
  });
  await scheduleNextRetention(db, jobs, Date.now());
}
