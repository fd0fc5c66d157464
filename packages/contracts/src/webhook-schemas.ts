import { z } from 'zod';
import { textField } from './text-field';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookDeliveryStatus, type WebhookEvent } from './webhooks';

const webhookUrl = z
  .string({ error: 'Enter the address that should receive the events' })
  .trim()
  .min(1, 'Enter the address that should receive the events')
  .max(WEBHOOK_LIMITS.urlMaxLength, `The address can be at most ${WEBHOOK_LIMITS.urlMaxLength} characters`)
  .refine(
    (value) => /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(value),
    'Enter a web address starting with https:// or http://',
  );

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'Choose events from the list' }), {
    error: 'Choose at least one event',
  })
  .min(1, 'Choose at least one event')
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

const description = textField('Description')
  .trim()
  .max(WEBHOOK_LIMITS.descriptionMaxLength, `At most ${WEBHOOK_LIMITS.descriptionMaxLength} characters`);

export const createWebhookSchema = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: description.default(''),
  /** Only this meeting's events; absent: every meeting of the owner. */
  meetingId: z.uuid({ error: 'That meeting does not exist' }).nullish(),
});
export type CreateWebhookRequest = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = z.object({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  description: description.optional(),
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
});
export type UpdateWebhookRequest = z.input<typeof updateWebhookSchema>;

export const rotateWebhookSecretSchema = z.object({
  /** Hours the old secret keeps signing beside the new one; 0 retires it at once. */
  graceHours: z
    .number({ error: 'graceHours must be a number of hours' })
    .int('graceHours must be a whole number of hours')
    .min(0, 'graceHours cannot be negative')
    .max(
      WEBHOOK_LIMITS.rotationGraceMaxHours,
      `graceHours can be at most ${WEBHOOK_LIMITS.rotationGraceMaxHours} (a week)`,
    )
    .default(WEBHOOK_LIMITS.rotationGraceHours),
});
export type RotateWebhookSecretRequest = z.input<typeof rotateWebhookSecretSchema>;

export interface WebhookDto {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  meetingId: string | null;
  enabled: boolean;
  createdAt: string;
  /** While a rotated-out secret still signs beside the current one: until when. */
  previousSecretUntil: string | null;
  /** The newest delivery's outcome, for the list. */
  lastDelivery: { status: WebhookDeliveryStatus; responseCode: number | null; at: string } | null;
}

/** Answered once, when the webhook is created. */
export interface CreatedWebhookDto extends WebhookDto {
  secret: string;
}

/** Answered once, when the secret is rotated. */
export interface RotatedWebhookSecretDto {
  secret: string;
  /** Until when the previous secret also signs every delivery; null when it was retired at once. */
  previousSecretUntil: string | null;
}

export interface WebhookAttemptDto {
  attempt: number;
  at: string;
  /** Null when no answer came (refused address, timeout, connection error). */
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the receiver's answer. */
  response: string | null;
}

export interface WebhookDeliveryDto {
  id: string;
  event: WebhookEvent | 'webhook.test';
  status: WebhookDeliveryStatus;
  createdAt: string;
  attempts: WebhookAttemptDto[];
}

export type CreateWebhookInput = z.output<typeof createWebhookSchema>;
export type UpdateWebhookInput = z.output<typeof updateWebhookSchema>;
