import { WEBHOOK_API_ROUTES as R } from '@overlap/contracts';
import {
  createWebhookSchema,
  createdWebhookResponseSchema,
  rotateWebhookSecretSchema,
  rotatedWebhookSecretResponseSchema,
  updateWebhookSchema,
  webhookDeliveryListResponseSchema,
  webhookDeliveryResponseSchema,
  webhookListResponseSchema,
  webhookResponseSchema,
  webhookSecretResponseSchema,
} from '@overlap/contracts/schemas';
import type { V1Operation } from './v1-operation';

const read = 'meetings:read' as const;
const write = 'meetings:write' as const;

/** Webhook management under `/api/v1`: reading needs `meetings:read`, anything else `meetings:write`. */
export const V1_WEBHOOK_OPERATIONS: readonly V1Operation[] = [
  {
    operationId: 'listWebhooks',
    method: 'GET',
    route: R.list,
    scope: read,
    summary: 'Your webhooks with the outcome of each one’s newest delivery',
    tag: 'Webhooks',
    success: {
      status: 200,
      type: 'application/json',
      description: 'Your webhooks.',
      schema: webhookListResponseSchema,
    },
  },
  {
    operationId: 'createWebhook',
    method: 'POST',
    route: R.list,
    scope: write,
    summary: 'Add a webhook (up to 10); its signing secret is answered here',
    tag: 'Webhooks',
    body: createWebhookSchema,
    success: {
      status: 201,
      type: 'application/json',
      description: 'The webhook with its secret.',
      schema: createdWebhookResponseSchema,
    },
  },
  {
    operationId: 'changeWebhook',
    method: 'PATCH',
    route: R.detail,
    scope: write,
    summary: 'Change a webhook’s address, events or description, or turn it off and on',
    tag: 'Webhooks',
    body: updateWebhookSchema,
    success: {
      status: 200,
      type: 'application/json',
      description: 'The webhook.',
      schema: webhookResponseSchema,
    },
  },
  {
    operationId: 'deleteWebhook',
    method: 'DELETE',
    route: R.detail,
    scope: write,
    summary: 'Delete a webhook and its delivery log',
    tag: 'Webhooks',
    success: { status: 204, type: 'none', description: 'Deleted.' },
  },
  {
    operationId: 'getWebhookSecret',
    method: 'GET',
    route: R.secret,
    scope: write,
    summary: 'The webhook’s current signing secret',
    tag: 'Webhooks',
    success: {
      status: 200,
      type: 'application/json',
      description: 'The secret.',
      schema: webhookSecretResponseSchema,
    },
  },
  {
    operationId: 'rotateWebhookSecret',
    method: 'POST',
    route: R.rotateSecret,
    scope: write,
    summary:
      'A new signing secret; the old one keeps signing beside it (two signatures per delivery) for graceHours',
    tag: 'Webhooks',
    body: rotateWebhookSecretSchema,
    bodyOptional: true,
    success: {
      status: 200,
      type: 'application/json',
      description: 'The new secret, answered once, and until when the old one still signs.',
      schema: rotatedWebhookSecretResponseSchema,
    },
  },
  {
    operationId: 'testWebhook',
    method: 'POST',
    route: R.test,
    scope: write,
    summary: 'Queue a signed webhook.test delivery',
    tag: 'Webhooks',
    success: {
      status: 202,
      type: 'application/json',
      description: 'The queued delivery.',
      schema: webhookDeliveryResponseSchema,
    },
  },
  {
    operationId: 'listWebhookDeliveries',
    method: 'GET',
    route: R.deliveries,
    scope: read,
    summary: 'The newest 50 deliveries with every attempt',
    tag: 'Webhooks',
    success: {
      status: 200,
      type: 'application/json',
      description: 'Deliveries, newest first.',
      schema: webhookDeliveryListResponseSchema,
    },
  },
  {
    operationId: 'redeliverWebhook',
    method: 'POST',
    route: R.redeliver,
    scope: write,
    summary: 'Send a finished delivery again under the same message id',
    tag: 'Webhooks',
    success: {
      status: 202,
      type: 'application/json',
      description: 'The delivery, queued again.',
      schema: webhookDeliveryResponseSchema,
    },
  },
];
