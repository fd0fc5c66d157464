import { BUSY, BUSY_OUTSIDE_HOURS, FREE, IF_NEED_BE } from './state-codes.ts';
import { BUCKETS } from './state-codes.ts';

// The three hot loops of an evaluation, run once per answered participant. Each fuses the prefix sum,
// the code and the count into one pass, and zeroes the difference array as it reads it so the next
// participant starts clean without a separate fill.

/**
 * Codes per position from difference arrays and an outside-hours mask; counts the first `counted`
 * positions into `buckets[k × 8 + base + code]`.
 */
export function scanDiffs(
  codes: Uint8Array,
  hardDiff: Int32Array,
  weakDiff: Int32Array,
  outsideHours: Uint8Array | null,
  buckets: Int32Array,
  counted: number,
  base: number,
): void {
  let hard = 0;
  let weak = 0;
  const count = codes.length;
  for (let k = 0; k < count; k++) {
    hard += hardDiff[k]!;
    weak += weakDiff[k]!;
    hardDiff[k] = 0;
    weakDiff[k] = 0;
    const code =
      hard > 0
        ? BUSY
        : outsideHours !== null && outsideHours[k] !== 0
          ? BUSY_OUTSIDE_HOURS
          : weak > 0
            ? IF_NEED_BE
            : FREE;
    codes[k] = code;
    if (k < counted) buckets[k * BUCKETS + base + code]!++;
  }
  hardDiff[count] = 0;
  weakDiff[count] = 0;
}

/**
 * Slot codes from cell codes when a slot covers exactly `width` cells: codes are ordered by
 * precedence, so a slot takes the highest code among its cells. Counts every slot.
 */
export function scanCells(
  slotCodes: Uint8Array,
  cellCodes: Uint8Array,
  width: number,
  buckets: Int32Array,
  base: number,
): void {
  const count = slotCodes.length;
  for (let k = 0, b = base; k < count; k++, b += BUCKETS) {
    let code = cellCodes[k]!;
    for (let j = 1; j < width && code < BUSY; j++) {
      const next = cellCodes[k + j]!;
      if (next > code) code = next;
    }
    slotCodes[k] = code;
    buckets[b + code]!++;
  }
}

/** Count-only pass for slot codes computed some other way. */
export function countCodes(buckets: Int32Array, codes: Uint8Array, base: number): void {
  for (let k = 0, b = base; k < codes.length; k++, b += BUCKETS) buckets[b + codes[k]!]!++;
}
