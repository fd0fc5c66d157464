import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { verifyWebhook } from './support/verify-webhook';
import { eventually, headersOf, webhookBedForFile } from './support/webhook-api-helpers';

let intruder: Awaited<ReturnType<typeof signedInUser>>;

const { bed, addWebhook, createMeeting } = webhookBedForFile(async ({ t }) => {
  intruder = await signedInUser(t, 'ivan@example.com', 'Ivan Intruder');
});

/**
 * Rotation and delivery both run on the server's own clock here: the grace period is compared with the
 * instant a delivery is signed, which a pinned request clock would not reach.
 */
const rotate = (id: string, payload: unknown, headers = bed.organizer.headers) =>
  bed.t.app.inject({
    method: 'POST',
    url: `/api/webhooks/${id}/secret/rotate`,
    headers,
    payload: payload as object,
  });

async function nextDelivery(path: string, title: string) {
  const before = bed.receiver.at(path).length;
  await createMeeting(title);
  const received = await eventually(
    async () => bed.receiver.at(path),
    (list) => list.length > before,
    'the receiver has the event',
  );
  const last = received.at(-1)!;
  return { headers: headersOf(last), body: last.body };
}

describe('rotating a webhook secret', () => {
  it('signs with both secrets during the grace period, so either verifies with Standard Webhooks', async () => {
    const hook = await addWebhook('/rotating', ['meeting.created']);
    const started = Date.now();
    const rotated = await rotate(hook.id, {});
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const { secret, previousSecretUntil } = rotated.json() as { secret: string; previousSecretUntil: string };
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);
    // The default grace period: 24 hours from the rotation.
    const until = Date.parse(previousSecretUntil);
    expect(until - started).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const delivery = await nextDelivery('/rotating', 'During the grace period');
    expect(delivery.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(delivery.body, delivery.headers)).toMatchObject({
      type: 'meeting.created',
    });
    expect(new Webhook(hook.secret).verify(delivery.body, delivery.headers)).toMatchObject({
      type: 'meeting.created',
    });
    expect(verifyWebhook(secret, delivery.headers, delivery.body)).toBe(true);
    expect(verifyWebhook(hook.secret, delivery.headers, delivery.body)).toBe(true);
    // A stranger's secret still fails: two signatures are not a looser check.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(delivery.body, delivery.headers),
    ).toThrow();

    // The list says until when the old secret signs, and revealing the secret gives the new one.
    const list = await bed.t.app.inject({ url: '/api/webhooks', headers: bed.organizer.headers });
    const listed = (list.json() as { id: string; previousSecretUntil: string | null }[]).find(
      (w) => w.id === hook.id,
    );
    expect(listed?.previousSecretUntil).toBe(previousSecretUntil);
    const revealed = await bed.t.app.inject({
      url: `/api/webhooks/${hook.id}/secret`,
      headers: bed.organizer.headers,
    });
    expect(revealed.json()).toEqual({ secret });
  });

  it('signs with the new secret alone once the grace period is over, or at once with graceHours 0', async () => {
    const hook = await addWebhook('/retired', ['meeting.created']);
    const first = (await rotate(hook.id, { graceHours: 1 })).json() as { secret: string };
    // Set-up: the hour of grace has passed.
    await bed.t.database.db.execute(
      `update webhooks set previous_secret_until = now() - interval '1 minute' where id = '${hook.id}'`,
    );
    const afterGrace = await nextDelivery('/retired', 'After the grace period');
    expect(afterGrace.headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(new Webhook(first.secret).verify(afterGrace.body, afterGrace.headers)).toBeTruthy();
    expect(() => new Webhook(hook.secret).verify(afterGrace.body, afterGrace.headers)).toThrow();
    const list = await bed.t.app.inject({ url: '/api/webhooks', headers: bed.organizer.headers });
    expect(
      (list.json() as { id: string; previousSecretUntil: string | null }[]).find((w) => w.id === hook.id),
    ).toMatchObject({ previousSecretUntil: null });

    const now = await rotate(hook.id, { graceHours: 0 });
    expect(now.json()).toMatchObject({ previousSecretUntil: null });
    const second = (now.json() as { secret: string }).secret;
    const immediate = await nextDelivery('/retired', 'Retired at once');
    expect(new Webhook(second).verify(immediate.body, immediate.headers)).toBeTruthy();
    expect(() => new Webhook(first.secret).verify(immediate.body, immediate.headers)).toThrow();
  });

  it('refuses a bad grace period and a stranger with a clear 4xx, and leaves the secret as it was', async () => {
    const hook = await addWebhook('/guarded', ['meeting.created']);
    for (const graceHours of [-1, 1.5, 169, 'soon']) {
      const res = await rotate(hook.id, { graceHours });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('graceHours');
    }
    const stranger = await rotate(hook.id, {}, intruder.headers);
    expect(stranger.statusCode).toBe(404);
    const revealed = await bed.t.app.inject({
      url: `/api/webhooks/${hook.id}/secret`,
      headers: bed.organizer.headers,
    });
    expect(revealed.json()).toEqual({ secret: hook.secret });
  });

  it('keeps one secret when two rotations come at once: each answer is the new secret or a 409', async () => {
    const hook = await addWebhook('/race', ['meeting.created']);
    const answers = await Promise.all([rotate(hook.id, {}), rotate(hook.id, {})]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const winners = answers
      .filter((r) => r.statusCode === 200)
      .map((r) => (r.json() as { secret: string }).secret);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    const revealed = (
      await bed.t.app.inject({ url: `/api/webhooks/${hook.id}/secret`, headers: bed.organizer.headers })
    ).json() as { secret: string };
    expect(winners).toContain(revealed.secret);
  });

  it('allows 10 rotations an hour per person, then answers 429 with Retry-After', async () => {
    const rita = await signedInUser(bed.t, 'rita@example.com', 'Rita Rotator');
    const created = await bed.t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: rita.headers,
      payload: { url: bed.receiver.url('/limited'), events: ['meeting.created'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await rotate(id, { graceHours: 0 }, rita.headers)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);
    const limited = await rotate(id, {}, rita.headers);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toContain('at most 10 times an hour');
  });
});
