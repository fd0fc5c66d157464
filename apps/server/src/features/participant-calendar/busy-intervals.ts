import { MEETING_LIMITS, readRangeOf } from '@overlap/contracts/schemas';
import type { BusyInterval, TimeRange } from '../calendars/provider-port';
import type { ReadInterval } from './tables';

/** Clipped to the range, sorted, overlapping or touching pieces merged; pieces closer than `gapMs` too. */
export function mergeIntervals(list: readonly ReadInterval[], range: TimeRange, gapMs = 0): ReadInterval[] {
  const clipped = list
    .map((i) => ({ start: Math.max(i.start, range.start), end: Math.min(i.end, range.end) }))
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start);
  const merged: ReadInterval[] = [];
  for (const next of clipped) {
    const last = merged[merged.length - 1];
    if (last && next.start - last.end <= gapMs) last.end = Math.max(last.end, next.end);
    else merged.push(next);
  }
  return merged;
}

function subtract(from: ReadInterval[], remove: ReadInterval[]): ReadInterval[] {
  const result: ReadInterval[] = [];
  for (const piece of from) {
    let cursor = piece.start;
    for (const cut of remove) {
      if (cut.end <= cursor || cut.start >= piece.end) continue;
      if (cut.start > cursor) result.push({ start: cursor, end: cut.start });
      cursor = Math.max(cursor, cut.end);
    }
    if (cursor < piece.end) result.push({ start: cursor, end: piece.end });
  }
  return result;
}

/**
 * The window's busy and tentative time as the answer carries it: busy wins where both overlap. A list
 * longer than the answer allows is coarsened by closing short gaps, never by dropping busy time.
 */
export function splitBusyTime(
  intervals: readonly BusyInterval[],
  range: TimeRange,
  max: number = MEETING_LIMITS.intervalsMax,
): { busy: ReadInterval[]; tentative: ReadInterval[] } {
  const pick = (kind: BusyInterval['kind']) =>
    intervals.filter((i) => i.kind === kind).map(({ start, end }) => ({ start, end }));
  for (const gapMs of [0, 15, 30, 60, 120, 240].map((minutes) => minutes * 60_000)) {
    const busy = mergeIntervals(pick('busy'), range, gapMs);
    const tentative = subtract(mergeIntervals(pick('tentative'), range, gapMs), busy);
    if (busy.length <= max && tentative.length <= max) return { busy, tentative };
  }
  // Still too many: everything counts as busy, merged across the day's gaps.
  return {
    busy: mergeIntervals([...pick('busy'), ...pick('tentative')], range, 24 * 60 * 60_000),
    tentative: [],
  };
}

/**
 * The only time a participant's calendar is read for: the meeting's window, or for a recurring meeting
 * the series' horizon too (its occurrences run up to a year on).
 */
export function windowOf(meeting: {
  windowStart: Date;
  windowEnd: Date;
  recurrence?: { startDate: string } | null;
}): TimeRange {
  return readRangeOf(meeting);
}
