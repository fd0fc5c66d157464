import type { Evaluation } from '../evaluate/evaluate.ts';
import type { HeatMap } from '../types.ts';

/** Declined participants count as busy; the last cell may be cut short by the window's end. */
export function heatMapOf(e: Evaluation): HeatMap {
  return {
    start: e.grid.origin * 60_000,
    stepMinutes: e.grid.step,
    free: Array.from(e.cellFree),
    ifNeedBe: Array.from(e.cellIfNeedBe),
    busy: Array.from(e.cellBusy),
    unknown: Array.from(e.cellUnknown),
  };
}
