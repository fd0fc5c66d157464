import type { Interval, IntervalsInput, PackedIntervals } from '../types.ts';

const MINUTE = 60_000;

export function isPacked(list: IntervalsInput): list is PackedIntervals {
  return list instanceof Int32Array;
}

/**
 * Packs intervals into epoch-minute pairs. `outward` (busy, tentative) widens each interval to whole
 * minutes, so no busy second is lost; `inward` (painted availability) narrows it, so a claim of free time
 * is never stretched, and drops what becomes empty. Empty intervals are dropped either way. Either way the engine's answer is unchanged: its grid
 * boundaries are whole minutes, and it narrows painted time to whole minutes itself.
 */
export function packIntervals(list: readonly Interval[], rounding: 'outward' | 'inward'): PackedIntervals {
  const packed = new Int32Array(list.length * 2);
  let length = 0;
  for (const { start, end } of list) {
    // An empty interval covers nothing; widened, it would cover a whole minute.
    if (end <= start) continue;
    const first = rounding === 'outward' ? Math.floor(start / MINUTE) : Math.ceil(start / MINUTE);
    const last = rounding === 'outward' ? Math.ceil(end / MINUTE) : Math.floor(end / MINUTE);
    if (rounding === 'inward' && last <= first) continue;
    packed[length++] = first;
    packed[length++] = last;
  }
  return length === packed.length ? packed : packed.slice(0, length);
}

/** The intervals of a packed list, in epoch milliseconds. */
export function unpackIntervals(list: IntervalsInput): Interval[] {
  if (!isPacked(list)) return [...list];
  const intervals: Interval[] = [];
  for (let i = 0; i + 1 < list.length; i += 2) {
    intervals.push({ start: list[i]! * MINUTE, end: list[i + 1]! * MINUTE });
  }
  return intervals;
}

/** How many intervals a list holds, packed or not. */
export function intervalCount(list: IntervalsInput | undefined): number {
  if (list === undefined) return 0;
  return isPacked(list) ? list.length >> 1 : list.length;
}
