import type { HeatMap } from './suggestion-types';
import { localPartsOf } from './zoned-time';

export type CellLevel = 'free' | 'if-need-be' | 'busy' | 'unknown';

export interface HeatCell {
  /** Local hour of the day, 0–23, in the organizer's zone. */
  hour: number;
  /** The most available moment in this hour: "there is a time here when this many are free". */
  free: number;
  ifNeedBe: number;
  busy: number;
  unknown: number;
  level: CellLevel;
}

export interface HeatDay {
  /** `YYYY-MM-DD` in the organizer's zone. */
  date: string;
  cells: (HeatCell | null)[];
}

/** Busy beats unknown beats if-need-be beats free: the colour says what stands in the way. */
export function levelOf(counts: { ifNeedBe: number; busy: number; unknown: number }): CellLevel {
  if (counts.busy > 0) return 'busy';
  if (counts.unknown > 0) return 'unknown';
  if (counts.ifNeedBe > 0) return 'if-need-be';
  return 'free';
}

const better = (a: Omit<HeatCell, 'hour' | 'level'>, b: Omit<HeatCell, 'hour' | 'level'>) =>
  a.free !== b.free ? a.free > b.free : a.busy !== b.busy ? a.busy < b.busy : a.unknown < b.unknown;

/**
 * Lays the engine's heat map out as days × hours in the organizer's zone. Each hour shows its best
 * step, so an hour with one good quarter is not hidden; hours outside the window are null.
 */
export function layoutHeatMap(map: HeatMap, zone: string): HeatDay[] {
  const days = new Map<string, (HeatCell | null)[]>();
  const stepMs = map.stepMinutes * 60_000;
  for (let i = 0; i < map.free.length; i++) {
    const local = localPartsOf(map.start + i * stepMs, zone);
    let cells = days.get(local.date);
    if (!cells) {
      cells = Array.from({ length: 24 }, () => null);
      days.set(local.date, cells);
    }
    const counts = {
      free: map.free[i] ?? 0,
      ifNeedBe: map.ifNeedBe[i] ?? 0,
      busy: map.busy[i] ?? 0,
      unknown: map.unknown[i] ?? 0,
    };
    const current = cells[local.hour];
    if (!current || better(counts, current))
      cells[local.hour] = { hour: local.hour, ...counts, level: levelOf(counts) };
  }
  return [...days].map(([date, cells]) => ({ date, cells }));
}

/** The first and last hour (inclusive) that have any free or if-need-be person on any day, so the grid stays compact. */
export function activeHours(days: HeatDay[]): { from: number; to: number } {
  let from = 24;
  let to = -1;
  for (const day of days)
    day.cells.forEach((cell, hour) => {
      if (cell && cell.free + cell.ifNeedBe > 0) {
        from = Math.min(from, hour);
        to = Math.max(to, hour);
      }
    });
  return to < 0 ? { from: 0, to: 23 } : { from, to };
}
