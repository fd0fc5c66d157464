import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/database';
import { createJobQueue, type JobQueue } from '../../src/lib/jobs/job-queue';
import { createTestDatabase } from '../support/test-database';
import { jobsSettled } from './support/jobs-settled';
import { openSecondConnection } from './support/second-connection';
import { sleep, waitFor } from './support/wait-for';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const queues: JobQueue[] = [];

async function startQueue(
  retry = { retryLimit: 3, retryDelay: 1, retryBackoff: true },
  on: Database = database,
) {
  const queue = createJobQueue(on, { retry, pollingIntervalSeconds: 0.5 });
  await queue.start();
  queues.push(queue);
  return queue;
}

async function storedJobs(db: Db, outboxId: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'send-email' and data->>'outboxId' = ${outboxId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database?.close();
});

describe(`job queue on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}`, () => {
  it('enqueues inside a transaction: a rollback leaves no job, a commit delivers exactly once', async () => {
    const queue = await startQueue();
    const handled: string[] = [];
    await queue.work('send-email', async (job) => {
      handled.push(job.payload.outboxId);
    });

    const rolledBack = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send(tx, 'send-email', { outboxId: rolledBack });
        expect(await storedJobs(tx, rolledBack)).toBe(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const committed = randomUUID();
    await database.db.transaction(async (tx) => {
      await queue.send(tx, 'send-email', { outboxId: committed });
    });

    await waitFor(() => handled.includes(committed), 15_000, 'the committed job');
    // Once its job has ended nothing can hand it out again: the count below is final.
    const ended = () => jobsSettled(database.db, 'send-email', { key: 'outboxId', value: committed });
    await waitFor(ended, 15_000, 'the committed job to end');
    expect(handled.filter((id) => id === committed)).toHaveLength(1);
    expect(handled).not.toContain(rolledBack);
    expect(await storedJobs(database.db, rolledBack)).toBe(0);
    await queue.stop();
  });

  it('works through a backlog without waiting a polling interval between jobs', async () => {
    // A 60-second interval: waiting one between jobs would take ten minutes for these ten.
    const queue = createJobQueue(database, { pollingIntervalSeconds: 60 });
    await queue.start();
    queues.push(queue);
    const ids = Array.from({ length: 10 }, () => randomUUID());
    for (const outboxId of ids) await queue.send(database.db, 'send-email', { outboxId });
    const handled: string[] = [];
    await queue.work('send-email', async (job) => {
      handled.push(job.payload.outboxId);
    });
    await waitFor(() => ids.every((id) => handled.includes(id)), 30_000, 'the whole backlog');
    await queue.stop();
  });

  it('sends a job with a given id only once', async () => {
    const queue = await startQueue();
    const outboxId = randomUUID();
    expect(await queue.send(database.db, 'send-email', { outboxId }, { id: outboxId })).toBe(outboxId);
    expect(await queue.send(database.db, 'send-email', { outboxId }, { id: outboxId })).toBeNull();
    expect(await storedJobs(database.db, outboxId)).toBe(1);
    await queue.stop();
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const queue = await startQueue();
    const outboxId = randomUUID();
    const attempts: { at: number; retryCount: number; isLastAttempt: boolean }[] = [];
    await queue.work('send-email', async (job) => {
      if (job.payload.outboxId !== outboxId) return;
      attempts.push({ at: Date.now(), retryCount: job.retryCount, isLastAttempt: job.isLastAttempt });
      if (attempts.length < 3) throw new Error('temporary failure');
    });
    await queue.send(database.db, 'send-email', { outboxId });

    await waitFor(() => attempts.length === 3, 30_000, 'three attempts');
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    expect(attempts.map((a) => a.isLastAttempt)).toEqual([false, false, false]);
    // retryDelay 1 s with backoff: the first retry waits 1–2 s, the second 2–4 s.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1_900);
    await queue.stop();
  });

  it('hands each job to one worker only when two queue instances share the database', async () => {
    const first = await startQueue();
    const secondConnection = await openSecondConnection(database);
    const second = await startQueue(undefined, secondConnection);
    const handledBy = new Map<string, string[]>();
    const record = (worker: string) => async (job: { payload: { outboxId: string } }) => {
      await sleep(20);
      handledBy.set(job.payload.outboxId, [...(handledBy.get(job.payload.outboxId) ?? []), worker]);
    };
    await first.work('send-email', record('first'));
    await second.work('send-email', record('second'));

    const ids = Array.from({ length: 16 }, () => randomUUID());
    for (const outboxId of ids) await first.send(database.db, 'send-email', { outboxId });

    await waitFor(() => ids.every((id) => handledBy.has(id)), 30_000, 'every job');
    await waitFor(() => jobsSettled(database.db, 'send-email'), 15_000, 'every job to end');
    for (const id of ids) expect(handledBy.get(id)).toHaveLength(1);
    await Promise.all([first.stop(), second.stop()]);
    await secondConnection.close();
  });

  it('holds a job sent with startAfter until its time, as reminders and deadlines are sent', async () => {
    const queue = await startQueue();
    const meetingId = randomUUID();
    const handledAt: number[] = [];
    await queue.work('meeting-reminders', async (job) => {
      if (job.payload.meetingId === meetingId) handledAt.push(Date.now());
    });
    // More than two polling intervals (500 ms) away: a job that was not held would be handled well before.
    const due = Date.now() + 1_200;
    await queue.send(database.db, 'meeting-reminders', { meetingId }, { startAfter: new Date(due) });
    await waitFor(() => handledAt.length === 1, 15_000, 'the delayed job');
    expect(handledAt[0]).toBeGreaterThanOrEqual(due - 100);
    await queue.stop();
  });

  it('stops gracefully: a running job finishes before stop returns', async () => {
    const queue = await startQueue();
    const outboxId = randomUUID();
    let started = false;
    let finished = false;
    await queue.work('send-email', async (job) => {
      if (job.payload.outboxId !== outboxId) return;
      started = true;
      await sleep(300);
      finished = true;
    });
    await queue.send(database.db, 'send-email', { outboxId });
    await waitFor(() => started, 15_000, 'the job to start');
    await queue.stop();
    expect(finished).toBe(true);
  });
});
