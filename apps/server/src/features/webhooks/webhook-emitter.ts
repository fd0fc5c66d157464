import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@overlap/contracts';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { eventBody, type EventData } from './webhook-payloads';
import { webhookRepository as repo } from './webhook-repository';

export interface EventToEmit<E extends WebhookEvent> {
  organizerId: string;
  meetingId: string;
  type: E;
  data: EventData[E];
  /** Names the event, so announcing it twice in one change stores one delivery per webhook. */
  dedupeKey?: string;
}

export type EmitWebhookEvent = <E extends WebhookEvent>(tx: Db, event: EventToEmit<E>) => Promise<void>;

/**
 * Stores one delivery per subscribed webhook and queues its job through `tx`: the event commits (or
 * rolls back) with the change that caused it, and nothing is sent before the job runs.
 */
export function createWebhookEmitter(deps: {
  jobs: Pick<JobQueue, 'send'>;
  retryDelaySeconds: number;
  now: () => number;
}): EmitWebhookEvent {
  return async (tx, event) => {
    const targets = await repo.subscribers(tx, event.organizerId, event.meetingId, event.type);
    if (targets.length === 0) return;
    const body = eventBody(event.type, deps.now(), event.data);
    for (const target of targets) {
      await queueDelivery(tx, deps, {
        webhookId: target.id,
        meetingId: event.meetingId,
        event: event.type,
        body,
        dedupeKey: event.dedupeKey ?? null,
      });
    }
  };
}

/** Stores a delivery and queues its first send in the caller's transaction. */
export async function queueDelivery(
  tx: Db,
  deps: { jobs: Pick<JobQueue, 'send'>; retryDelaySeconds: number },
  delivery: {
    webhookId: string;
    meetingId?: string | null;
    event: WebhookEvent | 'webhook.test';
    body: string;
    dedupeKey: string | null;
  },
) {
  const id = randomUUID();
  const stored = await repo.insertDelivery(tx, { id, ...delivery });
  if (!stored) return null;
  await deps.jobs.send(
    tx,
    'webhook-delivery',
    { deliveryId: id },
    { id, retryDelay: deps.retryDelaySeconds },
  );
  return stored;
}
