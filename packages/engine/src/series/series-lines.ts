import { EDGE_MARGIN_MINUTES } from '../evaluate/comfort-codes.ts';
import { NIGHT_HOURS, weeklyKey, type WeeklyRanges } from '../input/weekly-ranges.ts';
import { BoundedMemo } from '../evaluate/bounded-memo.ts';
import { complement, normalize, subtract, widen, type IntervalList } from '../intervals/interval-list.ts';
import { MINUTES_PER_DAY, isoWeekdayOfDay } from '../time/civil-date.ts';
import type { Interval } from '../types.ts';
import type { PreparedSeriesParticipant, SeriesProfile } from './prepare-series.ts';
import { zoneDaysOf } from './zone-days.ts';

/** Epoch-minute span `[from, to)` the lists must cover. */
export interface Horizon {
  from: number;
  to: number;
}

/** Like `weeklyToUtc`: each local boundary goes through the zone on its own date. */
export function weeklyLine(zone: string, weekly: WeeklyRanges, horizon: Horizon): IntervalList {
  const days = zoneDaysOf(zone);
  const firstDay = Math.floor((horizon.from + days.offsetAt(horizon.from)) / MINUTES_PER_DAY) - 1;
  const lastDay = Math.floor((horizon.to + days.offsetAt(horizon.to)) / MINUTES_PER_DAY) + 1;
  const list: IntervalList = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const midnight = day * MINUTES_PER_DAY;
    for (const [start, end] of weekly[isoWeekdayOfDay(day) - 1]!) {
      list.push(days.toEpochMinute(midnight + start), days.toEpochMinute(midnight + end));
    }
  }
  return normalize(list);
}

/** Comfort lines of one zone and working hours (see computeZoneProfile for the same notions). */
export interface ProfileLines {
  nonWorking: Float64Array;
  night: Float64Array;
  beyondEdge: Float64Array;
}

const profileMemo = new BoundedMemo<ProfileLines>(256);

/** Memoised across calls, like the grid's zone profiles: a series is ranked again as answers arrive. Read-only. */
export function profileLines(profile: SeriesProfile, horizon: Horizon): ProfileLines {
  return profileMemo.get(`${profile.zone}#${weeklyKey(profile.weekly)}@${horizon.from}/${horizon.to}`, () =>
    computeProfileLines(profile, horizon),
  );
}

function computeProfileLines(profile: SeriesProfile, horizon: Horizon): ProfileLines {
  const { from, to } = horizon;
  const working = weeklyLine(profile.zone, profile.weekly, horizon);
  return {
    nonWorking: Float64Array.from(complement(working, from, to)),
    night: Float64Array.from(subtract(weeklyLine(profile.zone, NIGHT_HOURS, horizon), working)),
    beyondEdge: Float64Array.from(complement(widen(working, EDGE_MARGIN_MINUTES), from, to)),
  };
}

/** Busy time widened to whole minutes: a busy second is never lost. */
function widenedMinutes(intervals: readonly Interval[] | undefined): IntervalList {
  const list: IntervalList = [];
  for (const { start, end } of intervals ?? []) {
    if (end > start) list.push(Math.floor(start / 60_000), Math.ceil(end / 60_000));
  }
  return list;
}

const INDEX_BITS = 2 ** 21;

/**
 * `normalize` for long calendars, as a typed array: a year of busy time is thousands of intervals per
 * person. Sorts packed `start × 2²¹ + index` keys natively instead of pairs with a comparator; exact
 * while minutes stay below 2³² and lists below 2²¹ intervals, else the general `normalize`.
 */
export function normalizedLine(list: IntervalList): Float64Array {
  const count = list.length >> 1;
  let fits = count < INDEX_BITS;
  for (let i = 0; fits && i < list.length; i += 2) fits = list[i]! >= 0 && list[i]! < 2 ** 32;
  if (!fits) return Float64Array.from(normalize(list));
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) keys[i] = list[2 * i]! * INDEX_BITS + i;
  keys.sort();
  const merged = new Float64Array(2 * count);
  let length = 0;
  for (let k = 0; k < count; k++) {
    const i = keys[k]! % INDEX_BITS;
    const start = list[2 * i]!;
    const end = list[2 * i + 1]!;
    if (!(end > start)) continue;
    if (length > 0 && start <= merged[length - 1]!) {
      if (end > merged[length - 1]!) merged[length - 1] = end;
    } else {
      merged[length++] = start;
      merged[length++] = end;
    }
  }
  return merged.slice(0, length);
}

/** Where a person is busy (`hard`) and only if need be (`weak`), over the horizon. */
export interface PersonLines {
  hard: Float64Array;
  weak: Float64Array;
}

export function personLines(p: PreparedSeriesParticipant, horizon: Horizon): PersonLines {
  let hard = widenedMinutes(p.input.busy);
  let weak = widenedMinutes(p.input.tentative);
  if (p.marked && p.available) {
    const { from, to } = horizon;
    hard = hard.concat(complement(weeklyLine(p.input.zone, p.marked, horizon), from, to));
    weak = weak.concat(complement(weeklyLine(p.input.zone, p.available, horizon), from, to));
  }
  return { hard: normalizedLine(hard), weak: normalizedLine(weak) };
}

/** First even index whose interval ends after `minute`, searching from `from`. */
export function seek(list: Float64Array, from: number, minute: number): number {
  let low = from >> 1;
  let high = list.length >> 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[2 * middle + 1]! <= minute) low = middle + 1;
    else high = middle;
  }
  return low << 1;
}
