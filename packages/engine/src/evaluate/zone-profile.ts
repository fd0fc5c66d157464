import type { Grid } from '../grid/grid.ts';
import { overlapFlags } from '../grid/grid.ts';
import { NIGHT_HOURS, weeklyKey, type WeeklyRanges } from '../input/weekly-ranges.ts';
import { complement, subtract, widen } from '../intervals/interval-list.ts';
import { weeklyToUtc } from '../time/weekly-to-utc.ts';
import { BoundedMemo } from './bounded-memo.ts';
import { EDGE, EDGE_MARGIN_MINUTES, NIGHT, OUTSIDE, WORKING } from './comfort-codes.ts';

/** Per-zone, per-working-hours facts about every grid position, shared by everyone with the same pair. */
export interface ZoneProfile {
  /** Comfort code of each slot (meeting-long span), over the extended grid. */
  comfort: Uint8Array;
  /** 1 where the cell reaches outside working hours, over the extended grid. */
  cellOutside: Uint8Array;
}

const profileMemo = new BoundedMemo<ZoneProfile>(256);
const allowedMemo = new BoundedMemo<Uint8Array>(64);

function gridKey(grid: Grid): string {
  return `${grid.origin}/${grid.extendedEnd}/${grid.step}/${grid.duration}`;
}

/** Memoised across calls: rankings of one meeting repeat as answers arrive. Read-only result. */
export function zoneProfile(zone: string, weekly: WeeklyRanges, grid: Grid): ZoneProfile {
  return profileMemo.get(`${zone}#${weeklyKey(weekly)}@${gridKey(grid)}`, () =>
    computeZoneProfile(zone, weekly, grid),
  );
}

/** A fresh copy of the memoised allowed flags, which the caller may change. */
export function allowedFlagsCopy(...args: Parameters<typeof allowedFlags>): Uint8Array {
  const [zone, weekly, grid, count, length] = args;
  const key = `${zone}#${weeklyKey(weekly)}@${gridKey(grid)}:${count}/${length}`;
  return allowedMemo.get(key, () => allowedFlags(...args)).slice();
}

export function computeZoneProfile(zone: string, weekly: WeeklyRanges, grid: Grid): ZoneProfile {
  const { origin, step, duration, extendedSlotCount: slotCount, extendedCellCount: cellCount } = grid;
  const from = origin - duration - step - EDGE_MARGIN_MINUTES;
  const to = grid.extendedEnd + duration + step + EDGE_MARGIN_MINUTES;
  const working = weeklyToUtc(zone, weekly, from, to);
  const nonWorking = complement(working, from, to);
  const night = subtract(weeklyToUtc(zone, NIGHT_HOURS, from, to), working);
  const beyondEdge = complement(widen(working, EDGE_MARGIN_MINUTES), from, to);

  const outsideSlot = overlapFlags(nonWorking, slotCount, origin, step, duration);
  const nightSlot = overlapFlags(night, slotCount, origin, step, duration);
  const beyondEdgeSlot = overlapFlags(beyondEdge, slotCount, origin, step, duration);
  const comfort = new Uint8Array(slotCount);
  for (let k = 0; k < slotCount; k++) {
    if (outsideSlot[k] === 0) comfort[k] = WORKING;
    else if (nightSlot[k] === 1) comfort[k] = NIGHT;
    else if (beyondEdgeSlot[k] === 0) comfort[k] = EDGE;
    else comfort[k] = OUTSIDE;
  }
  return { comfort, cellOutside: overlapFlags(nonWorking, cellCount, origin, step, step) };
}

/** 1 where the whole span lies inside the organizer's allowed days and hours. */
export function allowedFlags(
  zone: string,
  weekly: WeeklyRanges,
  grid: Grid,
  count: number,
  length: number,
): Uint8Array {
  const from = grid.origin - length - grid.step;
  const to = grid.extendedEnd + length + grid.step;
  const outside = overlapFlags(
    complement(weeklyToUtc(zone, weekly, from, to), from, to),
    count,
    grid.origin,
    grid.step,
    length,
  );
  for (let k = 0; k < count; k++) outside[k] = outside[k] === 1 ? 0 : 1;
  return outside;
}
