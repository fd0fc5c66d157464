import type { StoredInterval } from '../records';

export const ALL_PAST_MESSAGE =
  'Every time you marked has already passed. Mark a time from now on, or decline.';

/**
 * Nobody is free in the past: painted intervals that end by `now` are dropped and one that straddles it
 * starts at `now`. `changed` counts both.
 */
export function fromNowOn(list: StoredInterval[], now: number): { kept: StoredInterval[]; changed: number } {
  const kept: StoredInterval[] = [];
  let changed = 0;
  for (const i of list) {
    if (i.start >= now) kept.push(i);
    else {
      changed++;
      if (i.end > now) kept.push({ start: now, end: i.end });
    }
  }
  return { kept, changed };
}
