import { BUCKETS, BUSY, BUSY_OUTSIDE_HOURS, FREE, IF_NEED_BE } from './state-codes.ts';

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

/** Count-only pass for slot codes computed some other way. */
export function countCodes(buckets: Int32Array, codes: Uint8Array, base: number): void {
  for (let k = 0, b = base; k < codes.length; k++, b += BUCKETS) buckets[b + codes[k]!]!++;
}

/**
 * `scanDiffs` over cells and `scanCells` fused into one pass, for meetings of whole steps: a slot's
 * code is settled as soon as its last cell is, so each cell is read once while still in cache.
 */
export function scanCellsAndSlots(
  cellCodes: Uint8Array,
  slotCodes: Uint8Array,
  width: number,
  hardDiff: Int32Array,
  weakDiff: Int32Array,
  outsideHours: Uint8Array | null,
  cellBuckets: Int32Array,
  countedCells: number,
  slotBuckets: Int32Array,
  base: number,
): void {
  let hard = 0;
  let weak = 0;
  const cellCount = cellCodes.length;
  const slotCount = slotCodes.length;
  for (let k = 0; k < cellCount; k++) {
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
    cellCodes[k] = code;
    if (k < countedCells) cellBuckets[k * BUCKETS + base + code]!++;
    const slot = k - width + 1;
    if (slot < 0 || slot >= slotCount) continue;
    let slotCode = code;
    for (let j = slot; j < k && slotCode < BUSY; j++) {
      const other = cellCodes[j]!;
      if (other > slotCode) slotCode = other;
    }
    slotCodes[slot] = slotCode;
    slotBuckets[slot * BUCKETS + base + slotCode]!++;
  }
  hardDiff[cellCount] = 0;
  weakDiff[cellCount] = 0;
}
