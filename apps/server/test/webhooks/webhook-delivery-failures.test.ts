import { describe, expect, it } from 'vitest';
import { jobsSettled } from '../jobs/support/jobs-settled';
import { eventuallyTrue } from '../support/eventually';
import { startWebhookReceiver } from './support/webhook-receiver';
import { verifyWebhook } from './support/verify-webhook';
import { eventually, headersOf, webhookBedForFile } from './support/webhook-api-helpers';

const { bed, call, deliveriesOf, addWebhook, createMeeting } = webhookBedForFile();

describe('delivering events: retries, refused addresses and slow receivers', () => {
  it('retries a delivery the receiver answered 500, and the retry succeeds under the same message id', async () => {
    const hook = await addWebhook('/flaky', ['meeting.created']);
    bed.receiver.answerNext('/flaky', { status: 500, body: 'database down' });
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
    const received = bed.receiver.at('/flaky');
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
      await bed.t.database.db.execute(`update webhooks set url = '${refused}' where id = '${hook.id}'`);
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
      // A refusal is final: its job ends without a retry to come, and no attempt is added.
      await eventuallyTrue(
        () => jobsSettled(bed.t.database.db, 'webhook-delivery', { key: 'deliveryId', value: delivery!.id }),
        'the delivery job to end',
      );
      expect((await deliveriesOf(hook.id))[0]!.attempts).toHaveLength(1);
      expect(elsewhere.received).toHaveLength(0);
      expect(bed.receiver.at('/rebound')).toHaveLength(0);
      await call('DELETE', `/api/webhooks/${hook.id}`);
    } finally {
      await elsewhere.close();
    }
  });

  it('answers the request that caused an event before a slow receiver has answered, and times a hung one out', async () => {
    const slow = await addWebhook('/slow', ['meeting.created']);
    const hung = await addWebhook('/hung', ['meeting.created']);
    bed.receiver.answerNext('/slow', { status: 204, delayMs: 2_000 });
    bed.receiver.answerNext('/hung', { status: 200, delayMs: 8_000 });
    await createMeeting('Slow planning');
    // Deliveries happen only in the job: nothing has been answered when the request returns.
    expect(
      [...bed.receiver.at('/slow'), ...bed.receiver.at('/hung')].every((r) => r.answeredAt === null),
    ).toBe(true);

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
