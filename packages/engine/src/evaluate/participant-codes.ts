import { BUSY, BUSY_OUTSIDE_HOURS, FREE, IF_NEED_BE } from './state-codes.ts';

/**
 * Turns one participant's difference arrays into a code per position (prefix sums), and adds each
 * code into `buckets[k × 8 + base + code]`: one write per position keeps this loop cheap.
 */
export function codeAndCount(
  codes: Uint8Array,
  buckets: Int32Array,
  base: number,
  hardDiff: Int32Array,
  weakDiff: Int32Array,
  outsideHours: Uint8Array | null,
): void {
  let hard = 0;
  let weak = 0;
  const count = codes.length;
  for (let k = 0; k < count; k++) {
    hard += hardDiff[k]!;
    weak += weakDiff[k]!;
    const code =
      hard > 0
        ? BUSY
        : outsideHours !== null && outsideHours[k] !== 0
          ? BUSY_OUTSIDE_HOURS
          : weak > 0
            ? IF_NEED_BE
            : FREE;
    codes[k] = code;
    buckets[k * 8 + base + code]!++;
  }
}
