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
  close(): Promise<void>;
}

/**
 * Ranks meetings off the event loop, so that a burst of large rankings never delays other requests. The
 * worker is `ranking-worker.js` beside the compiled bundle, or the TypeScript source through tsx.
 */
export function createRankingPool(options: RankingPoolOptions): RankingPool {
  if (options.threads === 0) return { rank: async (input) => rankSlots(input), close: async () => {} };
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
        if (pool.queueSize >= options.queueMax || isQueueFull(error)) {
          throw new AppError(
            'unavailable',
            'Too many rankings are being computed right now. Please try again in a moment.',
            undefined,
            { 'retry-after': '1' },
          );
        }
        throw error;
      }
    },
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
