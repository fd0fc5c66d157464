/** How far the "extend the window" relaxation looks past the window's end. */
export const EXTENSION_DAYS = 7;

/**
 * The candidate grid, in epoch minutes: position `k` starts at `origin + k × step`.
 * `slotCount` positions fit a whole meeting inside the window; `extendedSlotCount` positions fit one
 * inside the window extended by `EXTENSION_DAYS` (computed in the same pass, so the relaxation costs
 * no second evaluation); `cellCount` positions cover the window (the heat map), the last cell possibly
 * cut short by the window's end.
 */
export interface Grid {
  origin: number;
  end: number;
  extendedEnd: number;
  step: number;
  duration: number;
  slotCount: number;
  extendedSlotCount: number;
  cellCount: number;
  extendedCellCount: number;
  /** `duration / step` when whole: then a slot's state follows from its cells alone. Otherwise 0. */
  wholeSteps: number;
}

function fitting(span: number, step: number, duration: number): number {
  return span >= duration ? Math.floor((span - duration) / step) + 1 : 0;
}

/**
 * `extensionDays`: how far the extended grid reaches past `end`. A relaxation that already extends the
 * window asks for none, so that its grid ends where the unextended evaluation's did and reuses its cells.
 */
export function makeGrid(
  origin: number,
  end: number,
  step: number,
  duration: number,
  extensionDays: number = EXTENSION_DAYS,
): Grid {
  const span = Math.max(0, end - origin);
  const extendedEnd = origin + span + extensionDays * 1440;
  return {
    origin,
    end: origin + span,
    extendedEnd,
    step,
    duration,
    slotCount: fitting(span, step, duration),
    extendedSlotCount: fitting(extendedEnd - origin, step, duration),
    cellCount: Math.ceil(span / step),
    extendedCellCount: Math.ceil((extendedEnd - origin) / step),
    wholeSteps: duration % step === 0 ? duration / step : 0,
  };
}

/**
 * Difference-array marking: adds one over the positions whose span `[origin + k·step, … + length)`
 * overlaps `[start, end)`. A prefix sum then gives, per position, how many intervals touch it,
 * in O(1) per interval with no sorting.
 */
export function markOverlaps(
  diff: Int32Array,
  count: number,
  origin: number,
  step: number,
  length: number,
  start: number,
  end: number,
): void {
  if (end <= start) return;
  let first = Math.floor((start - length - origin) / step) + 1;
  let last = Math.ceil((end - origin) / step) - 1;
  if (first < 0) first = 0;
  if (last >= count) last = count - 1;
  if (first > last) return;
  diff[first]!++;
  diff[last + 1]!--;
}

/** Marks every interval of a flat list, then turns the differences into per-position flags (1 = touched). */
export function overlapFlags(
  list: readonly number[],
  count: number,
  origin: number,
  step: number,
  length: number,
): Uint8Array {
  const diff = new Int32Array(count + 1);
  for (let i = 0; i + 1 < list.length; i += 2) {
    markOverlaps(diff, count, origin, step, length, list[i]!, list[i + 1]!);
  }
  const flags = new Uint8Array(count);
  let running = 0;
  for (let k = 0; k < count; k++) {
    running += diff[k]!;
    flags[k] = running > 0 ? 1 : 0;
  }
  return flags;
}
