import {
  coversIntervals,
  normalizeIntervals,
  overlapsIntervals,
  subtractIntervals,
  unionIntervals,
  type Interval,
} from './intervals';

export type PaintMode = 'available' | 'ifNeedBe';
export type PaintAction = PaintMode | 'erase';
export type CellState = PaintMode | 'partial' | 'empty';

/** What the participant marked, as instants: the grid only shows it, so a zone change loses nothing. */
export interface Painting {
  available: Interval[];
  ifNeedBe: Interval[];
}

export const EMPTY_PAINTING: Painting = { available: [], ifNeedBe: [] };

export function paintingFromAnswer(
  answer: { available: readonly Interval[]; ifNeedBe: readonly Interval[] } | null,
): Painting {
  if (!answer) return EMPTY_PAINTING;
  const ifNeedBe = normalizeIntervals(answer.ifNeedBe);
  return { available: subtractIntervals(answer.available, ifNeedBe), ifNeedBe };
}

/** A cell shows a mode only when that mode covers all of it; a cell touched only in part is 'partial'. */
export function cellState(painting: Painting, cell: readonly Interval[]): CellState {
  if (coversIntervals(painting.available, cell)) return 'available';
  if (coversIntervals(painting.ifNeedBe, cell)) return 'ifNeedBe';
  if (overlapsIntervals(painting.available, cell) || overlapsIntervals(painting.ifNeedBe, cell))
    return 'partial';
  return 'empty';
}

/** Pressing a cell already in the current mode clears it; any other cell takes the mode. */
export function actionForCell(painting: Painting, cell: readonly Interval[], mode: PaintMode): PaintAction {
  return cellState(painting, cell) === mode ? 'erase' : mode;
}

export function applyPaint(painting: Painting, cells: readonly Interval[][], action: PaintAction): Painting {
  const span = normalizeIntervals(cells.flat());
  if (span.length === 0) return painting;
  if (action === 'erase')
    return {
      available: subtractIntervals(painting.available, span),
      ifNeedBe: subtractIntervals(painting.ifNeedBe, span),
    };
  const other: PaintMode = action === 'available' ? 'ifNeedBe' : 'available';
  const added = unionIntervals(painting[action], span);
  const rest = subtractIntervals(painting[other], span);
  return action === 'available' ? { available: added, ifNeedBe: rest } : { available: rest, ifNeedBe: added };
}

export function isEmptyPainting(painting: Painting): boolean {
  return painting.available.length === 0 && painting.ifNeedBe.length === 0;
}

/** Where the first marked time still ahead begins (never before `now`), or null when none is. */
export function firstMarkedFrom(painting: Painting, now: number): number | null {
  const ahead = [...painting.available, ...painting.ifNeedBe].filter((i) => i.end > now);
  if (ahead.length === 0) return null;
  return Math.max(now, Math.min(...ahead.map((i) => i.start)));
}
