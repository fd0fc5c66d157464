import type { PackedIntervals } from '@overlap/engine';
import type { BusyInterval, TimeRange } from '../calendars/provider-port';

const MINUTE = 60_000;

/** The part of each interval inside `range`. */
export function clip(intervals: BusyInterval[], range: TimeRange): BusyInterval[] {
  return intervals
    .filter((interval) => interval.end > range.start && interval.start < range.end)
    .map((interval) => ({
      ...interval,
      start: Math.max(interval.start, range.start),
      end: Math.min(interval.end, range.end),
    }));
}

/** Concatenates packed lists, keeping the part of each interval inside `range` (widened to whole minutes). */
export function clipPacked(lists: PackedIntervals[], range: TimeRange): PackedIntervals {
  const first = Math.floor(range.start / MINUTE);
  const last = Math.ceil(range.end / MINUTE);
  const clipped = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let length = 0;
  for (const list of lists) {
    for (let i = 0; i + 1 < list.length; i += 2) {
      const start = list[i]!;
      const end = list[i + 1]!;
      if (end <= first || start >= last) continue;
      clipped[length++] = start < first ? first : start;
      clipped[length++] = end > last ? last : end;
    }
  }
  return length === clipped.length ? clipped : clipped.slice(0, length);
}
