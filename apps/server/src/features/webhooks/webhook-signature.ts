import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(24).toString('base64');
}

/**
 * The three Standard Webhooks headers for one attempt. The signature is the base64 HMAC-SHA256, keyed by
 * the secret's decoded bytes, of `id.timestamp.body`; receivers recompute it (docs/api.md, "Webhooks").
 */
export function signatureHeaders(
  secrets: string | readonly string[],
  messageId: string,
  timestampSeconds: number,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const signed = `${messageId}.${timestampSeconds}.${body}`;
  // During a rotation's grace period both secrets sign, space-separated, as Standard Webhooks allows:
  // a receiver holding either one accepts the delivery.
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => {
    const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
    return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
  });
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signatures.join(' '),
  };
}
