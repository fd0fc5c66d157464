import { randomUUID } from 'node:crypto';
import { WEBHOOK_LIMITS, WEBHOOK_TEST_EVENT } from '@overlap/contracts';
import type {
  CreatedWebhookDto,
  CreateWebhookInput,
  PageQuery,
  RotatedWebhookSecretDto,
  UpdateWebhookInput,
  WebhookDeliveryDto,
  WebhookDto,
} from '@overlap/contracts/schemas';
import type { Db } from '../../db/database';
import { jobStartFor } from '../../lib/clock/server-clock';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { pageOf } from '../../lib/paging/page';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import type { AddressAllowList } from '../calendars/ssrf/address-policy';
import type { CredentialSealer } from '../connections/key-ring';
import type { UserRow } from '../users/table';
import { queueDelivery } from './webhook-emitter';
import { eventBody } from './webhook-payloads';
import { webhookRepository as repo } from './webhook-repository';
import { newWebhookSecret } from './webhook-signature';
import { checkWebhookUrl } from './webhook-url';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookRow } from './tables';

export interface WebhookServiceDeps {
  db: Db;
  jobs: Pick<JobQueue, 'send'>;
  sealer: Pick<CredentialSealer, 'seal' | 'open'>;
  allowList: AddressAllowList;
  retryDelaySeconds: number;
  /** "Send test" and "Redeliver", per user. */
  manualSends: RateLimiter;
  /** Secret rotations, per user. */
  rotations: RateLimiter;
  now: () => number;
}

const notFound = () => new AppError('not_found', 'This webhook does not exist.');

function present(row: WebhookRow, last?: WebhookDto['lastDelivery']): WebhookDto {
  const until = row.previousSecretSealed ? row.previousSecretUntil : null;
  // The grace period ends at a real instant (rotateSecret), so it is compared with the real clock.
  const now = Date.now();
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    meetingId: row.meetingId,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    previousSecretUntil: until && until.getTime() > now ? until.toISOString() : null,
    lastDelivery: last ?? null,
  };
}

function presentDelivery(delivery: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDeliveryDto {
  return {
    id: delivery.id,
    event: delivery.event,
    status: delivery.status,
    createdAt: delivery.createdAt.toISOString(),
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      at: a.at.toISOString(),
      responseCode: a.responseCode,
      durationMs: a.durationMs,
      error: a.error,
      response: a.response,
    })),
  };
}

