import { inSpan } from '../tracing/spans';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/database';
import { JOB_POLICIES, type JobName, type JobPayloads, type RetryPolicy } from './job-catalogue';
import { finishingRetried } from './finishing-retried';
import { drizzleExecutor, pgliteExecutor, poolExecutor, trackedExecutor } from './sql-executor';

export interface Job<N extends JobName> {
  id: string;
  name: N;
  payload: JobPayloads[N];
  /** Retries already made before this attempt. */
  retryCount: number;
  /** True when failing now leaves the job failed for good. */
  isLastAttempt: boolean;
}

export type JobHandler<N extends JobName> = (job: Job<N>) => Promise<void>;

export interface SendOptions {
  /** A job id (UUID) from a natural key: sending the same id again while the job exists does nothing. */
  id?: string;
  singletonKey?: string;
  startAfter?: Date;
  /** This job's first retry delay in seconds, instead of its queue's (a configurable schedule). */
  retryDelay?: number;
}

export interface JobQueue {
  /** Installs or upgrades pg-boss's schema and the queues; call once before sending or working. */
  start(): Promise<void>;
  /**
   * Enqueues a job through `db`: pass a Drizzle transaction and the job commits or rolls back with it.
   * Returns the job id, or null when a job with the same id already exists.
   */
  send<N extends JobName>(
    db: Db,
    name: N,
    payload: JobPayloads[N],
    options?: SendOptions,
  ): Promise<string | null>;
  /** Runs `handler` for each job of `name`; a thrown error fails the attempt and schedules a retry. */
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  /** Stops fetching, waits for running jobs (up to `timeoutMs`), then returns. */
  stop(timeoutMs?: number): Promise<void>;
  /** Whether the queue has started and not stopped: readiness asks. */
  running(): boolean;
}

export interface JobQueueOptions {
  /** Replaces parts of every queue's retry policy (tests use short delays). */
  retry?: Partial<RetryPolicy>;
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

const SCHEMA = 'pgboss';
const START_LOCK_ID = 7_042_913;
/**
 * After a job is sent for now, this instance's worker of that queue looks again after each of these
 * delays instead of waiting out its polling interval. The send is usually part of a transaction that
 * commits a moment later, so the first look may come too early; the later ones catch it.
 */
const WAKE_AFTER_MS = [20, 200, 800];

/** A pg-boss queue on the application's own database: the embedded PGlite or the Postgres pool. */
export function createJobQueue(database: Database, options: JobQueueOptions = {}): JobQueue {
  const executor = trackedExecutor(
    database.pglite ? pgliteExecutor(database.pglite) : finishingRetried(poolExecutor(requirePool(database))),
  );
  const boss = new PgBoss({
    db: executor,
    schema: SCHEMA,
    // Cron schedules are not used; timed jobs are sent with startAfter.
    schedule: false,
    supervise: true,
  });
  boss.on('error', (error) => options.onError?.(error));
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  let running = false;
  const workers = new Map<JobName, string[]>();
  const wakes = new Set<NodeJS.Timeout>();
  const wake = (name: JobName) => {
    const ids = workers.get(name);
    if (!ids || !running) return;
    for (const delay of WAKE_AFTER_MS) {
      const timer = setTimeout(() => {
        wakes.delete(timer);
        if (running) for (const id of ids) boss.notifyWorker(id);
      }, delay);
      timer.unref();
      wakes.add(timer);
    }
  };

  return {
    async start() {
      await oneStartAtATime(database, async () => {
        await boss.start();
        for (const name of Object.keys(JOB_POLICIES) as JobName[]) {
          const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = {
            ...JOB_POLICIES[name],
            ...options.retry,
          };
          const queue = { name, retryLimit, retryDelay, retryBackoff, expireInSeconds };
          if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
          else await boss.createQueue(name, queue).catch(ignoreIfCreatedMeanwhile);
        }
      });
      running = true;
    },

    running: () => running,

    async send(db, name, payload, sendOptions = {}) {
      const id = await boss.send(name, payload, { ...sendOptions, db: drizzleExecutor(db) });
      if (id && !sendOptions.startAfter) wake(name);
      return id;
    },

    async work<N extends JobName>(name: N, handler: JobHandler<N>) {
      const worker = { id: '' };
      worker.id = await boss.work<JobPayloads[N]>(
        name,
        { includeMetadata: true, pollingIntervalSeconds },
        async (jobs) => {
          for (const job of jobs) {
            await inSpan(
              `job ${name}`,
              { 'overlap.job.queue': name, 'overlap.job.retry': job.retryCount },
              () =>
                handler({
                  id: job.id,
                  name,
                  payload: job.data,
                  retryCount: job.retryCount,
                  isLastAttempt: job.retryCount >= job.retryLimit,
                }),
            );
          }
          // pg-boss waits a whole polling interval after every fetch, even one that found work: a backlog
          // (a meeting's invitations) would drain one job per interval. Ask again at once while there is work.
          if (jobs.length > 0 && worker.id) boss.notifyWorker(worker.id);
        },
      );
      workers.set(name, [...(workers.get(name) ?? []), worker.id]);
    },

    async stop(timeoutMs = 10_000) {
      running = false;
      for (const timer of wakes) clearTimeout(timer);
      wakes.clear();
      const started = Date.now();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await executor.drained(Math.max(1000, timeoutMs - (Date.now() - started)));
    },
  };
}

/**
 * Instances starting together on one fresh PostgreSQL database race to install pg-boss's schema (one fails
 * on the duplicate schema) and to create its queues (deadlocks in `create_queue`): one sets up at a time.
 */
async function oneStartAtATime(database: Database, setUp: () => Promise<void>): Promise<void> {
  if (!database.pool) return setUp();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_ID]);
    await setUp();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [START_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

function requirePool(database: Database) {
  if (!database.pool) throw new Error('the job queue needs the PGlite handle or the Postgres pool');
  return database.pool;
}

// Two instances starting together may both find the queue missing; the second create then conflicts.
function ignoreIfCreatedMeanwhile(error: unknown): void {
  if (!(error instanceof Error && /duplicate|already exists/i.test(error.message))) throw error;
}
