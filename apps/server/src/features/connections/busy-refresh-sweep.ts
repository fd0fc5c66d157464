import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { BusyReader } from './busy-reader';
import { connectionRepository as repo } from './connection-repository';

/** How often the background sweep runs; a cache older than this is refreshed by it. */
export const BUSY_SWEEP_INTERVAL_MS = 5 * 60_000;
/** Connections refreshed per sweep (the longest waiting first), and how many at once. */
const SWEEP_BATCH = 50;
const SWEEP_CONCURRENCY = 4;

export interface SweepLog {
  warn(details: object, message: string): void;
}

/** A job id that every instance derives alike for one time slot, so a slot is queued only once. */
function slotJobId(slot: number): string {
  const hex = createHash('sha256').update(`calendar-busy-refresh:${slot}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues the sweep for the next slot boundary. A recurring schedule out of timed jobs: each sweep queues the
 * next one (and so does every start), the slot's id keeps several instances from queueing it twice.
 */
export async function scheduleNextBusySweep(db: Db, jobs: JobQueue, now: number): Promise<void> {
  const slot = (Math.floor(now / BUSY_SWEEP_INTERVAL_MS) + 1) * BUSY_SWEEP_INTERVAL_MS;
  await jobs.send(
    db,
    'calendar-busy-refresh',
    { slot: new Date(slot).toISOString() },
    { id: slotJobId(slot), startAfter: new Date(slot) },
  );
}

/**
 * One sweep: deletes expired OAuth round trips and the busy copies no open request needs (unticked
 * calendars, people with no open request ahead), then refreshes, over the dates their open requests need,
 * the ticked calendars whose copies are older than the interval. A person without an open request is not
 * read at all. A connection that fails is recorded on its own row (status, stale copies) and the sweep
 * goes on.
 */
export async function sweepBusyCaches(deps: {
  db: Db;
  busy: BusyReader;
  now?: () => number;
  log?: SweepLog;
}): Promise<{ refreshed: number; failed: number; expiredStates: number; deletedCopies: number }> {
  const now = deps.now ?? Date.now;
  const expiredStates = await repo.deleteExpiredOAuthStates(deps.db, new Date(now()));
  const deletedCopies = await repo.deleteUnneededBusyCaches(deps.db, new Date(now()));
  const due = await repo.connectionsDueForRefresh(
    deps.db,
    new Date(now() - BUSY_SWEEP_INTERVAL_MS),
    new Date(now()),
    SWEEP_BATCH,
  );
  let refreshed = 0;
  let failed = 0;
  const queue = [...due];
  const worker = async () => {
    for (let connection = queue.shift(); connection; connection = queue.shift()) {
      try {
        await deps.busy.refreshConnectionCaches(connection, BUSY_SWEEP_INTERVAL_MS);
        refreshed++;
      } catch (error) {
        failed++;
        deps.log?.warn({ err: error, connectionId: connection.id }, 'busy-time refresh failed');
      }
    }
  };
  await Promise.all(Array.from({ length: SWEEP_CONCURRENCY }, worker));
  return { refreshed, failed, expiredStates, deletedCopies };
}
