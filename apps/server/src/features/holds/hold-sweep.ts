import type { ConnectionDeps } from '../connections/open-connection';
import { holdRepository as repo } from './hold-repository';
import { removeHolds } from './hold-sync';

const SWEEP_BATCH = 100;

export interface SweepLog {
  warn(details: object, message: string): void;
}

/**
 * Finds holds still listed after their meeting was booked, cancelled, deleted or asked for fewer, and
 * removes them from their calendars. A calendar that refuses keeps its holds listed for the next sweep.
 */
export async function sweepStrayHolds(deps: ConnectionDeps, log: SweepLog): Promise<number> {
  const strays = await repo.strays(deps.db, SWEEP_BATCH);
  let removed = 0;
  const byCalendar = new Map<string, typeof strays>();
  for (const hold of strays)
    byCalendar.set(hold.calendarId, [...(byCalendar.get(hold.calendarId) ?? []), hold]);
  for (const [calendarId, holds] of byCalendar) {
    try {
      await removeHolds(deps, holds);
      removed += holds.length;
    } catch (error) {
      log.warn({ calendarId, err: error }, 'stray holds could not be removed; the next sweep tries again');
    }
  }
  return removed;
}
