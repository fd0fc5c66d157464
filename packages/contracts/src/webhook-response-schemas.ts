import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from './webhooks';
import { pageResponseSchema } from './paging';

// What the webhook management endpoints answer, as zod: described in the OpenAPI document and checked
// against every answer in the API tests, like response-schemas.ts for meetings.

const instant = z.iso.datetime().describe('An instant, ISO 8601 in UTC.');

export const webhookResponseSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    meetingId: z.string().nullable().describe('Only this meeting’s events when set.'),
    enabled: z.boolean(),
    createdAt: instant,
    previousSecretUntil: instant
      .nullable()
      .describe('While a rotated-out secret still signs beside the current one: until when.'),
    lastDelivery: z
      .object({
        status: z.enum(WEBHOOK_DELIVERY_STATUSES),
        responseCode: z.number().int().nullable(),
        at: instant,
      })
      .nullable(),
  })
  .meta({ id: 'Webhook', description: 'A receiver of meeting events (never its secret).' });

export const webhookListResponseSchema = z
  .array(webhookResponseSchema)
  .meta({ id: 'WebhookList', description: 'Your webhooks, oldest first.' });

export const webhookPageResponseSchema = pageResponseSchema(
  webhookResponseSchema,
  'WebhookPage',
  'One page of your webhooks, oldest first.',
);

export const createdWebhookResponseSchema = webhookResponseSchema
  .extend({ secret: z.string().describe('The signing secret (`whsec_…`).') })
  .meta({ id: 'CreatedWebhook', description: 'The new webhook, with its signing secret.' });

export const webhookSecretResponseSchema = z
  .object({ secret: z.string().describe('The signing secret (`whsec_…`).') })
  .meta({ id: 'WebhookSecret', description: 'The current signing secret.' });

export const rotatedWebhookSecretResponseSchema = z
  .object({
    secret: z.string().describe('The new signing secret (`whsec_…`).'),
    previousSecretUntil: instant
      .nullable()
      .describe('Until when the previous secret also signs every delivery; null when retired at once.'),
  })
  .meta({ id: 'RotatedWebhookSecret', description: 'A new signing secret, answered once.' });

export const webhookDeliveryResponseSchema = z
  .object({
    id: z.string().describe('Also the `webhook-id` header of every attempt.'),
    event: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    createdAt: instant,
    attempts: z.array(
      z.object({
        attempt: z.number().int(),
        at: instant,
        responseCode: z.number().int().nullable().describe('Null when no answer came.'),
        durationMs: z.number().int(),
        error: z.string().nullable(),
        response: z.string().nullable().describe('The start of the receiver’s answer.'),
      }),
    ),
  })
  .meta({ id: 'WebhookDelivery', description: 'One event sent to one webhook, with its attempts.' });

export const webhookDeliveryListResponseSchema = z
  .array(webhookDeliveryResponseSchema)
  .meta({ id: 'WebhookDeliveryList', description: 'The newest deliveries, newest first.' });

export const webhookDeliveryPageResponseSchema = pageResponseSchema(
  webhookDeliveryResponseSchema,
  'WebhookDeliveryPage',
  'One page of the kept deliveries, newest first.',
);
