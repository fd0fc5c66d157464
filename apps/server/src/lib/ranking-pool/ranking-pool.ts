import { intervalCount, type RankInput } from '@overlap/engine';
import { Piscina } from 'piscina';
import { AppError } from '../../http/app-error';

export interface RankingPoolOptions {
  /** Worker threads; 0 ranks everything on the event loop. */
  threads: number;
  /** Rankings waiting for a thread beyond which new ones are refused with 503. */
  queueMax: number;
  /** Inputs smaller than this (participants plus their intervals) are ranked inline: a worker costs more. */
  inlineBelow: number;
}

/** What the pool runs: a worker module whose default export takes a task, and the same work inline. */
export interface PoolWork<Task, Outcome, Moved = never> {
  /** The worker module's URL: compiled JavaScript, or TypeScript run through tsx. */
  filename: string;
  inline(task: Task): Outcome;
  /** Turns what the worker handed over into the outcome. */
  fromWorker(moved: Moved): Outcome;
  /** Compared with `inlineBelow` (see rankInputSize). */
  size(task: Task): number;
}

export interface RankingPool<Task, Outcome> {
  rank(task: Task): Promise<Outcome>;
  /**
   * Runs one ranking request's whole path (its reads, the ranking, the cache) with at most `threads + 1`
   * (at least 2) at a time and `queueMax` waiting; beyond that it refuses with 503 and Retry-After. So a
   * burst of rankings holds neither the event loop nor the database's connections from other requests.
   */
  admit<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function tooBusy(): AppError {
  return new AppError(
    'unavailable',
    'Too many rankings are being computed right now. Please try again in a moment.',
    undefined,
    { 'retry-after': '1' },
  );
}

function createGate(concurrency: number, queueMax: number): RankingPool<unknown, unknown>['admit'] {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function admit<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++;
    else if (waiting.length >= queueMax) throw tooBusy();
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // A waiting request takes over this place; only when none waits is it given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** Ranks meetings off the event loop, so that a burst of large rankings never delays other requests. */
export function createRankingPool<Task, Outcome, Moved>(
  options: RankingPoolOptions,
  work: PoolWork<Task, Outcome, Moved>,
): RankingPool<Task, Outcome> {
  const admit = createGate(Math.max(2, options.threads + 1), options.queueMax);
  if (options.threads === 0) return { rank: async (task) => work.inline(task), admit, close: async () => {} };
  const pool = new Piscina<Task, Moved>({
    filename: work.filename,
    minThreads: 0,
    maxThreads: options.threads,
    maxQueue: options.queueMax,
    idleTimeout: 60_000,
    ...(work.filename.endsWith('.ts') ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  return {
    async rank(task) {
      if (work.size(task) < options.inlineBelow) return work.inline(task);
      try {
        return work.fromWorker(await pool.run(task));
      } catch (error) {
        if (pool.queueSize >= options.queueMax || isQueueFull(error)) throw tooBusy();
        throw error;
      }
    },
    admit,
    close: () => pool.close({ force: true }),
  };
}

/** A ranking's size for `inlineBelow`: its participants plus their intervals. */
export function rankInputSize(input: RankInput): number {
  let size = 0;
  for (const person of input.participants) {
    size += 1 + intervalCount(person.busy) + intervalCount(person.tentative);
    size += intervalCount(person.painted?.available) + intervalCount(person.painted?.ifNeedBe);
  }
  return size;
}

function isQueueFull(error: unknown): boolean {
  return error instanceof Error && /queue is at limit/i.test(error.message);
}
