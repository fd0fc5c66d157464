import type { Grid } from '../grid/grid.ts';
import { complement, normalize, type IntervalList } from '../intervals/interval-list.ts';
import { ScheduleInputError } from '../schedule-input-error.ts';
import type { Interval, ParticipantInput } from '../types.ts';

/** Difference arrays for one participant: `hard` makes a position busy, `weak` makes it if-need-be. */
export interface Marks {
  hardSlot: Int32Array;
  weakSlot: Int32Array;
  hardCell: Int32Array;
  weakCell: Int32Array;
}

export function createMarks(grid: Grid): Marks {
  return {
    hardSlot: new Int32Array(grid.slotCount + 1),
    weakSlot: new Int32Array(grid.slotCount + 1),
    hardCell: new Int32Array(grid.cellCount + 1),
    weakCell: new Int32Array(grid.cellCount + 1),
  };
}

export function clearMarks(marks: Marks): void {
  marks.hardSlot.fill(0);
  marks.weakSlot.fill(0);
  marks.hardCell.fill(0);
  marks.weakCell.fill(0);
}

// Inlined difference-array marking (see grid.ts `markOverlaps`): this loop runs once per busy interval.
function markMinutes(slot: Int32Array, cell: Int32Array, grid: Grid, start: number, end: number): void {
  const { origin, step, duration, slotCount, cellCount } = grid;
  const last = Math.ceil((end - origin) / step) - 1;
  if (last < 0) return;
  let first = Math.floor((start - duration - origin) / step) + 1;
  if (first < 0) first = 0;
  const lastSlot = last < slotCount ? last : slotCount - 1;
  if (first <= lastSlot) {
    slot[first]!++;
    slot[lastSlot + 1]!--;
  }
  first = Math.floor((start - step - origin) / step) + 1;
  if (first < 0) first = 0;
  const lastCell = last < cellCount ? last : cellCount - 1;
  if (first <= lastCell) {
    cell[first]!++;
    cell[lastCell + 1]!--;
  }
}

// Busy time is widened to whole minutes, so a busy second is never lost.
function markIntervals(
  slot: Int32Array,
  cell: Int32Array,
  grid: Grid,
  intervals: readonly Interval[],
  field: string,
): void {
  for (let i = 0; i < intervals.length; i++) {
    const interval = intervals[i]!;
    const start = interval.start;
    const end = interval.end;
    if (!(end >= start))
      throw new ScheduleInputError('invalid-interval', `${field}[${i}]: expected start ≤ end`);
    if (end > start) markMinutes(slot, cell, grid, Math.floor(start / 60_000), Math.ceil(end / 60_000));
  }
}

// Painted time is narrowed to whole minutes, so a claim of availability is never stretched.
function paintedMinutes(intervals: readonly Interval[], field: string): IntervalList {
  const list: IntervalList = [];
  intervals.forEach((interval, i) => {
    if (!(interval.end >= interval.start)) {
      throw new ScheduleInputError('invalid-interval', `${field}[${i}]: expected start ≤ end`);
    }
    list.push(Math.ceil(interval.start / 60_000), Math.floor(interval.end / 60_000));
  });
  return list;
}

function markList(slot: Int32Array, cell: Int32Array, grid: Grid, list: IntervalList): void {
  for (let i = 0; i < list.length; i += 2) markMinutes(slot, cell, grid, list[i]!, list[i + 1]!);
}

export function markParticipant(
  marks: Marks,
  grid: Grid,
  participant: ParticipantInput,
  field: string,
): void {
  markIntervals(marks.hardSlot, marks.hardCell, grid, participant.busy ?? [], `${field}.busy`);
  markIntervals(marks.weakSlot, marks.weakCell, grid, participant.tentative ?? [], `${field}.tentative`);
  const painted = participant.painted;
  if (!painted) return;
  const from = grid.origin - grid.duration - grid.step;
  const to = grid.end + grid.duration + grid.step;
  const available = paintedMinutes(painted.available, `${field}.painted.available`);
  const ifNeedBe = paintedMinutes(painted.ifNeedBe, `${field}.painted.ifNeedBe`);
  markList(marks.hardSlot, marks.hardCell, grid, complement(normalize(available.concat(ifNeedBe)), from, to));
  markList(marks.weakSlot, marks.weakCell, grid, complement(normalize(available), from, to));
}
