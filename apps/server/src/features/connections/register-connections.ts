import type { ProviderCallObserver } from '../calendars/observed-provider';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter';
import type { MeetingNotifier } from '../meetings/shared';
import { createProviderBase } from './provider-base';
import { createBusyReader } from './busy-reader';
import type { RecordResponses } from '../meetings/answers';
import { sweepAttendeeResponses } from './attendee-response-sweep';
import { scheduleNextBusySweep, sweepBusyCaches } from './busy-refresh-sweep';
import { sendHeldInvitations, withCalendarWrites } from './calendar-write-notifier';
import { CONNECT_FORM_LIMITS, registerConnectionRoutes } from './connection-routes';
import { createConnectionService } from './connection-service';
import { removeCalendarEvent } from './event-removal';
import { syncMeetingEvent } from './event-sync';
import { revokeConnectionsOf } from './revoke-connections';
import { rotateStoredCredentials } from './rotate-credentials';
import { whileHolding } from '../../db/held-lock';

/**
 * Wires the connections feature. Gives the meetings feature the organizer's busy time and a notifier
 * wrapper that writes booked meetings into the organizer's write-target calendar.
 */
export async function registerConnections(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    jobs: JobQueue;
    requireUser: preHandlerAsyncHookHandler;
    observeProviderCall?: ProviderCallObserver;
  },
) {
  const settings = deps.config.calendars;
  const base = createProviderBase(app, deps);
  if (settings.oldCredentialKeys.length > 0) {
    const rotated = await rotateStoredCredentials(deps.db, base.sealer);
    app.log.info({ rotated }, 'calendar credentials re-encrypted with the current key');
  }
  const busy = createBusyReader(base);
  const connections = createConnectionService({ ...base, settings, busy });
  registerConnectionRoutes(app, {
    connections,
    requireUser: deps.requireUser,
    connectLimits: {
      perUser: createRateLimiter(deps.db, CONNECT_FORM_LIMITS.perUser),
      perAddress: createRateLimiter(deps.db, CONNECT_FORM_LIMITS.perAddress),
    },
  });
  let mailNotifier: MeetingNotifier | null = null;
  await deps.jobs.work('calendar-event-sync', async ({ payload }) => {
    try {
      // One write of a meeting's event at a time across the cluster: a run that outlives the job's expiry
      // (a slow provider) is not joined by a second one, which could insert the event twice.
      const ran = await whileHolding(deps.db, `calendar-event-sync:${payload.meetingId}`, () =>
        syncMeetingEvent(base, payload.meetingId),
      );
      if (ran === 'busy') throw new Error('the meeting’s calendar event is being written elsewhere');
    } finally {
      // After one attempt, written or not: a failing calendar never keeps the invitations from people.
      if (payload.held && mailNotifier)
        await sendHeldInvitations(deps.db, mailNotifier, payload.meetingId, payload.held);
    }
  });
  await deps.jobs.work('calendar-event-remove', async ({ payload }) => {
    const outcome = await removeCalendarEvent(base, payload);
    if (outcome === 'needs-reconnect')
      app.log.warn(
        { calendarId: payload.calendarId },
        'a deleted meeting’s event stays: the grant was revoked',
      );
  });
  let recordResponses: RecordResponses | null = null;
  await deps.jobs.work('calendar-busy-refresh', async () => {
    // The next sweep is queued first, so a failing sweep never ends the schedule.
    await scheduleNextBusySweep(deps.db, deps.jobs, Date.now());
    await sweepBusyCaches({ db: deps.db, busy, log: app.log });
    if (recordResponses) await sweepAttendeeResponses({ ...base, record: recordResponses, log: app.log });
  });
  await scheduleNextBusySweep(deps.db, deps.jobs, Date.now());
  return {
    /** What the holds feature writes to calendars with: the database, the key ring and the adapters. */
    connectionDeps: base,
    organizerBusy: busy.organizerBusy,
    /** Withdraws a person's calendar grants at the providers that allow it (account deletion). */
    revokeConnectionsOf: (userId: string) => revokeConnectionsOf(base, userId),
    /** Deletes an event a deleted meeting left in a calendar, now rather than by job. */
    removeCalendarEvent: (event: { calendarId: string; eventId: string; etag: string | null }) =>
      removeCalendarEvent(base, event),
    organizerBusyPacked: busy.organizerBusyPacked,
    withCalendarWrites(notifier: MeetingNotifier) {
      mailNotifier = notifier;
      return withCalendarWrites(notifier, deps.jobs);
    },
    /** Where the sweep hands the attendees' answers it reads (the meetings feature, created after this). */
    recordResponsesWith(record: RecordResponses) {
      recordResponses = record;
    },
  };
}
