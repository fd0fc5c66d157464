import type { Grid } from '../grid/grid.ts';
import { ScheduleInputError } from '../schedule-input-error.ts';
import type { PackedIntervals } from '../types.ts';

/**
 * `markIntervals` (mark-participant.ts) for packed epoch minutes: the same difference-array marking,
 * in whole minutes, reading the typed array directly.
 */
export function markPacked(
  slot: Int32Array,
  cell: Int32Array,
  grid: Grid,
  list: PackedIntervals,
  field: string,
): void {
  const { origin, step, duration } = grid;
  const slotCount = grid.wholeSteps > 0 ? 0 : grid.extendedSlotCount;
  const cellCount = grid.extendedCellCount;
  for (let i = 0; i + 1 < list.length; i += 2) {
    const start = list[i]! - origin;
    const end = list[i + 1]! - origin;
    if (end < start) {
      throw new ScheduleInputError('invalid-interval', `${field}[${i >> 1}]: expected start ≤ end`);
    }
    const last = Math.ceil(end / step) - 1;
    if (last < 0 || end === start) continue;
    if (slotCount > 0) {
      let first = Math.floor((start - duration) / step) + 1;
      if (first < 0) first = 0;
      if (first < slotCount) {
        slot[first]!++;
        slot[last < slotCount ? last + 1 : slotCount]!--;
      }
    }
    const startSteps = Math.floor(start / step);
    const first = startSteps < 0 ? 0 : startSteps;
    if (first < cellCount) {
      cell[first]!++;
      cell[last < cellCount ? last + 1 : cellCount]!--;
    }
  }
}
