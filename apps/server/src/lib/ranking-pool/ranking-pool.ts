import { intervalCount, rankSlots, type RankInput, type RankResult } from '@overlap/engine';
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

export interface RankingPool {
  rank(input: RankInput): Promise<RankResult>;
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

function createGate(concurrency: number, queueMax: number): RankingPool['admit'] {
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

/**
 * Ranks meetings off the event loop, so that a burst of large rankings never delays other requests. The
 * worker is `ranking-worker.js` beside the compiled bundle, or the TypeScript source through tsx.
 */
export function createRankingPool(options: RankingPoolOptions): RankingPool {
  const admit = createGate(Math.max(2, options.threads + 1), options.queueMax);
  if (options.threads === 0) return { rank: async (input) => rankSlots(input), admit, close: async () => {} };
  const compiled = import.meta.url.endsWith('.js');
  const pool = new Piscina<RankInput, RankResult>({
    filename: new URL(compiled ? './ranking-worker.js' : './ranking-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    maxQueue: options.queueMax,
    idleTimeout: 60_000,
    ...(compiled ? {} : { execArgv: ['--import', 'tsx'] }),
  });
  return {
    async rank(input) {
      if (inputSize(input) < options.inlineBelow) return rankSlots(input);
      try {
        return await pool.run(input);
      } catch (error) {
        if (pool.queueSize >= options.queueMax || isQueueFull(error)) throw tooBusy();
        throw error;
      }
    },
    admit,
    close: () => pool.close({ force: true }),
  };
}

function inputSize(input: RankInput): number {
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
