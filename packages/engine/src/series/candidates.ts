import { normalize } from '../intervals/interval-list.ts';
import type { WeeklyRanges } from '../input/weekly-ranges.ts';
import { MINUTES_PER_DAY } from '../time/civil-date.ts';

/** Whether `[start, start + duration)` on `weekday` (1–7) lies inside the allowed hours, across midnights. */
export function allowedAt(allowed: WeeklyRanges, weekday: number, start: number, duration: number): boolean {
  const line: number[] = [];
  for (const shift of [-1, 0, 1]) {
    const ranges = allowed[(((weekday - 1 + shift) % 7) + 7) % 7]!;
    for (const [from, to] of ranges) line.push(from + shift * MINUTES_PER_DAY, to + shift * MINUTES_PER_DAY);
  }
  const merged = normalize(line);
  for (let i = 0; i < merged.length; i += 2) {
    if (merged[i]! <= start && start + duration <= merged[i + 1]!) return true;
  }
  return false;
}

/** Candidate start minutes of one weekday: every step from local midnight whose meeting is allowed. */
export function candidateTimes(
  allowed: WeeklyRanges,
  weekday: number,
  step: number,
  duration: number,
): number[] {
  const times: number[] = [];
  for (let time = 0; time < MINUTES_PER_DAY; time += step) {
    if (allowedAt(allowed, weekday, time, duration)) times.push(time);
  }
  return times;
}
