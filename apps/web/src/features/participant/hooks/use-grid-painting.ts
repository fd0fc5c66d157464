import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { actionForCell, applyPaint, type PaintAction, type PaintMode, type Painting } from '../time/painting';
import { isPaintable, type GridCell } from '../time/time-grid';

interface Position {
  day: number;
  row: number;
}

interface Drag {
  pointerId: number;
  anchor: Position;
  last: Position;
  action: PaintAction;
  base: Painting;
}

/** The paintable cells of the rectangle between two corners (passed and unoffered ones are skipped). */
function cellsBetween(
  columns: GridCell[][],
  a: Position,
  b: Position,
  locked: (cell: GridCell) => boolean,
): GridCell[] {
  const cells: GridCell[] = [];
  for (let d = Math.min(a.day, b.day); d <= Math.max(a.day, b.day); d++)
    for (let r = Math.min(a.row, b.row); r <= Math.max(a.row, b.row); r++) {
      const cell = columns[d]?.[r];
      if (cell && isPaintable(cell) && !locked(cell)) cells.push(cell);
    }
  return cells;
}

const unlocked = () => false;

/** The first cell a person can mark, day by day from the top: where keyboard focus enters the grid. */
function firstMarkable(columns: GridCell[][], locked: (cell: GridCell) => boolean): Position {
  for (let day = 0; day < columns.length; day++) {
    const row = columns[day]!.findIndex((cell) => isPaintable(cell) && !locked(cell));
    if (row >= 0) return { day, row };
  }
  return { day: 0, row: 0 };
}

function positionOf(element: Element | null): Position | null {
  const cell = element?.closest<HTMLElement>('[data-day][data-row]');
  if (!cell) return null;
  return { day: Number(cell.dataset.day), row: Number(cell.dataset.row) };
}

/**
 * Mouse, touch and pen paint a rectangle from where the press started (pointer events, so touch works
 * the same once the grid has `touch-action: none`); arrow keys move a focused cell and Space or Enter
 * toggles it.
 */
export function useGridPainting(options: {
  columns: GridCell[][];
  painting: Painting;
  mode: PaintMode;
  readOnly: boolean;
  onChange: (painting: Painting, announcement: string) => void;
  describe: (cell: GridCell, action: PaintAction) => string;
  /** What to say when a drag changed several cells at once. */
  describeMany: (count: number, action: PaintAction) => string;
  /** Cells that cannot be painted now (busy in the person's calendar), and what to say when one is tried. */
  locked?: (cell: GridCell) => boolean;
  describeLocked?: (cell: GridCell) => string;
  /** What to say when a passed, skipped or unoffered cell is pressed. */
  describeClosed?: (cell: GridCell) => string;
}) {
  const { columns, painting, mode, readOnly, onChange, describe, describeMany } = options;
  const locked = options.locked ?? unlocked;
  // Until the person moves it, focus enters at the first markable cell.
  const [moved, setFocus] = useState<Position | null>(null);
  const focus = moved ?? firstMarkable(columns, locked);
  const drag = useRef<Drag | null>(null);
  const dayCount = columns.length;
  const rowCount = columns[0]?.length ?? 0;
  const focused = {
    day: Math.min(focus.day, Math.max(0, dayCount - 1)),
    row: Math.min(focus.row, Math.max(0, rowCount - 1)),
  };

  const paintRectangle = (current: Drag, to: Position) => {
    const cells = cellsBetween(columns, current.anchor, to, locked);
    const next = applyPaint(
      current.base,
      cells.map((c) => c.intervals),
      current.action,
    );
    const count = cells.length;
    const first = cells[0];
    const what = count === 1 && first ? describe(first, current.action) : describeMany(count, current.action);
    onChange(next, what);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (readOnly || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const at = positionOf(event.target as Element);
    const cell = at ? columns[at.day]?.[at.row] : undefined;
    if (!at || !cell) return;
    event.preventDefault();
    if (!isPaintable(cell)) {
      setFocus(at);
      onChange(painting, options.describeClosed?.(cell) ?? '');
      return;
    }
    if (locked(cell)) {
      setFocus(at);
      onChange(painting, options.describeLocked?.(cell) ?? '');
      return;
    }
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks cannot be captured; painting still follows the moves.
    }
    (event.target as HTMLElement).focus({ preventScroll: true });
    setFocus(at);
    const started: Drag = {
      pointerId: event.pointerId,
      anchor: at,
      last: at,
      action: actionForCell(painting, cell.intervals, mode),
      base: painting,
    };
    drag.current = started;
    paintRectangle(started, at);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const at = positionOf(document.elementFromPoint(event.clientX, event.clientY));
    if (!at || (at.day === current.last.day && at.row === current.last.row)) return;
    current.last = at;
    paintRectangle(current, at);
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const moveFocus = (to: Position, grid: HTMLElement) => {
    const day = Math.max(0, Math.min(dayCount - 1, to.day));
    const row = Math.max(0, Math.min(rowCount - 1, to.row));
    setFocus({ day, row });
    grid.querySelector<HTMLElement>(`[data-day="${day}"][data-row="${row}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, Position> = {
      ArrowUp: { day: focused.day, row: focused.row - 1 },
      ArrowDown: { day: focused.day, row: focused.row + 1 },
      ArrowLeft: { day: focused.day - 1, row: focused.row },
      ArrowRight: { day: focused.day + 1, row: focused.row },
      Home: { day: 0, row: focused.row },
      End: { day: dayCount - 1, row: focused.row },
      PageUp: { day: focused.day, row: 0 },
      PageDown: { day: focused.day, row: rowCount - 1 },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(move, event.currentTarget);
      return;
    }
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    const cell = columns[focused.day]?.[focused.row];
    if (readOnly || !cell) return;
    if (!isPaintable(cell)) {
      onChange(painting, options.describeClosed?.(cell) ?? '');
      return;
    }
    if (locked(cell)) {
      onChange(painting, options.describeLocked?.(cell) ?? '');
      return;
    }
    const action = actionForCell(painting, cell.intervals, mode);
    onChange(applyPaint(painting, [cell.intervals], action), describe(cell, action));
  };

  const onFocus = (event: { target: EventTarget }) => {
    const at = positionOf(event.target as Element);
    if (at && (at.day !== focused.day || at.row !== focused.row)) setFocus(at);
  };

  return {
    focused,
    handlers: {
      onFocus,
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onKeyDown,
    },
  };
}
