import { packIntervals, rankSlots, unpackIntervals, type RankInput } from '@overlap/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error';
import {
  createRankingPool,
  type RankingPool,
  type RankingPoolOptions,
} from '../../src/lib/ranking-pool/ranking-pool';
import { rankingWork, runRankTask } from '../../src/features/meetings/ranking/rank-task';
import type { RankOutcome, RankTask, SuggestionsShape } from '../../src/features/meetings/shared';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 10, 30);

/** 40 people in four neighbouring zones, each busy for one hour in every five over two weeks (the fifth is free for all). */
function largeInput(): RankInput {
  const zones = ['Europe/Berlin', 'Europe/London', 'Europe/Lisbon', 'Africa/Lagos'];
  return {
    window: { start, end: start + 14 * 24 * HOUR },
    durationMinutes: 60,
    now: start,
    organizer: { zone: 'Europe/Berlin' },
    participants: Array.from({ length: 40 }, (_, i) => ({
      id: `p${i}`,
      displayName: `Person ${i}`,
      zone: zones[i % zones.length]!,
      required: i % 5 !== 0,
      response: 'answered' as const,
      busy: Array.from({ length: 67 }, (_, k) => ({
        start: start + (k * 5 + (i % 4)) * HOUR,
        end: start + (k * 5 + (i % 4) + 1) * HOUR,
      })),
    })),
  };
}

let pool: RankingPool<RankTask, RankOutcome> | undefined;
const poolOf = (options: RankingPoolOptions) => createRankingPool(options, rankingWork);
const ranked = async (input: RankInput) => (await pool!.rank({ input })).result;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the ranking pool', () => {
  it('answers exactly what the engine answers on the main thread', async () => {
    pool = poolOf({ threads: 1, queueMax: 4, inlineBelow: 0 });
    const input = largeInput();
    const result = await ranked(input);
    expect(result.slots.length).toBeGreaterThan(0);
    expect(result).toEqual(rankSlots(input));
  });

  it('encodes the suggestions body in the worker: the bytes the main thread would make, each in a buffer of its own', async () => {
    pool = poolOf({ threads: 1, queueMax: 4, inlineBelow: 0 });
    const input = largeInput();
    for (const form of ['letters', 'packed'] as const) {
      const shape: SuggestionsShape = {
        form,
        meeting: { id: 'm1', title: 'Zoë’s ✓ review' } as SuggestionsShape['meeting'],
        waitingFor: [{ id: 'p1', name: 'Ünal', email: 'u@example.com', required: true }],
        window: { windowStart: new Date(start), windowEnd: new Date(start + 14 * 24 * HOUR) },
        quorumRule: { kind: 'everyone-required' },
      };
      const task: RankTask = { input, suggestions: { shape, gzip: true } };
      const inWorker = await pool.rank(task);
      const onMainThread = runRankTask(task);
      expect(inWorker.result).toEqual(onMainThread.result);
      const body = inWorker.body!;
      expect(Buffer.from(body.opening).equals(Buffer.from(onMainThread.body!.opening))).toBe(true);
      expect(Buffer.from(body.deflated!.bytes).equals(Buffer.from(onMainThread.body!.deflated!.bytes))).toBe(
        true,
      );
      expect(body.deflated!.crc).toBe(onMainThread.body!.deflated!.crc);
      // Each moved buffer arrives whole, as the view's own.
      for (const view of [body.opening, body.deflated!.bytes])
        expect([view.byteOffset, view.byteLength]).toEqual([0, view.buffer.byteLength]);
    }
  });

  it('hands packed intervals to a worker thread intact', async () => {
    pool = poolOf({ threads: 1, queueMax: 4, inlineBelow: 0 });
    const input = largeInput();
    const packed: RankInput = {
      ...input,
      participants: input.participants.map((p) => ({
        ...p,
        busy: packIntervals(unpackIntervals(p.busy ?? []), 'outward'),
      })),
    };
    expect(await ranked(packed)).toEqual(rankSlots(input));
  });

  it('refuses rankings beyond its queue with 503 and Retry-After, then recovers', async () => {
    pool = poolOf({ threads: 1, queueMax: 1, inlineBelow: 0 });
    const input = largeInput();
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => ranked(input)));
    const refused = outcomes.filter((o) => o.status === 'rejected');
    const answered = outcomes.filter((o) => o.status === 'fulfilled');
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const outcome of refused) {
      const error = (outcome as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 503, headers: { 'retry-after': '1' } });
      expect(error.message).toMatch(/try again in a moment/);
    }
    expect(await ranked(input)).toEqual(rankSlots(input));
  });

  it('ranks small meetings inline, and everything inline with no threads', async () => {
    const input = largeInput();
    pool = poolOf({ threads: 0, queueMax: 1, inlineBelow: 0 });
    const all = await Promise.all(Array.from({ length: 4 }, () => ranked(input)));
    expect(all).toHaveLength(4);
    await pool.close();
    pool = poolOf({ threads: 1, queueMax: 1, inlineBelow: 1_000_000 });
    const inline = await Promise.all(Array.from({ length: 4 }, () => ranked(input)));
    expect(inline.every((result) => result.slots.length > 0)).toBe(true);
  });

  it('admits threads + 1 ranking requests at once, queues up to its limit, refuses beyond it, then recovers', async () => {
    pool = poolOf({ threads: 1, queueMax: 1, inlineBelow: 0 });
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const held = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        releases.push(() => resolve(n));
      });
    const first = pool.admit(held(1));
    const second = pool.admit(held(2));
    const queued = pool.admit(held(3));
    const refused = pool.admit(held(4));
    await expect(refused).rejects.toMatchObject({ status: 503, headers: { 'retry-after': '1' } });
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    releases[0]!();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    releases[1]!();
    releases[2]!();
    expect(await Promise.all([second, queued])).toEqual([2, 3]);
    const failing = pool.admit(() => Promise.reject(new Error('read failed')));
    await expect(failing).rejects.toThrow('read failed');
    expect(await Promise.all([1, 2, 3].map((n) => pool!.admit(async () => n)))).toEqual([1, 2, 3]);
  });
});
