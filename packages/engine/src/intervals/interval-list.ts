/**
 * Interval lists in epoch minutes, stored flat as `[start0, end0, start1, end1, …]`, half-open.
 * Normalised lists are sorted, non-empty, non-overlapping and non-adjacent.
 */
export type IntervalList = number[];

export function normalize(list: IntervalList): IntervalList {
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < list.length; i += 2) {
    const start = list[i]!;
    const end = list[i + 1]!;
    if (end > start) pairs.push([start, end]);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const merged: IntervalList = [];
  for (const [start, end] of pairs) {
    const last = merged.length - 1;
    if (last > 0 && start <= merged[last]!) {
      if (end > merged[last]!) merged[last] = end;
    } else {
      merged.push(start, end);
    }
  }
  return merged;
}

/** The parts of `[from, to)` not covered by a normalised list. */
export function complement(list: IntervalList, from: number, to: number): IntervalList {
  const gaps: IntervalList = [];
  let cursor = from;
  for (let i = 0; i < list.length; i += 2) {
    const start = list[i]!;
    const end = list[i + 1]!;
    if (end <= cursor) continue;
    if (start >= to) break;
    if (start > cursor) gaps.push(cursor, start);
    cursor = end;
  }
  if (cursor < to) gaps.push(cursor, to);
  return gaps;
}

/** `a` minus `b`, both normalised. */
export function subtract(a: IntervalList, b: IntervalList): IntervalList {
  if (a.length === 0) return [];
  const from = Math.min(a[0]!, b[0] ?? Infinity);
  const to = Math.max(a[a.length - 1]!, b[b.length - 1] ?? -Infinity);
  return intersect(a, complement(b, from, to));
}

export function intersect(a: IntervalList, b: IntervalList): IntervalList {
  const result: IntervalList = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]!, b[j]!);
    const end = Math.min(a[i + 1]!, b[j + 1]!);
    if (end > start) result.push(start, end);
    if (a[i + 1]! < b[j + 1]!) i += 2;
    else j += 2;
  }
  return result;
}

/** Each interval widened by `margin` minutes on both sides, normalised. */
export function widen(list: IntervalList, margin: number): IntervalList {
  return normalize(list.map((value, index) => (index % 2 === 0 ? value - margin : value + margin)));
}
