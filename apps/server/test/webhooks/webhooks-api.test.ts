import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { testCredentialsKey } from '../connections/support';
import { meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { eventually as eventuallyWithin } from '../support/eventually';
import { startTestApp, type TestApp } from '../support/test-app';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './support/webhook-receiver';
import { verifyWebhook } from './support/verify-webhook';

// Late evening UTC on the day Europe's clocks go forward.
const NOW = '2026-03-29T22:40:00.000Z';
const DAY = 86_400_000;
const windowStart = Date.parse('2026-03-31T00:00:00Z');

let t: TestApp;
let receiver: WebhookReceiver;
let organizer: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    // The receiver listens on loopback, which the guard refuses unless listed (as self-hosted servers are).
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    TEST_CLOCK_HEADER: 'true',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
    WEBHOOK_TIMEOUT_MS: '3000',
  });
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  stranger = await signedInUser(t, 'sam@example.com', 'Sam Stranger');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const call = (method: string, url: string, payload?: unknown, headers = organizer.headers) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, 'x-overlap-test-now': NOW },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

// Deliveries retry after backing off for seconds: a longer wait than the default.
const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) =>
  eventuallyWithin(read, done, what, { timeoutMs: 40_000 });

interface Delivery {
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

const deliveriesOf = async (webhookId: string): Promise<Delivery[]> =>
  (await call('GET', `/api/webhooks/${webhookId}/deliveries`)).json();

async function addWebhook(path: string, events: string[], extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/webhooks', { url: receiver.url(path), events, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string; url: string };
}

const ALL = [
  'meeting.created',
  'participant.answered',
  'meeting.ready',
  'meeting.scheduled',
  'meeting.rescheduled',
  'meeting.cancelled',
];

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

const headersOf = (r: ReceivedWebhook) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});
const typeOf = (r: ReceivedWebhook) => (JSON.parse(r.body) as { type: string }).type;

