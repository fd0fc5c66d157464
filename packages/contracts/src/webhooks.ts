/** The events a webhook can ask for, in the order Settings lists them. */
export const WEBHOOK_EVENTS = [
  'meeting.created',
  'participant.answered',
  'meeting.ready',
  'meeting.scheduled',
  'meeting.rescheduled',
  'meeting.cancelled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent only by "Send test"; never chosen as a subscription. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMITS = {
  perUser: 10,
  urlMaxLength: 2000,
  descriptionMaxLength: 100,
  /** Deliveries listed in the log, newest first. */
  logSize: 50,
  /** Finished deliveries kept per webhook; older ones are deleted as new ones finish. */
  kept: 200,
  /** Characters of the receiver's answer kept in the log. */
  responseExcerpt: 1000,
  /** "Send test" and "Redeliver" together, per user and hour. */
  manualSendsPerHour: 60,
  /** Hours a rotated-out secret keeps signing beside the new one: the default and the longest. */
  rotationGraceHours: 24,
  rotationGraceMaxHours: 168,
  /** Secret rotations per user and hour. */
  rotationsPerHour: 10,
} as const;

export const WEBHOOK_API_ROUTES = {
  /** GET: the caller's webhooks; POST: add one (answers the secret once). */
  list: '/api/webhooks',
  /** PATCH: URL, events, description, enabled; DELETE. */
  detail: '/api/webhooks/:id',
  /** GET: the signing secret (`whsec_…`), for the owner only. */
  secret: '/api/webhooks/:id/secret',
  /** POST: a new signing secret; the old one still signs beside it for a grace period. */
  rotateSecret: '/api/webhooks/:id/secret/rotate',
  /** POST: queue a `webhook.test` delivery. */
  test: '/api/webhooks/:id/test',
  /** GET: the newest deliveries with their attempts. */
  deliveries: '/api/webhooks/:id/deliveries',
  /** POST: send a delivery again, with the same message id. */
  redeliver: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
} as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
