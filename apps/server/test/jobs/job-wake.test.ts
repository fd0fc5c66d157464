import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../src/lib/jobs/job-queue';
import { createTestDatabase } from '../support/test-database';
import { sleep, waitFor } from './support/wait-for';

// A worker polls once a minute here, far longer than any wait below: only the wake after a send can
// bring its jobs in time, whether the send commits at once or with a transaction a moment later.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let queue: JobQueue;
const handled: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createJobQueue(database, { pollingIntervalSeconds: 60 });
  await queue.start();
  await queue.work('send-email', async (job) => {
    handled.push(job.payload.outboxId);
  });
  // The worker's first look, at start, finds nothing; the next one is a minute away.
  await sleep(500);
});
afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe('a job sent for now is worked without waiting for the next poll', () => {
  it('sent on its own', async () => {
    const id = randomUUID();
    await queue.send(database.db, 'send-email', { outboxId: id });
    await waitFor(async () => handled.includes(id), 10_000, 'the job');
    expect(handled.filter((h) => h === id)).toHaveLength(1);
  });

  it('sent in a transaction that commits a little later', async () => {
    const id = randomUUID();
    await database.db.transaction(async (tx) => {
      await queue.send(tx, 'send-email', { outboxId: id });
      await sleep(100);
    });
    await waitFor(async () => handled.includes(id), 10_000, 'the job');
    expect(handled.filter((h) => h === id)).toHaveLength(1);
  });
});
