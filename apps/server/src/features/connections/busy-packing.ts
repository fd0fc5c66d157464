import { packIntervals, unpackIntervals, type PackedIntervals } from '@overlap/engine';
import type { BusyInterval } from '../calendars/provider-port';

/** A calendar's busy copy as stored: busy and tentative time apart, each packed and widened to whole minutes. */
export function packBusy(intervals: BusyInterval[]): { busy: PackedIntervals; tentative: PackedIntervals } {
  return {
    busy: packIntervals(
      intervals.filter((i) => i.kind !== 'tentative'),
      'outward',
    ),
    tentative: packIntervals(
      intervals.filter((i) => i.kind === 'tentative'),
      'outward',
    ),
  };
}

/** The stored copy as one list of intervals with their kind, sorted. */
export function unpackBusy(row: { busy: PackedIntervals; tentative: PackedIntervals }): BusyInterval[] {
  return [
    ...unpackIntervals(row.busy).map((i): BusyInterval => ({ ...i, kind: 'busy' })),
    ...unpackIntervals(row.tentative).map((i): BusyInterval => ({ ...i, kind: 'tentative' })),
  ].sort((a, b) => a.start - b.start || a.end - b.end);
}
