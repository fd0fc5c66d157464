import { WEBHOOK_LIMITS, type WebhookDeliveryStatus } from '@overlap/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Job } from '../../lib/jobs/job-queue';
import { CalendarProviderError } from '../calendars/provider-error';
import type { GuardedFetch } from '../calendars/ssrf/guarded-fetch';
import type { CredentialSealer } from '../connections/key-ring';
import { signatureHeaders } from './webhook-signature';
import { webhookRepository as repo } from './webhook-repository';

export interface DeliveryDeps {
  db: Db;
  sealer: Pick<CredentialSealer, 'open'>;
  /** The SSRF-guarded fetch of calendar reads, with its own time limit. */
  fetch: GuardedFetch;
  log: FastifyBaseLogger;
}

interface Outcome {
  responseCode: number | null;
  error: string | null;
  response: string | null;
  /** No retry can help: the address is refused, or the webhook is gone or turned off. */
  final: boolean;
}

/** Thrown to make pg-boss retry the job later; the attempt is already in the log. */
export class WebhookAttemptFailed extends Error {}

/**
 * One attempt of one delivery: signs the stored body with a fresh timestamp, posts it through the
 * guarded fetch (redirects are not followed), and writes the attempt to the log. A failure that a
 * retry may cure throws, so pg-boss tries again with backoff; the last attempt marks it failed.
 */
export async function deliverWebhook(deps: DeliveryDeps, job: Job<'webhook-delivery'>): Promise<void> {
  const { db } = deps;
  const delivery = await repo.findDelivery(db, job.payload.deliveryId);
  if (!delivery) return;
  const webhook = await repo.findById(db, delivery.webhookId);
  if (!webhook) return;
  const attempt = await repo.startAttempt(db, delivery.id);
  if (attempt === null) return;
  const startedAt = new Date();
  const started = performance.now();
  const outcome = webhook.enabled
    ? await send(deps, webhook, delivery.id, delivery.body)
    : { responseCode: null, error: 'The webhook is turned off; not sent.', response: null, final: true };
  const succeeded =
    outcome.responseCode !== null && outcome.responseCode >= 200 && outcome.responseCode < 300;
  const status: WebhookDeliveryStatus = succeeded
    ? 'succeeded'
    : outcome.final || job.isLastAttempt
      ? 'failed'
      : 'retrying';
  await repo.recordAttempt(
    db,
    {
      deliveryId: delivery.id,
      attempt,
      at: startedAt,
      responseCode: outcome.responseCode,
      durationMs: Math.round(performance.now() - started),
      error: outcome.error,
      response: outcome.response,
    },
    status,
  );
  if (status !== 'retrying') await repo.pruneFinished(db, webhook.id, WEBHOOK_LIMITS.kept);
  if (status === 'retrying') {
    deps.log.info(
      { deliveryId: delivery.id, attempt, code: outcome.responseCode },
      'webhook delivery failed; retrying later',
    );
    throw new WebhookAttemptFailed(outcome.error ?? `answered ${outcome.responseCode}`);
  }
}

async function send(
  deps: DeliveryDeps,
  webhook: {
    id: string;
    url: string;
    secretSealed: string;
    previousSecretSealed: string | null;
    previousSecretUntil: Date | null;
  },
  messageId: string,
  body: string,
): Promise<Outcome> {
  // A grace period ends at a real instant (see rotateSecret), like the timestamp receivers compare.
  const nowMs = Date.now();
  const secrets: string[] = [];
  try {
    secrets.push(await deps.sealer.open(webhook.secretSealed, webhook.id));
    const previousValid = webhook.previousSecretUntil && webhook.previousSecretUntil.getTime() > nowMs;
    if (webhook.previousSecretSealed && previousValid)
      secrets.push(await deps.sealer.open(webhook.previousSecretSealed, webhook.id));
  } catch {
    // Its key is no longer configured: nothing can be signed until the webhook is added again.
    deps.log.error({ webhookId: webhook.id }, 'webhook secret could not be opened');
    return {
      responseCode: null,
      error: 'The signing secret could not be read. Delete this webhook and add it again.',
      response: null,
      final: true,
    };
  }
  const headers = {
    ...signatureHeaders(secrets, messageId, Math.floor(nowMs / 1000), body),
    'content-type': 'application/json',
    'user-agent': 'Overlap-Webhooks/1',
  };
  try {
    const answer = await deps.fetch(webhook.url, { method: 'POST', headers, body, redirect: 'manual' });
    const text = await answer.text().catch(() => '');
    const response = text ? text.slice(0, WEBHOOK_LIMITS.responseExcerpt) : null;
    const ok = answer.status >= 200 && answer.status < 300;
    const error = ok
      ? null
      : answer.status >= 300 && answer.status < 400
        ? `Answered ${answer.status}: redirects are not followed; use the final address.`
        : `Answered ${answer.status}.`;
    return { responseCode: answer.status, error, response, final: false };
  } catch (error) {
    if (error instanceof CalendarProviderError) {
      const blocked = error.code === 'blocked-address';
      return { responseCode: null, error: error.message, response: null, final: blocked };
    }
    return { responseCode: null, error: (error as Error).message, response: null, final: false };
  }
}
