import type { Grid } from '../grid/grid.ts';
import { overlapFlags } from '../grid/grid.ts';
import { NIGHT_HOURS, type WeeklyRanges } from '../input/weekly-ranges.ts';
import { complement, subtract, widen } from '../intervals/interval-list.ts';
import { weeklyToUtc } from '../time/weekly-to-utc.ts';
import { EDGE, EDGE_MARGIN_MINUTES, NIGHT, OUTSIDE, WORKING } from './comfort-codes.ts';

/** Per-zone, per-working-hours facts about every grid position, shared by everyone with the same pair. */
export interface ZoneProfile {
  /** Comfort code of each slot (meeting-long span), over the extended grid. */
  comfort: Uint8Array;
  /** 1 where the heat-map cell reaches outside working hours. */
  cellOutside: Uint8Array;
}

export function computeZoneProfile(zone: string, weekly: WeeklyRanges, grid: Grid): ZoneProfile {
  const { origin, step, duration, extendedSlotCount: slotCount, cellCount } = grid;
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
