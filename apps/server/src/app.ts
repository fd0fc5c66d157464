import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import { followChanges, RANKING_CHANNEL } from './db/change-feed';
import type { Database } from './db/database';
import { createApiKeyRepository } from './features/api-keys/api-key-repository';
import { registerApiKeyRoutes } from './features/api-keys/api-key-routes';
import { createApiKeyService } from './features/api-keys/api-key-service';
import { registerAdmin } from './features/admin/register-admin';
import { registerAuth } from './features/auth/register-auth';
import { calendarSendsInvitations } from './features/connections/event-sync';
import { registerConnections } from './features/connections/register-connections';
import { createDemoCalendarRepository } from './features/demo/demo-calendar-repository';
import { demoFollowsPublicUrl } from './features/demo/demo-follows-public-url';
import { registerDemoRoutes } from './features/demo/demo-routes';
import { registerHealthRoutes } from './features/health/health-routes';
import { registerReadinessRoutes } from './features/health/readiness-routes';
import { registerMail } from './features/mail/register-mail';
import { createMailNotifier } from './features/meetings/notifications';
import { meetingRepository, organizerOfMeeting } from './features/meetings/records';
import { registerMeetingRoutes, registerParticipantRoutes } from './features/meetings/meeting-routes';
import { createMeetingServices } from './features/meetings/meeting-services';
import { rankingWork } from './features/meetings/ranking';
import { createRankingPool } from './lib/ranking-pool/ranking-pool';
import { createAccountQuota } from './lib/quota/account-quota';
import { loadLinkSealer, resealParticipantLinks } from './features/meetings/shared';
import { createCredentialSealer } from './features/connections/key-ring';
import { refuseForeignCredentialsKey } from './features/key-check/refuse-foreign-key';
import { joinCluster } from './features/key-check/shared-settings';
import { registerApiReference } from './features/public-api/reference-routes';
import { apiCallerGuard, mirrorUnderV1 } from './features/public-api/register-v1';
import { V1_OPERATIONS } from './features/public-api/v1-operations';
import { registerParticipantCalendar } from './features/participant-calendar/register-participant-calendar';
import { registerMeRoutes } from './features/users/me-routes';
import { registerWebhooks } from './features/webhooks/register-webhooks';
import { registerIdempotency } from './features/idempotency/register-idempotency';
import { registerMcp } from './features/mcp/register-mcp';
import { registerHolds, withHeldTime, withHeldTimePacked } from './features/holds';
import { createUserRepository } from './features/users/user-repository';
import { registerLegalRoutes } from './features/legal/legal-routes';
import { registerPrivacy } from './features/privacy/register-privacy';
import { createInvitationRepository } from './features/waitlist/invitation-repository';
import { createInvitationService } from './features/waitlist/invitation-service';
import { createSignUpGate } from './features/waitlist/sign-up-gate';
import { registerWaitlistAdminRoutes } from './features/waitlist/waitlist-admin-routes';
import { createWaitlistRepository } from './features/waitlist/waitlist-repository';
import { registerWaitlistRoutes } from './features/waitlist/waitlist-routes';
import { registerErrorHandling } from './http/error-handler';
import { acceptEmptyJsonBodies } from './http/json-body';
import { closeKeepAliveConnectionsWhenIdle } from './http/graceful-close';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTestClock } from './http/test-clock';
import { registerRequestSpans } from './http/request-spans';
import { registerWebApp } from './http/web-app';
import { createRateLimiter } from './lib/rate-limit/rate-limiter';
import { createMetrics, NO_METRICS } from './lib/metrics/metrics';
import { registerMetrics } from './features/metrics/register-metrics';
import { timedRanking } from './features/metrics/timed-ranking';
import { loggerOptions } from './logger';
import { registerRequestLog, requestLogOptions } from './http/request-log';
import type { DrainState } from './http/drain-state';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Told each time a meeting's ranking is computed rather than served from the cache (tests count them). */
  onRanked?: (meetingId: string) => void;
  /** Told when the instance starts or stops following changes to what rankings read (tests wait for it). */
  onChangesFollowed?: (following: boolean) => void;
  /** Set when the process is asked to stop (readiness then answers 503); never set in tests by default. */
  drain?: DrainState;
}

