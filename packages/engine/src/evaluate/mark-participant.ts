import type { Grid } from '../grid/grid.ts';
import { complement, normalize, type IntervalList } from '../intervals/interval-list.ts';
import { ScheduleInputError } from '../schedule-input-error.ts';
import { isPacked } from '../input/packed-intervals.ts';
import type { Interval, IntervalsInput, ParticipantInput } from '../types.ts';
import { markPacked } from './mark-packed.ts';

/**
 * Difference arrays for one participant: `hard` makes a position busy, `weak` makes it if-need-be.
 * Reused across participants: the scans in participant-codes.ts leave them zeroed.
 */
export interface Marks {
  hardSlot: Int32Array;
  weakSlot: Int32Array;
  hardCell: Int32Array;
  weakCell: Int32Array;
}

export function createMarks(grid: Grid): Marks {
  return {
    hardSlot: new Int32Array(grid.wholeSteps > 0 ? 0 : grid.extendedSlotCount + 1),
    weakSlot: new Int32Array(grid.wholeSteps > 0 ? 0 : grid.extendedSlotCount + 1),
    hardCell: new Int32Array(grid.extendedCellCount + 1),
    weakCell: new Int32Array(grid.extendedCellCount + 1),
  };
}

/**
 * Difference-array marking (see grid.ts `markOverlaps`), inlined because it runs once per busy
 * interval. It works on raw milliseconds: every grid boundary is a whole minute, so comparing the
 * raw bounds gives the same answer as widening them to whole minutes first, a busy second is never lost,
 * and two divisions per interval suffice. Slots are marked only when they are not whole cells.
 */
function markIntervals(
  slot: Int32Array,
  cell: Int32Array,
  grid: Grid,
  intervals: readonly Interval[],
  field: string,
): void {
  const originMs = grid.origin * 60_000;
  const stepMs = grid.step * 60_000;
  const durationMs = grid.duration * 60_000;
  const slotCount = grid.wholeSteps > 0 ? 0 : grid.extendedSlotCount;
  const cellCount = grid.extendedCellCount;
  for (let i = 0; i < intervals.length; i++) {
    const interval = intervals[i]!;
    const start = interval.start - originMs;
    const end = interval.end - originMs;
    if (!(end >= start))
      throw new ScheduleInputError('invalid-interval', `${field}[${i}]: expected start ≤ end`);
    const last = Math.ceil(end / stepMs) - 1;
    if (last < 0 || end === start) continue;
    const startSteps = Math.floor(start / stepMs);
    if (slotCount > 0) {
      let first = Math.floor((start - durationMs) / stepMs) + 1;
      if (first < 0) first = 0;
      if (first < slotCount) {
        slot[first]!++;
        slot[last < slotCount ? last + 1 : slotCount]!--;
      }
    }
    const first = startSteps < 0 ? 0 : startSteps;
    if (first < cellCount) {
      cell[first]!++;
      cell[last < cellCount ? last + 1 : cellCount]!--;
    }
  }
}

function markAny(slot: Int32Array, cell: Int32Array, grid: Grid, list: IntervalsInput, field: string): void {
  if (isPacked(list)) markPacked(slot, cell, grid, list, field);
  else markIntervals(slot, cell, grid, list, field);
}

// Painted time is narrowed to whole minutes, so a claim of availability is never stretched.
function paintedMinutes(intervals: IntervalsInput, field: string): IntervalList {
  const list: IntervalList = [];
  if (isPacked(intervals)) {
    for (let i = 0; i + 1 < intervals.length; i += 2) {
      if (intervals[i + 1]! < intervals[i]!) {
        throw new ScheduleInputError('invalid-interval', `${field}[${i >> 1}]: expected start ≤ end`);
      }
      list.push(intervals[i]!, intervals[i + 1]!);
    }
    return list;
  }
  intervals.forEach((interval, i) => {
    if (!(interval.end >= interval.start)) {
      throw new ScheduleInputError('invalid-interval', `${field}[${i}]: expected start ≤ end`);
    }
    list.push(Math.ceil(interval.start / 60_000), Math.floor(interval.end / 60_000));
  });
  return list;
}

function markList(slot: Int32Array, cell: Int32Array, grid: Grid, list: IntervalList): void {
  markPacked(slot, cell, grid, Int32Array.from(list), 'painted');
}

export function markParticipant(
  marks: Marks,
  grid: Grid,
  participant: ParticipantInput,
  field: string,
): void {
  markAny(marks.hardSlot, marks.hardCell, grid, participant.busy ?? [], `${field}.busy`);
  markAny(marks.weakSlot, marks.weakCell, grid, participant.tentative ?? [], `${field}.tentative`);
  const painted = participant.painted;
  if (!painted) return;
  const from = grid.origin - grid.duration - grid.step;
  const to = grid.extendedEnd + grid.duration + grid.step;
  const available = paintedMinutes(painted.available, `${field}.painted.available`);
  const ifNeedBe = paintedMinutes(painted.ifNeedBe, `${field}.painted.ifNeedBe`);
  markList(marks.hardSlot, marks.hardCell, grid, complement(normalize(available.concat(ifNeedBe)), from, to));
  markList(marks.weakSlot, marks.weakCell, grid, complement(normalize(available), from, to));
}
