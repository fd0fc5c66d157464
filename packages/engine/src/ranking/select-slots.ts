import type { Evaluation } from '../evaluate/evaluate.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import { compareSlots } from './slot-order.ts';
import { variedTop } from './varied-top.ts';

export interface Selection {
  /** Best first. */
  top: number[];
  /** Candidate slots where no required person is busy. */
  candidateCount: number;
  /** Of those, slots where no required person is unknown either. */
  viableCount: number;
}

/** The best slots near `focus`, in the plain ranking order: a bounded insertion list. */
function nearTop(input: PreparedInput, e: Evaluation, candidates: Int32Array): number[] {
  const { start: focus, spanMs } = input.focus!;
  const { origin, step } = e.grid;
  const limit = input.limit;
  const top: number[] = [];
  for (const k of candidates) {
    if (Math.abs((origin + k * step) * 60_000 - focus) > spanMs) continue;
    if (top.length === limit && compareSlots(e, k, top[limit - 1]!) >= 0) continue;
    let at = top.length;
    while (at > 0 && compareSlots(e, k, top[at - 1]!) < 0) at--;
    top.splice(at, 0, k);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** Counts the candidates, then picks the varied top slots, or the best ones near `focus`. */
export function selectSlots(input: PreparedInput, e: Evaluation): Selection {
  const candidates = new Int32Array(e.grid.slotCount);
  let candidateCount = 0;
  for (let k = 0; k < e.grid.slotCount; k++) {
    if (e.candidate[k] === 1 && e.requiredBusy[k] === 0) candidates[candidateCount++] = k;
  }
  const viableCount = e.requiredUnknown === 0 ? candidateCount : 0;
  const list = candidates.subarray(0, candidateCount);
  const top = input.limit === 0 ? [] : input.focus ? nearTop(input, e, list) : variedTop(input, e, list);
  return { top, candidateCount, viableCount };
}
