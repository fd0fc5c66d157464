/** A half-open span of time [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

/** Sorts and merges overlapping or touching intervals, dropping empty ones. */
export function normalizeIntervals(list: readonly Interval[]): Interval[] {
  const sorted = list.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ start: next.start, end: next.end });
  }
  return merged;
}

export function unionIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  return normalizeIntervals([...a, ...b]);
}

/** What is left of `from` after taking away every part covered by `remove`. */
export function subtractIntervals(from: readonly Interval[], remove: readonly Interval[]): Interval[] {
  const cuts = normalizeIntervals(remove);
  const result: Interval[] = [];
  for (const piece of normalizeIntervals(from)) {
    let cursor = piece.start;
    for (const cut of cuts) {
      if (cut.end <= cursor || cut.start >= piece.end) continue;
      if (cut.start > cursor) result.push({ start: cursor, end: cut.start });
      cursor = Math.max(cursor, cut.end);
    }
    if (cursor < piece.end) result.push({ start: cursor, end: piece.end });
  }
  return result;
}

/** True when every instant of `parts` lies inside `set` (and `parts` is not empty). */
export function coversIntervals(set: readonly Interval[], parts: readonly Interval[]): boolean {
  return parts.length > 0 && subtractIntervals(parts, set).length === 0;
}

export function overlapsIntervals(set: readonly Interval[], parts: readonly Interval[]): boolean {
  return set.some((s) => parts.some((p) => p.start < s.end && s.start < p.end));
}
