import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { WebhookDeliveryStatus, WebhookEvent } from '@overlap/contracts';
import type { Db } from '../../db/database';
import type { PagePlace } from '../../lib/paging/cursor';
import { afterPlace, placeAt } from '../../lib/paging/keyset';
import { meetings } from '../meetings/records';
import {
  webhookAttempts,
  webhookDeliveries,
  webhooks,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookRow,
} from './tables';

export type NewWebhook = Pick<
  WebhookRow,
  'id' | 'userId' | 'meetingId' | 'url' | 'description' | 'events' | 'secretSealed'
>;
export type WebhookPatch = Partial<Pick<WebhookRow, 'url' | 'description' | 'events' | 'enabled'>>;

/** Every database access of the webhooks feature. */
export const webhookRepository = {
  async insert(db: Db, row: NewWebhook): Promise<WebhookRow> {
    const [inserted] = await db.insert(webhooks).values(row).returning();
    return inserted!;
  },

  /** Serialises adding webhooks for one user, so the per-user cap holds under concurrent requests. */
  async lockUser(db: Db, userId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${userId}`}))`);
  },

  async countOfUser(db: Db, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId));
    return Number(row?.n ?? 0);
  },

  async listOfUser(db: Db, userId: string): Promise<WebhookRow[]> {
    return db
      .select()
      .from(webhooks)
      .where(eq(webhooks.userId, userId))
      .orderBy(webhooks.createdAt, webhooks.id);
  },

  /** One page of the user's webhooks, oldest first, after `after`; each with its place in that order. */
  async pageOfUser(db: Db, userId: string, limit: number, after: PagePlace | null) {
    const rows = await db
      .select({ webhook: webhooks, at: placeAt(webhooks.createdAt) })
      .from(webhooks)
      .where(and(eq(webhooks.userId, userId), afterPlace(webhooks.createdAt, webhooks.id, after, 'asc')))
      .orderBy(webhooks.createdAt, webhooks.id)
      .limit(limit);
    return rows.map(({ webhook, at }) => ({ row: webhook, place: { at, id: webhook.id } }));
  },

  async findOwn(db: Db, userId: string, id: string): Promise<WebhookRow | null> {
    const [row] = await db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)));
    return row ?? null;
  },

  async findById(db: Db, id: string): Promise<WebhookRow | null> {
    const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
    return row ?? null;
  },

  async update(db: Db, userId: string, id: string, patch: WebhookPatch): Promise<WebhookRow | null> {
    const [row] = await db
      .update(webhooks)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
      .returning();
    return row ?? null;
  },

  async remove(db: Db, userId: string, id: string): Promise<boolean> {
    const removed = await db
      .delete(webhooks)
      .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
      .returning({ id: webhooks.id });
    return removed.length > 0;
  },

  async meetingOwnedBy(db: Db, userId: string, meetingId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.id, meetingId), eq(meetings.organizerId, userId)));
    return Boolean(row);
  },

  /** The enabled webhooks of the organizer that want `event` for this meeting. */
  async subscribers(db: Db, organizerId: string, meetingId: string, event: WebhookEvent) {
    return db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(
        and(
          eq(webhooks.userId, organizerId),
          eq(webhooks.enabled, true),
          or(isNull(webhooks.meetingId), eq(webhooks.meetingId, meetingId)),
          sql`${webhooks.events} @> ${JSON.stringify([event])}::jsonb`,
        ),
      );
  },

  async sealedSecrets(db: Db) {
    return db
      .select({
        id: webhooks.id,
        secretSealed: webhooks.secretSealed,
        previousSecretSealed: webhooks.previousSecretSealed,
      })
      .from(webhooks);
  },

  async setSealedSecret(db: Db, id: string, secretSealed: string): Promise<void> {
    await db.update(webhooks).set({ secretSealed }).where(eq(webhooks.id, id));
  },

  async setSealedPreviousSecret(db: Db, id: string, previousSecretSealed: string): Promise<void> {
    await db.update(webhooks).set({ previousSecretSealed }).where(eq(webhooks.id, id));
  },

  /**
   * Swaps in a new secret only if the current one is still the one the caller read, so two rotations at
   * once cannot both keep "their" old secret: the loser gets null.
   */
  async rotateSecret(
    db: Db,
    userId: string,
    id: string,
    change: {
      expected: string;
      secretSealed: string;
      previousSecretSealed: string | null;
      previousSecretUntil: Date | null;
    },
  ): Promise<WebhookRow | null> {
    const [row] = await db
      .update(webhooks)
      .set({
        secretSealed: change.secretSealed,
        previousSecretSealed: change.previousSecretSealed,
        previousSecretUntil: change.previousSecretUntil,
        updatedAt: new Date(),
      })
      .where(
        and(eq(webhooks.id, id), eq(webhooks.userId, userId), eq(webhooks.secretSealed, change.expected)),
      )
      .returning();
    return row ?? null;
  },

  /** Stores a delivery; null when one with the same dedupe key already exists for the webhook. */
  async insertDelivery(
    db: Db,
    row: Pick<WebhookDeliveryRow, 'id' | 'webhookId' | 'event' | 'dedupeKey' | 'body'> & {
      meetingId?: string | null;
    },
  ): Promise<WebhookDeliveryRow | null> {
    const [inserted] = await db.insert(webhookDeliveries).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async findDelivery(db: Db, id: string): Promise<WebhookDeliveryRow | null> {
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    return row ?? null;
  },

  async findDeliveryOf(db: Db, webhookId: string, id: string): Promise<WebhookDeliveryRow | null> {
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.webhookId, webhookId)));
    return row ?? null;
  },

  /** Counts one attempt and answers its number. */
  async startAttempt(db: Db, deliveryId: string): Promise<number | null> {
    const [row] = await db
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, updatedAt: new Date() })
      .where(eq(webhookDeliveries.id, deliveryId))
      .returning({ attempts: webhookDeliveries.attempts });
    return row?.attempts ?? null;
  },

  async recordAttempt(
    db: Db,
    attempt: Omit<WebhookAttemptRow, 'id'>,
    status: WebhookDeliveryStatus,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values(attempt);
      await tx
        .update(webhookDeliveries)
        .set({ status, updatedAt: new Date() })
        .where(eq(webhookDeliveries.id, attempt.deliveryId));
    });
  },

  /** A finished delivery (succeeded or failed) goes back to pending; false if it is still on its way. */
  async reopenFinished(db: Db, deliveryId: string): Promise<boolean> {
    const rows = await db
      .update(webhookDeliveries)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(
        and(eq(webhookDeliveries.id, deliveryId), inArray(webhookDeliveries.status, ['succeeded', 'failed'])),
      )
      .returning({ id: webhookDeliveries.id });
    return rows.length > 0;
  },

  /** Deletes the finished deliveries of a webhook beyond its newest `keep` (their attempts go with them). */
  async pruneFinished(db: Db, webhookId: string, keep: number): Promise<void> {
    await db.execute(sql`
      delete from webhook_deliveries
      where webhook_id = ${webhookId}::uuid and status in ('succeeded', 'failed')
        and id not in (
          select id from webhook_deliveries where webhook_id = ${webhookId}::uuid
          order by created_at desc, id desc limit ${keep}
        )`);
  },

  /** The newest deliveries with their attempts, after `after` (a page's end) when given. */
  async recentDeliveries(db: Db, webhookId: string, limit: number, after: PagePlace | null = null) {
    const found = await db
      .select({ delivery: webhookDeliveries, at: placeAt(webhookDeliveries.createdAt) })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.webhookId, webhookId),
          afterPlace(webhookDeliveries.createdAt, webhookDeliveries.id, after, 'desc'),
        ),
      )
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit);
    const rows = found.map((f) => f.delivery);
    const attempts = rows.length
      ? await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(webhookAttempts.attempt)
      : [];
    return found.map(({ delivery, at }) => ({
      delivery,
      attempts: attempts.filter((a) => a.deliveryId === delivery.id),
      place: { at, id: delivery.id },
    }));
  },

  /** The newest delivery of each webhook with its newest answer code, for the list. */
  async lastDeliveries(db: Db, webhookIds: string[]) {
    if (webhookIds.length === 0) return [];
    const result = await db.execute(sql`
      select distinct on (d.webhook_id) d.webhook_id, d.status, d.updated_at,
        (select a.response_code from webhook_attempts a where a.delivery_id = d.id
          order by a.attempt desc limit 1) as response_code
      from webhook_deliveries d
      where d.webhook_id in (${sql.join(
        webhookIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by d.webhook_id, d.created_at desc, d.id desc`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((r) => ({
      webhookId: String(r.webhook_id),
      status: r.status as WebhookDeliveryStatus,
      responseCode: r.response_code === null ? null : Number(r.response_code),
      at: new Date(r.updated_at as string | Date),
    }));
  },
};
