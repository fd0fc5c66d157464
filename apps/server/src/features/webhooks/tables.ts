import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEvent } from '@overlap/contracts';
import { meetings } from '../meetings/records/tables';
import { users } from '../users/table';
import { generatedId, createdAt, updatedAt, ownedBy } from '../../db/common-columns';

/** A user's receiver: where events go, which ones, and the signing secret (sealed, the row id bound in). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    /** Only this meeting's events when set. */
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** A rotated-out secret that still signs beside the current one until `previousSecretUntil`. */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhooks_user_idx').on(t.userId)],
);

/**
 * One event for one webhook: the body is fixed when the event happens, so every attempt and every
 * redelivery sends the same bytes under the same message id (the row id). `dedupeKey` keeps an event
 * that can be announced twice (a booking seen by two code paths) to one delivery.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    webhookId: ownedBy('webhook_id', () => webhooks.id),
    /** The meeting the event is about (null for a test): deleting the meeting deletes its deliveries. */
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    event: text('event').$type<WebhookEvent | 'webhook.test'>().notNull(),
    dedupeKey: text('dedupe_key'),
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    uniqueIndex('webhook_deliveries_dedupe_idx').on(t.webhookId, t.dedupeKey),
    index('webhook_deliveries_meeting_idx').on(t.meetingId),
  ],
);

/** The log: one row per attempt to send a delivery. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: generatedId(),
    deliveryId: ownedBy('delivery_id', () => webhookDeliveries.id),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    response: text('response'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
