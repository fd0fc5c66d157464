import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { testCredentialsKey } from '../connections/support';
import { webhookRepository as repo } from '../../src/features/webhooks/webhook-repository';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey });
}, 60_000);
afterAll(() => t?.close());

it('keeps a webhook’s newest finished deliveries and those still on their way, and drops the rest', async () => {
  await signedInUser(t, 'admin@example.com');
  const owner = await signedInUser(t, 'olga@example.com');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: owner.headers,
    payload: { url: 'https://93.184.215.14/hook', events: ['meeting.created'] },
  });
  const webhookId = created.json().id as string;
  const { db } = t.database;
  const ids: string[] = [];
  for (let i = 0; i < 8; i++) {
    const id = randomUUID();
    ids.push(id);
    await repo.insertDelivery(db, { id, webhookId, event: 'webhook.test', dedupeKey: null, body: '{}' });
    // Distinct creation times, oldest first.
    await db.execute(
      `update webhook_deliveries set created_at = '2026-03-29T22:0${i}:00Z', status = '${
        i === 0 ? 'retrying' : 'succeeded'
      }' where id = '${id}'`,
    );
  }
  await repo.pruneFinished(db, webhookId, 3);
  const left = await repo.recentDeliveries(db, webhookId, 50);
  // The three newest, and the oldest, whose retries are still due.
  expect(left.map((d) => d.delivery.id).sort()).toEqual([ids[0], ids[5], ids[6], ids[7]].sort());
});