/** A user's webhooks: add, change, remove, reveal the secret, send a test, read the log, redeliver. */
export function createWebhookService(deps: WebhookServiceDeps) {
  const { db } = deps;

  async function own(user: UserRow, id: string): Promise<WebhookRow> {
    const row = await repo.findOwn(db, user.id, id);
    if (!row) throw notFound();
    return row;
  }

  async function chargeManualSend(user: UserRow) {
    const decision = await deps.manualSends.hit(`webhook-sends:${user.id}`);
    if (!decision.allowed)
      throw new AppError(
        'rate_limited',
        `You can send at most ${WEBHOOK_LIMITS.manualSendsPerHour} tests and redeliveries an hour. Try again later.`,
        undefined,
        { 'retry-after': String(decision.retryAfterSeconds) },
        { max: WEBHOOK_LIMITS.manualSendsPerHour },
      );
  }

  /** Each webhook with the outcome of its newest delivery, as the list shows it. */
  async function withLastDelivery(rows: WebhookRow[]): Promise<WebhookDto[]> {
    const last = await repo.lastDeliveries(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const found = last.find((l) => l.webhookId === row.id);
      return present(
        row,
        found ? { status: found.status, responseCode: found.responseCode, at: found.at.toISOString() } : null,
      );
    });
  }

  return {
    async list(user: UserRow): Promise<WebhookDto[]> {
      return withLastDelivery(await repo.listOfUser(db, user.id));
    },

    /** One page of the list for `/api/v1`, oldest first. */
    async page(user: UserRow, query: PageQuery): Promise<{ items: WebhookDto[]; nextCursor: string | null }> {
      const { rows, nextCursor } = await pageOf(query, (limit, after) =>
        repo.pageOfUser(db, user.id, limit, after),
      );
      return { items: await withLastDelivery(rows), nextCursor };
    },

    async create(user: UserRow, input: CreateWebhookInput): Promise<CreatedWebhookDto> {
      if (input.meetingId && !(await repo.meetingOwnedBy(db, user.id, input.meetingId)))
        throw new AppError('not_found', 'That meeting does not exist.', {
          meetingId: 'That meeting does not exist.',
        });
      await checkWebhookUrl(input.url, deps.allowList);
      const id = randomUUID();
      const secret = newWebhookSecret();
      const secretSealed = await deps.sealer.seal(secret, id);
      const row = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await repo.lockUser(t, user.id);
        if ((await repo.countOfUser(t, user.id)) >= WEBHOOK_LIMITS.perUser)
          throw new AppError(
            'conflict',
            `You can have at most ${WEBHOOK_LIMITS.perUser} webhooks. Delete one to add another.`,
            undefined,
            undefined,
            { max: WEBHOOK_LIMITS.perUser },
          );
        return repo.insert(t, {
          id,
          userId: user.id,
          meetingId: input.meetingId ?? null,
          url: input.url,
          description: input.description,
          events: input.events,
          secretSealed,
        });
      });
      return { ...present(row), secret };
    },

    async update(user: UserRow, id: string, patch: UpdateWebhookInput): Promise<WebhookDto> {
      await own(user, id);
      if (patch.url !== undefined) await checkWebhookUrl(patch.url, deps.allowList);
      const row = await repo.update(db, user.id, id, {
        ...(patch.url !== undefined ? { url: patch.url } : {}),
        ...(patch.events !== undefined ? { events: patch.events } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      });
      if (!row) throw notFound();
      return present(row);
    },

    async remove(user: UserRow, id: string): Promise<void> {
      if (!(await repo.remove(db, user.id, id))) throw notFound();
    },

    async secret(user: UserRow, id: string): Promise<{ secret: string }> {
      const row = await own(user, id);
      return { secret: await deps.sealer.open(row.secretSealed, row.id) };
    },

    /**
     * A new secret, answered once. The old one keeps signing beside it for `graceHours`, so receivers can
     * switch without missing a delivery; a secret already in its grace period is dropped for the new old one.
     */
    async rotateSecret(user: UserRow, id: string, graceHours: number): Promise<RotatedWebhookSecretDto> {
      const row = await own(user, id);
      const decision = await deps.rotations.hit(`webhook-rotations:${user.id}`);
      if (!decision.allowed)
        throw new AppError(
          'rate_limited',
          `You can rotate webhook secrets at most ${WEBHOOK_LIMITS.rotationsPerHour} times an hour. Try again later.`,
          undefined,
          { 'retry-after': String(decision.retryAfterSeconds) },
          { max: WEBHOOK_LIMITS.rotationsPerHour },
        );
      const secret = newWebhookSecret();
      // The grace period is real time for receivers, so it ends at a real instant (the same one in
      // production; under a test's pinned clock, the same delay from the real now), as deliveries are.
      const until = graceHours > 0 ? jobStartFor(new Date(deps.now() + graceHours * 3_600_000)) : null;
      const rotated = await repo.rotateSecret(db, user.id, id, {
        expected: row.secretSealed,
        secretSealed: await deps.sealer.seal(secret, id),
        previousSecretSealed: until ? row.secretSealed : null,
        previousSecretUntil: until,
      });
      if (!rotated)
        throw new AppError('conflict', 'The secret was changed at the same moment. Reload and try again.');
      return { secret, previousSecretUntil: until ? until.toISOString() : null };
    },

    async sendTest(user: UserRow, id: string): Promise<WebhookDeliveryDto> {
      const row = await own(user, id);
      await chargeManualSend(user);
      const body = eventBody(WEBHOOK_TEST_EVENT, deps.now(), {
        webhook: { id: row.id, url: row.url },
        message: 'A test from Overlap: your endpoint receives signed events.',
      });
      const delivery = await db.transaction((tx) =>
        queueDelivery(tx as unknown as Db, deps, {
          webhookId: row.id,
          event: WEBHOOK_TEST_EVENT,
          body,
          dedupeKey: null,
        }),
      );
      return presentDelivery(delivery!, []);
    },

    async deliveries(user: UserRow, id: string): Promise<WebhookDeliveryDto[]> {
      const row = await own(user, id);
      const found = await repo.recentDeliveries(db, row.id, WEBHOOK_LIMITS.logSize);
      return found.map(({ delivery, attempts }) => presentDelivery(delivery, attempts));
    },

    /** One page of the deliveries for `/api/v1`, newest first. */
    async deliveryPage(user: UserRow, id: string, query: PageQuery) {
      const row = await own(user, id);
      const { rows, nextCursor } = await pageOf(query, async (limit, after) =>
        (await repo.recentDeliveries(db, row.id, limit, after)).map((f) => ({ row: f, place: f.place })),
      );
      return { items: rows.map(({ delivery, attempts }) => presentDelivery(delivery, attempts)), nextCursor };
    },

    /** Sends the stored body again under the same message id, so receivers can tell it is a repeat. */
    async redeliver(user: UserRow, id: string, deliveryId: string): Promise<WebhookDeliveryDto> {
      const row = await own(user, id);
      const delivery = await repo.findDeliveryOf(db, row.id, deliveryId);
      if (!delivery) throw new AppError('not_found', 'This delivery does not exist.');
      await chargeManualSend(user);
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // One conditional update: a delivery still on its way (or two clicks at once) is sent once.
        if (!(await repo.reopenFinished(t, delivery.id)))
          throw new AppError('conflict', 'This delivery is still being sent. Wait for its outcome.');
        await deps.jobs.send(
          t,
          'webhook-delivery',
          { deliveryId: delivery.id },
          { id: randomUUID(), retryDelay: deps.retryDelaySeconds },
        );
      });
      return presentDelivery({ ...delivery, status: 'pending' }, []);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
