import type { Evaluation } from '../evaluate/evaluate.ts';
import { compareSlots } from './slot-order.ts';

export interface Selection {
  /** Best first. */
  top: number[];
  /** Candidate slots where no required person is busy. */
  candidateCount: number;
  /** Of those, slots where no required person is unknown either. */
  viableCount: number;
}

/** One pass with a bounded insertion list: O(slots × limit) worst case, O(slots) typically. */
export function selectTop(e: Evaluation, limit: number): Selection {
  const top: number[] = [];
  let candidateCount = 0;
  let viableCount = 0;
  for (let k = 0; k < e.grid.slotCount; k++) {
    if (e.candidate[k] === 0 || e.requiredBusy[k]! > 0) continue;
    candidateCount++;
    if (e.requiredUnknown === 0) viableCount++;
    if (limit === 0) continue;
    if (top.length === limit && compareSlots(e, k, top[limit - 1]!) >= 0) continue;
    let at = top.length;
    while (at > 0 && compareSlots(e, k, top[at - 1]!) < 0) at--;
    top.splice(at, 0, k);
    if (top.length > limit) top.pop();
  }
  return { top, candidateCount, viableCount };
}
