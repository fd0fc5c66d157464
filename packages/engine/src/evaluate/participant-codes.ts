import { BUCKETS, BUSY, BUSY_OUTSIDE_HOURS, FREE, IF_NEED_BE } from './state-codes.ts';

// The hot loops of an evaluation, run once per answered participant. The scans fuse the prefix sum and
// the code into one pass, and zero the difference array as they read it so the next participant starts
// clean without a separate fill.

/**
 * Codes per position from difference arrays and an outside-hours mask (coded `outsideCode`); counts the
 * first `counted` positions into `buckets[k × 8 + base + code]`.
 */
export function scanDiffs(
  codes: Uint8Array,
  hardDiff: Int32Array,
  weakDiff: Int32Array,
  outsideHours: Uint8Array | null,
  buckets: Int32Array,
  counted: number,
  base: number,
  outsideCode: number = BUSY_OUTSIDE_HOURS,
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
          ? outsideCode
          : weak > 0
            ? IF_NEED_BE
            : FREE;
    codes[k] = code;
    if (k < counted) buckets[k * BUCKETS + base + code]!++;
  }
  hardDiff[count] = 0;
  weakDiff[count] = 0;
}

// Code by (hard > 0, outside hours, weak > 0) as bits 2, 1, 0: a table lookup instead of branches
// that the data would make unpredictable.
const CODE_BY_FLAGS = new Uint8Array([
  FREE,
  IF_NEED_BE,
  BUSY_OUTSIDE_HOURS,
  BUSY_OUTSIDE_HOURS,
  BUSY,
  BUSY,
  BUSY,
  BUSY,
]);
// The same for people whose working hours bind as hard as a busy time.
const CODE_BY_FLAGS_HOURS_BUSY = new Uint8Array([FREE, IF_NEED_BE, BUSY, BUSY, BUSY, BUSY, BUSY, BUSY]);

/**
 * `scanDiffs` over cells for meetings of whole steps, without counting: the cell codes alone, which
 * depend only on the person's time and the cells (not on the meeting's length or who is required), so an
 * evaluation of a changed meeting may reuse them. A short loop without branches that the data would make
 * unpredictable. `outsideHours` is all zeros when working hours do not bind.
 */
export function scanCells(
  cellCodes: Uint8Array,
  hardDiff: Int32Array,
  weakDiff: Int32Array,
  outsideHours: Uint8Array,
  outsideCode: number = BUSY_OUTSIDE_HOURS,
): void {
  const codeByFlags = outsideCode === BUSY ? CODE_BY_FLAGS_HOURS_BUSY : CODE_BY_FLAGS;
  let hard = 0;
  let weak = 0;
  const cellCount = cellCodes.length;
  for (let k = 0; k < cellCount; k++) {
    hard += hardDiff[k]!;
    weak += weakDiff[k]!;
    hardDiff[k] = 0;
    weakDiff[k] = 0;
    // For a count c ≥ 0, `-c >>> 31` is 1 exactly when c > 0.
    cellCodes[k] = codeByFlags[((-hard >>> 31) << 2) | (outsideHours[k]! << 1) | (-weak >>> 31)]!;
  }
  hardDiff[cellCount] = 0;
  weakDiff[cellCount] = 0;
}

/**
 * From one person's cell codes (`scanCells`): the slot codes, a slot's code being the highest among its
 * `width` cells, and the counts of the first `countedCells` cells and of every slot. Separate passes over
 * the row (counts, a running maximum per cell of the width, counts), each a short loop without branches.
 */
export function countCellsAndSlots(
  cellCodes: Uint8Array,
  slotCodes: Uint8Array,
  width: number,
  cellBuckets: Int32Array,
  countedCells: number,
  slotBuckets: Int32Array,
  base: number,
): void {
  for (let k = 0; k < countedCells; k++) cellBuckets[k * BUCKETS + base + cellCodes[k]!]!++;
  const slotCount = slotCodes.length;
  slotCodes.set(cellCodes.subarray(0, slotCount));
  for (let j = 1; j < width; j++) {
    for (let slot = 0; slot < slotCount; slot++) {
      const cell = cellCodes[slot + j]!;
      const code = slotCodes[slot]!;
      slotCodes[slot] = cell > code ? cell : code;
    }
  }
  for (let slot = 0; slot < slotCount; slot++) slotBuckets[slot * BUCKETS + base + slotCodes[slot]!]!++;
}