describe('saving a webhook', () => {
  it.each([
    ['loopback by name', 'http://localhost:8080/hook'],
    ['loopback IPv6', 'http://[::1]:8080/hook'],
    ['the cloud metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', 'https://10.1.2.3/hook'],
    ['a private address written as one number', 'http://167772161/hook'],
  ])('refuses %s', async (_, url) => {
    const res = await call('POST', '/api/webhooks', { url, events: ['meeting.created'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.url).toMatch(/private, local or reserved/);
  });

  it.each([
    [{ url: 'ftp://example.com/x', events: ['meeting.created'] }, 'url', /https:\/\/ or http:\/\//],
    [{ url: 'https://example.com/x', events: [] }, 'events', /at least one event/],
    [{ url: 'https://example.com/x', events: ['meeting.exploded'] }, 'events.0', /from the list/],
  ])('answers 400 naming the field for %j', async (body, field, message) => {
    const res = await call('POST', '/api/webhooks', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(message);
  });

  it('shows the secret once, keeps it sealed, and lets only the owner reveal it', async () => {
    const created = await addWebhook('/secret', ['meeting.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await call('GET', '/api/webhooks');
    expect(JSON.stringify(list.json())).not.toContain(created.secret);
    const rows = await t.database.db.execute(`select secret_sealed from webhooks`);
    expect(JSON.stringify(rows)).not.toContain(created.secret.slice(6));
    expect((await call('GET', `/api/webhooks/${created.id}/secret`)).json()).toEqual({
      secret: created.secret,
    });
    const theirs = await call('GET', `/api/webhooks/${created.id}/secret`, undefined, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', '/api/webhooks', undefined, stranger.headers)).json()).toEqual([]);
    expect((await call('DELETE', `/api/webhooks/${created.id}`)).statusCode).toBe(204);
  });

  it('holds the per-user cap under concurrent requests', async () => {
    const quota = await signedInUser(t, 'quinn@example.com', 'Quinn');
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        call(
          'POST',
          '/api/webhooks',
          { url: receiver.url(`/cap/${i}`), events: ['meeting.created'] },
          quota.headers,
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.statusCode)).toEqual([409, 409, 409]);
    expect(refused[0]!.json().message).toMatch(/at most 10 webhooks/);
  });
});

describe('delivering events', () => {
  it('signs every delivery so that the documented recipe and the Standard Webhooks library verify it', async () => {
    const hook = await addWebhook('/signed', ['meeting.created']);
    const meeting = await createMeeting('Signed planning');
    const [received] = await eventually(
      async () => receiver.at('/signed'),
      (list) => list.length > 0,
      'the receiver has the event',
    );
    const headers = headersOf(received!);
    expect(verifyWebhook(hook.secret, headers, received!.body)).toBe(true);
    expect(new Webhook(hook.secret).verify(received!.body, headers)).toMatchObject({
      type: 'meeting.created',
    });
    expect(verifyWebhook(hook.secret, headers, received!.body.replace('Signed', 'Forged'))).toBe(false);
    expect(verifyWebhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, headers, received!.body)).toBe(
      false,
    );

    const body = JSON.parse(received!.body);
    expect(body).toMatchObject({
      type: 'meeting.created',
      timestamp: NOW,
      data: {
        meeting: {
          id: meeting.id,
          title: 'Signed planning',
          status: 'collecting',
          timeZone: 'Europe/Berlin',
        },
      },
    });
    // The organizer's receiver never gets a participant's personal link.
    expect(received!.body).not.toContain(tokenOf(meeting.participants[0]!.link));
    expect(received!.headers['content-type']).toBe('application/json');

    const [delivery] = await eventually(
      () => deliveriesOf(hook.id),
      (list) => list[0]?.status === 'succeeded',
      'the log shows success',
    );
    expect(delivery!.id).toBe(headers['webhook-id']);
    expect(delivery!.attempts).toMatchObject([
      { attempt: 1, responseCode: 200, error: null, response: 'ok' },
    ]);
  });

  it('sends each webhook only the events it chose, and a meeting’s webhook only that meeting’s', async () => {
    const everything = await addWebhook('/all', ALL);
    const bookingsOnly = await addWebhook('/bookings', ['meeting.scheduled']);
    const meeting = await createMeeting('Filtered planning');
    const other = await createMeeting('Another planning');
    const thisMeeting = await addWebhook('/this-meeting', ['meeting.scheduled', 'meeting.cancelled'], {
      meetingId: meeting.id,
    });
    const link = (email: string) => tokenOf(meeting.participants.find((p) => p.email === email)!.link);

    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${link('ana@example.com')}`,
      headers: { 'x-overlap-test-now': NOW },
      payload: {
        timeZone: 'America/Los_Angeles',
        painted: true,
        available: [{ start: windowStart, end: windowStart + 7 * DAY }],
        ifNeedBe: [],
        busy: [],
        tentative: [],
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${link('ben@example.com')}`,
      headers: { 'x-overlap-test-now': NOW },
      payload: { note: 'Away that week' },
    });
    expect(declined.statusCode, declined.body).toBe(200);

    const slots = (await call('GET', `/api/meetings/${meeting.id}/suggestions`)).json().ranking.slots as {
      start: number;
    }[];
    expect(
      (await call('POST', `/api/meetings/${meeting.id}/book`, { start: slots[0]!.start })).statusCode,
    ).toBe(200);
    const moved = await call('POST', `/api/meetings/${meeting.id}/reschedule`, { start: slots[1]!.start });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await call('POST', `/api/meetings/${meeting.id}/cancel`, { reason: 'Plans changed' })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/meetings/${other.id}/book`, { start: slots[0]!.start })).statusCode,
    ).toBe(200);

    const ofMeeting = (list: ReceivedWebhook[], id: string) =>
      list
        .filter((r) => JSON.parse(r.body).data.meeting.id === id)
        .map(typeOf)
        .sort();
    await eventually(
      async () => receiver.at('/all'),
      (list) => ofMeeting(list, meeting.id).length >= 7,
      'every event of the meeting arrived',
    );
    await eventually(
      () => deliveriesOf(thisMeeting.id),
      (list) => list.length === 2 && list.every((d) => d.status === 'succeeded'),
      'the meeting’s own webhook has its two deliveries',
    );
    await eventually(
      () => deliveriesOf(bookingsOnly.id),
      (list) => list.length === 2 && list.every((d) => d.status === 'succeeded'),
      'the bookings webhook has both bookings',
    );
    expect(ofMeeting(receiver.at('/all'), meeting.id)).toEqual(
      [
        'meeting.created',
        'participant.answered',
        'participant.answered',
        'meeting.ready',
        'meeting.scheduled',
        'meeting.rescheduled',
        'meeting.cancelled',
      ].sort(),
    );
    expect(ofMeeting(receiver.at('/bookings'), meeting.id)).toEqual(['meeting.scheduled']);
    expect(ofMeeting(receiver.at('/bookings'), other.id)).toEqual(['meeting.scheduled']);
    expect(ofMeeting(receiver.at('/this-meeting'), meeting.id)).toEqual([
      'meeting.cancelled',
      'meeting.scheduled',
    ]);
    expect(ofMeeting(receiver.at('/this-meeting'), other.id)).toEqual([]);

    const bodies = receiver.at('/all').map((r) => JSON.parse(r.body));
    const ofType = (type: string) => bodies.find((b) => b.type === type && b.data.meeting.id === meeting.id);
    expect(ofType('meeting.ready').data.reason).toBe('answered');
    expect(ofType('meeting.rescheduled').data).toMatchObject({
      previous: { start: new Date(slots[0]!.start).toISOString() },
      meeting: { start: new Date(slots[1]!.start).toISOString(), status: 'scheduled' },
    });
    expect(ofType('meeting.cancelled').data).toMatchObject({
      reason: 'Plans changed',
      meeting: { status: 'cancelled' },
    });
    const answers = bodies.filter(
      (b) => b.type === 'participant.answered' && b.data.meeting.id === meeting.id,
    );
    expect(answers.map((b) => [b.data.participant.email, b.data.participant.status]).sort()).toEqual([
      ['ana@example.com', 'responded'],
      ['ben@example.com', 'declined'],
    ]);
    expect(everything.id).toBeTruthy();
    for (const id of [everything.id, bookingsOnly.id, thisMeeting.id])
      await call('DELETE', `/api/webhooks/${id}`);
  }, 90_000);

  it('retries a delivery the receiver answered 500, and the retry succeeds under the same message id', async () => {
    const hook = await addWebhook('/flaky', ['meeting.created']);
    receiver.answerNext('/flaky', { status: 500, body: 'database down' });
    await createMeeting('Flaky planning');
    const [delivery] = await eventually(
      () => deliveriesOf(hook.id),
      (list) => list[0]?.status === 'succeeded',
      'the retry succeeded',
    );
    expect(delivery!.attempts).toMatchObject([
      { attempt: 1, responseCode: 500, error: 'Answered 500.', response: 'database down' },
      { attempt: 2, responseCode: 200, error: null },
    ]);
    const received = receiver.at('/flaky');
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    expect(received[1]!.body).toBe(received[0]!.body);
    for (const r of received) expect(verifyWebhook(hook.secret, headersOf(r), r.body)).toBe(true);
    await call('DELETE', `/api/webhooks/${hook.id}`);
  });

  it('never sends to a refused address, also one stored before the guard saw it', async () => {
    // Another loopback address, outside the allow-list: a receiver listens there, and must hear nothing.
    const elsewhere = await startWebhookReceiver('127.0.0.2');
    try {
      const hook = await addWebhook('/rebound', ['meeting.created']);
      const refused = elsewhere.url('/rebound');
      const patch = await call('PATCH', `/api/webhooks/${hook.id}`, { url: refused });
      expect(patch.statusCode).toBe(400);
      // As if the address had been saved before the guard existed: it is checked again at every send.
      await t.database.db.execute(`update webhooks set url = '${refused}' where id = '${hook.id}'`);
      await createMeeting('Rebound planning');
      const [delivery] = await eventually(
        () => deliveriesOf(hook.id),
        (list) => list[0]?.status === 'failed',
        'the delivery is refused',
      );
      expect(delivery!.attempts).toHaveLength(1);
      expect(delivery!.attempts[0]).toMatchObject({
        responseCode: null,
        error: expect.stringMatching(/Refusing to connect to 127\.0\.0\.2/),
      });
      // A refusal is final: no retry follows (retries come after 1-2 s here).
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect((await deliveriesOf(hook.id))[0]!.attempts).toHaveLength(1);
      expect(elsewhere.received).toHaveLength(0);
      expect(receiver.at('/rebound')).toHaveLength(0);
      await call('DELETE', `/api/webhooks/${hook.id}`);
    } finally {
      await elsewhere.close();
    }
  });

  it('answers the request that caused an event before a slow receiver has answered, and times a hung one out', async () => {
    const slow = await addWebhook('/slow', ['meeting.created']);
    const hung = await addWebhook('/hung', ['meeting.created']);
    receiver.answerNext('/slow', { status: 204, delayMs: 2_000 });
    receiver.answerNext('/hung', { status: 200, delayMs: 8_000 });
    await createMeeting('Slow planning');
    // Deliveries happen only in the job: nothing has been answered when the request returns.
    expect([...receiver.at('/slow'), ...receiver.at('/hung')].every((r) => r.answeredAt === null)).toBe(true);

    const [slowDelivery] = await eventually(
      () => deliveriesOf(slow.id),
      (list) => list[0]?.status === 'succeeded',
      'the slow delivery succeeded',
    );
    expect(slowDelivery!.attempts[0]).toMatchObject({ responseCode: 204 });
    expect(slowDelivery!.attempts[0]!.durationMs).toBeGreaterThanOrEqual(1_900);
    const [hungDelivery] = await eventually(
      () => deliveriesOf(hung.id),
      (list) => list[0]?.status === 'succeeded',
      'the hung delivery succeeded on its retry',
    );
    expect(hungDelivery!.attempts[0]).toMatchObject({
      responseCode: null,
      error: expect.stringMatching(/timed out after 3000 ms/),
    });
    expect(hungDelivery!.attempts[1]).toMatchObject({ responseCode: 200 });
    for (const id of [slow.id, hung.id]) await call('DELETE', `/api/webhooks/${id}`);
  }, 60_000);
});

describe('send test and redeliver', () => {
  it('sends a signed test event, and redelivers it under the same message id', async () => {
    const hook = await addWebhook('/manual', ['meeting.cancelled']);
    const queued = await call('POST', `/api/webhooks/${hook.id}/test`);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ event: 'webhook.test', status: 'pending' });
    const [first] = await eventually(
      async () => receiver.at('/manual'),
      (list) => list.length === 1,
      'the test arrived',
    );
    expect(typeOf(first!)).toBe('webhook.test');
    expect(verifyWebhook(hook.secret, headersOf(first!), first!.body)).toBe(true);
    await eventually(
      () => deliveriesOf(hook.id),
      (list) => list[0]?.status === 'succeeded',
      'the test succeeded',
    );

    const deliveryId = queued.json().id as string;
    const again = await call('POST', `/api/webhooks/${hook.id}/deliveries/${deliveryId}/redeliver`);
    expect(again.statusCode).toBe(202);
    const [, second] = await eventually(
      async () => receiver.at('/manual'),
      (list) => list.length === 2,
      'the redelivery arrived',
    );
    expect(second!.headers['webhook-id']).toBe(deliveryId);
    expect(second!.body).toBe(first!.body);
    expect(verifyWebhook(hook.secret, headersOf(second!), second!.body)).toBe(true);
    const [logged] = await eventually(
      () => deliveriesOf(hook.id),
      (list) => list[0]?.status === 'succeeded' && list[0].attempts.length === 2,
      'the log shows both attempts',
    );
    expect(logged!.attempts.map((a) => a.attempt)).toEqual([1, 2]);

    const list = (await call('GET', '/api/webhooks')).json() as { id: string; lastDelivery: unknown }[];
    expect(list.find((w) => w.id === hook.id)!.lastDelivery).toMatchObject({
      status: 'succeeded',
      responseCode: 200,
    });

    for (const [url, headers] of [
      [`/api/webhooks/${hook.id}/test`, stranger.headers],
      [`/api/webhooks/${hook.id}/deliveries/${deliveryId}/redeliver`, stranger.headers],
    ] as const)
      expect((await call('POST', url, undefined, headers)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/webhooks/${hook.id}/deliveries`, undefined, stranger.headers)).statusCode,
    ).toBe(404);
  });

  it('turns a webhook off: its events are no longer sent', async () => {
    const hook = await addWebhook('/off', ['meeting.created']);
    const off = await call('PATCH', `/api/webhooks/${hook.id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, events: ['meeting.created'] });
    await createMeeting('Quiet planning');
    expect(await deliveriesOf(hook.id)).toEqual([]);
    expect(receiver.at('/off')).toHaveLength(0);
  });
});
