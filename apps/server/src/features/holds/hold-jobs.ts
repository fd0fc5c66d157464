import { createHash } from 'node:crypto';
import { HOLD_LIMITS } from '@overlap/contracts/schemas';
import type { Db } from '../../db/database';
import { jobStartFor, serverNow } from '../../lib/clock/server-clock';
import type { JobQueue } from '../../lib/jobs/job-queue';

export const HOLD_MOVE_INTERVAL_MS = HOLD_LIMITS.moveEveryMinutes * 60_000;
export const HOLD_SWEEP_INTERVAL_MS = 15 * 60_000;

/** A UUID every instance derives alike from one key, so a job for that key is queued only once. */
export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The next slot boundary after `now`: when a move asked for at `now` runs. */
export function nextSlot(now: number, intervalMs: number): number {
  return (Math.floor(now / intervalMs) + 1) * intervalMs;
}

/**
 * Queues the meeting's holds to be brought up to date. `soon`: at the next slot boundary, with an id
 * from the meeting and the slot, so any number of answers in one slot (on any instance) move the holds
 * once; otherwise at once (created, booked, cancelled, retried).
 */
export async function queueHoldSync(
  db: Db,
  jobs: JobQueue,
  meetingId: string,
  when: { soon: true; now: number } | { soon: false },
): Promise<void> {
  // A test that pinned the clock ranks the holds at its instant, as its requests do.
  const offset = Math.round((serverNow() - Date.now()) / 1000) * 1000;
  const payload = { meetingId, ...(offset !== 0 ? { clockOffsetMs: offset } : {}) };
  if (!when.soon) {
    await jobs.send(db, 'meeting-holds-sync', payload);
    return;
  }
  const slot = nextSlot(when.now, HOLD_MOVE_INTERVAL_MS);
  await jobs.send(db, 'meeting-holds-sync', payload, {
    id: jobIdOf(`meeting-holds-sync:${meetingId}:${slot}`),
    startAfter: jobStartFor(new Date(slot)),
  });
}

/** Queues the orphan sweep for the next slot boundary; the slot's id keeps instances from queueing it twice. */
export async function scheduleNextHoldSweep(db: Db, jobs: JobQueue, now: number): Promise<void> {
  const slot = nextSlot(now, HOLD_SWEEP_INTERVAL_MS);
  await jobs.send(
    db,
    'meeting-holds-sweep',
    { slot: new Date(slot).toISOString() },
    { id: jobIdOf(`meeting-holds-sweep:${slot}`), startAfter: new Date(slot) },
  );
}
