import { describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { verifyWebhook } from './support/verify-webhook';
import { eventually, headersOf, typeOf, webhookBedForFile } from './support/webhook-api-helpers';

let stranger: Awaited<ReturnType<typeof signedInUser>>;

const { bed, call, deliveriesOf, addWebhook, createMeeting } = webhookBedForFile(async ({ t }) => {
  stranger = await signedInUser(t, 'sam@example.com', 'Sam Stranger');
});

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
    const rows = await bed.t.database.db.execute(`select secret_sealed from webhooks`);
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
    const quota = await signedInUser(bed.t, 'quinn@example.com', 'Quinn');
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        call(
          'POST',
          '/api/webhooks',
          { url: bed.receiver.url(`/cap/${i}`), events: ['meeting.created'] },
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

describe('send test and redeliver', () => {
  it('sends a signed test event, and redelivers it under the same message id', async () => {
    const hook = await addWebhook('/manual', ['meeting.cancelled']);
    const queued = await call('POST', `/api/webhooks/${hook.id}/test`);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ event: 'webhook.test', status: 'pending' });
    const [first] = await eventually(
      async () => bed.receiver.at('/manual'),
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
      async () => bed.receiver.at('/manual'),
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
    expect(bed.receiver.at('/off')).toHaveLength(0);
  });
});
