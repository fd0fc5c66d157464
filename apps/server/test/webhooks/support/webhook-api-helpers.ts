import { WEBHOOK_EVENTS } from '@overlap/contracts';
import { signedInUser } from '../../auth/support/signed-in-user';
import { testCredentialsKey } from '../../connections/support';
import { eventually as eventuallyWithin } from '../../support/eventually';
import { startedForFile } from '../../support/started-for-file';
import { startTestApp } from '../../support/test-app';
import { startWebhookReceiver } from './webhook-receiver';
import { expect } from 'vitest';
import { meetingRequest } from '../../meetings/meeting-fixtures';
import type { TestApp } from '../../support/test-app';
import type { ReceivedWebhook, WebhookReceiver } from './webhook-receiver';

// Late evening UTC on the day Europe's clocks go forward.
export const NOW = '2026-03-29T22:40:00.000Z';
export const DAY = 86_400_000;
export const windowStart = Date.parse('2026-03-31T00:00:00Z');

// Deliveries retry after backing off for seconds: a longer wait than the default.
export const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) =>
  eventuallyWithin(read, done, what, { timeoutMs: 40_000 });

export interface Delivery {
  id: string;
  event: string;
  status: string;
  attempts: {
    attempt: number;
    responseCode: number | null;
    error: string | null;
    response: string | null;
    durationMs: number;
  }[];
}

export const ALL: string[] = [...WEBHOOK_EVENTS];

export const headersOf = (r: ReceivedWebhook) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});
export const typeOf = (r: ReceivedWebhook) => (JSON.parse(r.body) as { type: string }).type;

/** What the organizer's requests need: the app, the signed-in organizer and the receiver a test file started. */
interface WebhookTestBed {
  t: TestApp;
  organizer: { headers: Record<string, string> };
  receiver: WebhookReceiver;
}

/**
 * A test file's set-up: a receiver on loopback, the app allowed to post there (as self-hosted servers
 * list it) with quick retries, and a signed-in organizer (after the admin, who is the first account).
 */
export async function startWebhookBed() {
  const receiver = await startWebhookReceiver();
  const t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    TEST_CLOCK_HEADER: 'true',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
    WEBHOOK_TIMEOUT_MS: '3000',
  });
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  const organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  return { t, receiver, organizer };
}

export type WebhookBed = Awaited<ReturnType<typeof startWebhookBed>>;

/**
 * Starts the bed before the file's tests (handing it to `onStart`) and closes it after them. `bed`
 * stands for the running one inside the tests; the organizer's calls go through it.
 */
export function webhookBedForFile(onStart?: (bed: WebhookBed) => void | Promise<void>) {
  const bed = startedForFile(
    async () => {
      const started = await startWebhookBed();
      await onStart?.(started);
      return started;
    },
    async ({ t, receiver }) => {
      await t.close();
      await receiver.close();
    },
  );
  return { bed, ...organizerCalls(() => bed) };
}

/** The organizer's requests at NOW: webhooks, their deliveries and a meeting that raises events. */
function organizerCalls(bed: () => WebhookTestBed) {
  const call = (method: string, url: string, payload?: unknown, headers = bed().organizer.headers) =>
    bed().t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, 'x-overlap-test-now': NOW },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const deliveriesOf = async (webhookId: string): Promise<Delivery[]> =>
    (await call('GET', `/api/webhooks/${webhookId}/deliveries`)).json();

  async function addWebhook(path: string, events: string[], extra: Record<string, unknown> = {}) {
    const res = await call('POST', '/api/webhooks', { url: bed().receiver.url(path), events, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; secret: string; url: string };
  }

  async function createMeeting(title: string) {
    const res = await call(
      'POST',
      '/api/meetings',
      meetingRequest({
        title,
        organizerZone: 'Europe/Berlin',
        windowStart: new Date(windowStart).toISOString(),
        windowEnd: new Date(windowStart + 7 * DAY).toISOString(),
        participants: [
          { email: 'ana@example.com', name: 'Ana', required: true },
          { email: 'ben@example.com', name: 'Ben', required: false },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; participants: { email: string; link: string }[] };
  }
  return { call, deliveriesOf, addWebhook, createMeeting };
}
