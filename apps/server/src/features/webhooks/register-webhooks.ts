import { WEBHOOK_LIMITS } from '@overlap/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { serverNow } from '../../lib/clock/server-clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter';
import { createGuardedFetch } from '../calendars/ssrf/guarded-fetch';
import { createCredentialSealer } from '../connections/key-ring';
import type { MeetingNotifier } from '../meetings/shared';
import { rotateWebhookSecrets } from './rotate-webhook-secrets';
import { deliverWebhook } from './webhook-delivery-job';
import { createWebhookEmitter } from './webhook-emitter';
import { withWebhooks } from './webhook-notifier';
import { registerWebhookRoutes } from './webhook-routes';
import { createWebhookService } from './webhook-service';

const DELIVERY_WORKERS = 4;

/**
 * Wires the webhooks feature: its routes, the delivery worker, and a notifier wrapper through which the
 * meetings feature's changes become events.
 */
export async function registerWebhooks(
  app: FastifyInstance,
  deps: { config: Config; db: Db; jobs: JobQueue; requireUser: preHandlerAsyncHookHandler },
) {
  const { config, db, jobs } = deps;
  const allowList = config.calendars.outboundAllowList;
  const sealer = createCredentialSealer(config.calendars);
  if (config.calendars.oldCredentialKeys.length > 0) {
    const rotated = await rotateWebhookSecrets(db, sealer);
    app.log.info({ rotated }, 'webhook secrets re-encrypted with the current key');
  }
  const retryDelaySeconds = config.webhooks.retryDelaySeconds;
  const guardedFetch = createGuardedFetch({
    allowList,
    timeoutMs: config.webhooks.timeoutMs,
    maxRedirects: 0,
    maxResponseBytes: 64 * 1024,
  });
  app.addHook('onClose', async () => guardedFetch.close());

  const webhooks = createWebhookService({
    db,
    jobs,
    sealer,
    allowList,
    retryDelaySeconds,
    manualSends: createRateLimiter(db, { limit: WEBHOOK_LIMITS.manualSendsPerHour, windowMs: 3_600_000 }),
    rotations: createRateLimiter(db, { limit: WEBHOOK_LIMITS.rotationsPerHour, windowMs: 3_600_000 }),
    now: serverNow,
  });
  registerWebhookRoutes(app, { webhooks, requireUser: deps.requireUser });
  // Several workers, so one slow receiver (up to the time limit per attempt) does not hold up the rest.
  for (let i = 0; i < DELIVERY_WORKERS; i++)
    await jobs.work('webhook-delivery', (job) =>
      deliverWebhook({ db, sealer, fetch: guardedFetch, log: app.log }, job),
    );
  const emit = createWebhookEmitter({ jobs, retryDelaySeconds, now: serverNow });
  return {
    withWebhooks: (notifier: MeetingNotifier) =>
      withWebhooks(notifier, { emit, publicUrl: config.publicUrl }),
  };
}