const VERSION = '0.1.0';

/** Builds the whole HTTP application from its dependencies; tests call it with their own. */
export async function buildApp({
  config,
  database,
  onRanked,
  onChangesFollowed,
  drain,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    ...requestLogOptions,
  });

  closeKeepAliveConnectionsWhenIdle(app);
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  registerTestClock(app, config.testClockHeader);
  registerRequestSpans(app);
  registerRequestLog(app);
  await registerSecurityHeaders(app, {
    extraConnectOrigins:
      config.auth.provider.kind === 'external' ? [new URL(config.auth.provider.issuer).origin] : [],
    https: config.publicUrl.startsWith('https://'),
  });

  const db = database.db;
  const changes = config.ranking.notices
    ? followChanges(database.listen, RANKING_CHANNEL, {
        queriesDone: database.queriesDone,
        onState: (listening, error) => {
          if (listening) app.log.info('following ranking changes');
          else app.log.warn({ err: error }, 'not following ranking changes: rankings are read each time');
          onChangesFollowed?.(listening);
        },
      })
    : undefined;
  if (changes) app.addHook('onClose', () => changes.close());
  const metrics = config.metrics.token ? createMetrics() : NO_METRICS;
  registerMetrics(app, { db, metrics, token: config.metrics.token });
  const cluster = await joinCluster(db, config);
  app.addHook('onClose', () => cluster.leave());
  registerHealthRoutes(app, { database, version: VERSION });
  registerDemoRoutes(app, { calendars: createDemoCalendarRepository(db) });
  if (await demoFollowsPublicUrl(db, config.auth))
    app.log.info('demo organizer moved to the sign-in of this PUBLIC_URL');
  registerWaitlistRoutes(app, {
    waitlist: createWaitlistRepository(db),
    limiter: createRateLimiter(db, { limit: config.rateLimits.waitlistPerMinute, windowMs: 60_000 }),
    signUp: config.signUp,
  });
  registerLegalRoutes(app, { legalPagesDir: config.legalPagesDir });
  const invitations = createInvitationRepository(db);

  const users = createUserRepository(db);
  const apiV1 = mirrorUnderV1(app, V1_OPERATIONS);
  const { requireUser } = await registerAuth(app, {
    config,
    db,
    users,
    ...(changes ? { changes } : {}),
    signUp: createSignUpGate({
      mode: config.signUp,
      invitations,
      adminEmails: config.auth.adminEmails,
      noAccountsYet: users.isEmpty,
    }),
  });
  registerMeRoutes(app, { users, requireUser });
  const { mail, jobs, templates, outbox } = await registerMail(app, { config, database });
  registerReadinessRoutes(app, {
    database,
    jobsRunning: jobs.running,
    draining: () => drain?.draining() ?? false,
  });
  registerAdmin(app, { db, users, templates, outbox, adminEmails: config.auth.adminEmails, requireUser });
  registerWaitlistAdminRoutes(app, {
    invitations,
    service: createInvitationService({ db, invitations, mail, publicUrl: config.publicUrl }),
    signUp: config.signUp,
    requireUser,
  });

  const linkKeys = await createCredentialSealer(config.calendars).keys();
  await refuseForeignCredentialsKey(db, linkKeys.all);
  const links = await loadLinkSealer(db, linkKeys);
  const resealed = await resealParticipantLinks(db, links, linkKeys);
  if (resealed > 0) app.log.info({ resealed }, 'personal links sealed with the credentials key');

  const {
    organizerBusy,
    organizerBusyPacked,
    withCalendarWrites,
    recordResponsesWith,
    revokeConnectionsOf,
    removeCalendarEvent,
    connectionDeps,
  } = await registerConnections(app, {
    config,
    db,
    jobs,
    requireUser,
    observeProviderCall: metrics.providerCall,
  });
  const { withWebhooks } = await registerWebhooks(app, { config, db, jobs, requireUser });
  registerIdempotency(app, { db, sealer: createCredentialSealer(config.calendars) });
  const rankingPool = createRankingPool(config.ranking, rankingWork);
  app.addHook('onClose', () => rankingPool.close());
  const holds = await registerHolds(app, { connections: connectionDeps, jobs, requireUser });
  const meetings = createMeetingServices({
    db,
    organizerBusy: withHeldTime(organizerBusy, holds.holds.busyElsewhere),
    organizerBusyPacked: withHeldTimePacked(organizerBusyPacked, holds.holds.busyElsewhere),
    rankSlots: timedRanking(rankingPool.rank, metrics),
    admitRanking: rankingPool.admit,
    ...(onRanked ? { onRanked } : {}),
    ...(changes ? { changes } : {}),
    links,
    notifier: withWebhooks(
      holds.withHolds(
        withCalendarWrites(
          createMailNotifier({
            mail,
            organizerOf: organizerOfMeeting,
            guestsOf: (tx, meeting) => meetingRepository.participantsOf(tx, [meeting.id]),
            publicUrl: config.publicUrl,
            invitationsFromCalendar: calendarSendsInvitations,
          }),
        ),
      ),
    ),
    publicUrl: config.publicUrl,
    mailDelivery: config.mail.smtpUrl ? 'smtp' : 'outbox',
    mailFrom: config.mail.from,
    jobs,
    quota: createAccountQuota(config.quotas),
    participantsMax: config.limits.participantsPerMeeting,
  });
  await jobs.work(
    'meeting-reminders',
    async ({ payload }) => void (await meetings.timers.sendAutomaticReminders(payload.meetingId)),
  );
  recordResponsesWith(meetings.responses);
  holds.rankWith(async (meeting) =>
    (await meetings.rank(meeting)).result.slots.map((slot) => ({ start: slot.start, end: slot.end })),
  );
  await jobs.work('meeting-deadline', ({ payload }) => meetings.timers.deadlinePassed(payload.meetingId));
  await jobs.work('answer-digest', ({ payload }) => meetings.timers.answerDigest(payload.organizerId));
  registerMeetingRoutes(app, {
    meetings: meetings.organizer,
    adjustments: meetings.adjustments,
    series: meetings.series,
    bookRotation: meetings.bookRotation,
    delivery: meetings.delivery,
    participants: meetings.participants,
    downloads: meetings.downloads,
    requireUser,
  });
  registerParticipantRoutes(app, { meetings: meetings.participant, downloads: meetings.downloads });
  await registerPrivacy(app, {
    config,
    db,
    jobs,
    cancelMeeting: meetings.organizer.cancel,
    calendarFileOf: meetings.downloads.forOrganizer,
    revokeConnectionsOf,
    removeCalendarEvent,
    builtInIssuer:
      config.auth.provider.kind === 'built-in' ? config.auth.provider.issuer.replace(/\/+$/, '') : null,
    requireUser,
  });
  registerParticipantCalendar(app, {
    config,
    db,
    requireUser,
    observeProviderCall: metrics.providerCall,
    heldElsewhere: holds.holds.busyElsewhere,
  });

  const apiKeys = createApiKeyService({
    keys: createApiKeyRepository(db),
    requests: createRateLimiter(db, { limit: config.rateLimits.apiKeyPerMinute, windowMs: 60_000 }),
    creations: createRateLimiter(db, { limit: 30, windowMs: 60 * 60_000 }),
  });
  registerApiKeyRoutes(app, { service: apiKeys, requireUser });
  registerMcp(app, { keys: apiKeys });
  apiV1.register(apiCallerGuard({ keys: apiKeys, requireUser }));
  registerApiReference(app, { operations: V1_OPERATIONS, publicUrl: config.publicUrl, version: VERSION });

  await registerWebApp(app, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    guestGreetingOf: meetings.participant.greetingOf,
  });
  return app;
}
