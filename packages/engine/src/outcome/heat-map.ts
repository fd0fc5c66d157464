import type { Evaluation } from '../evaluate/evaluate.ts';
import type { HeatMap } from '../types.ts';

// A plain loop: Array.from goes through the iterator protocol and is several times slower here.
function toArray(values: Int32Array): number[] {
  const array = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) array[i] = values[i]!;
  return array;
}

/** Declined participants count as busy; the last cell may be cut short by the window's end. */
export function heatMapOf(e: Evaluation): HeatMap {
  return {
    start: e.grid.origin * 60_000,
    stepMinutes: e.grid.step,
    free: toArray(e.cellFree),
    ifNeedBe: toArray(e.cellIfNeedBe),
    busy: toArray(e.cellBusy),
    unknown: toArray(e.cellUnknown),
  };
}
