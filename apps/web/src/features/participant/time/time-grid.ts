/*
 * The participant's grid.
 *
 * A column is a calendar date D in the participant's zone. A row is a wall-clock half hour counted in
 * minutes from D's midnight; rows at 1440 and beyond are the early hours of D + 1, so a meeting whose
 * hours cross the participant's midnight (London 09:00–17:00 seen from Sydney is 20:00–04:00) keeps
 * each day's offer in one column. A column owns the 24 wall-clock hours from D + `dayStart`, so no
 * instant belongs to two columns.
 *
 * Every cell is a wall-clock reading turned into instants through the zone's rules, never a fixed
 * offset: across a daylight-saving change the columns do not slide; the skipped half hour is an empty
 * cell and the repeated one holds both of its instants.
 */
import { normalizeIntervals, overlapsIntervals, type Interval } from './intervals';
import { CELL_MINUTES, columnOf, layoutRows, rowsOf, type RowLayout } from './grid-rows';
import { offeredIntervals, type MeetingConstraints } from './offered-time';
import {
  addDays,
  compareDates,
  instantsOfWallTime,
  normalizeWall,
  weekdayOf,
  type LocalDate,
} from './zoned-time';

export { CELL_MINUTES } from './grid-rows';
export type { MeetingConstraints } from './offered-time';

const QUARTER_MS = 15 * 60 * 1000;

export interface GridPlan {
  zone: string;
  /** Column dates in the participant's zone: the dates that hold offered time in the shown rows. */
  days: LocalDate[];
  /** The first and last dates that hold any offered time, shown or not. */
  offeredDays: { first: LocalDate; last: LocalDate } | null;
  /** Minutes after a column date's midnight at which each shown row starts (1440 and up: next date). */
  rowMinutes: number[];
  /** True when the rows are all 24 hours of a column. */
  allHours: boolean;
  /** True when some hours of the day are not shown (so offering all 24 hours means something). */
  hidesHours: boolean;
  dayStart: number;
  /** Every instant the organizer offers. */
  offered: Interval[];
}

/** Why a cell cannot be painted: the clock skips it, it has passed, or the organizer did not offer it. */
export type CellLock = 'skipped' | 'past' | 'outside';

export interface GridCell {
  /** The date and minute of day the cell's wall clock reads (the column's next date after midnight). */
  date: LocalDate;
  minute: number;
  /** True for the early hours of the next date in a column whose rows cross midnight. */
  nextDay: boolean;
  /**
   * Every instant whose wall clock reads inside this half hour: empty when daylight saving skips it,
   * two pieces when the clock goes back and the half hour happens twice (both count as this cell).
   */
  intervals: Interval[];
  lock: CellLock | null;
}

export const isPaintable = (cell: GridCell) => cell.lock === null;

/** The grid's columns and rows in the participant's zone, with only the offered hours or all 24. */
export function planTimeGrid(zone: string, c: MeetingConstraints, options: { allHours: boolean }): GridPlan {
  const offered = offeredIntervals(c);
  const layout: RowLayout = layoutRows(zone, offered);
  const whole = { from: layout.dayStart, to: layout.dayStart + 24 * 60 };
  const span = options.allHours ? whole : layout.opening;
  return {
    zone,
    days: options.allHours ? layout.columns : layout.openingColumns,
    offeredDays:
      layout.columns.length > 0 ? { first: layout.columns[0]!, last: layout.columns.at(-1)! } : null,
    rowMinutes: rowsOf(span),
    allHours: options.allHours,
    hidesHours: layout.opening.to - layout.opening.from < 24 * 60,
    dayStart: layout.dayStart,
    offered,
  };
}

/** The instants a half-hour cell stands for, built from wall times in the zone (never the browser's). */
export function cellIntervals(zone: string, date: LocalDate, minute: number): Interval[] {
  const pieces: Interval[] = [];
  for (let offset = 0; offset < CELL_MINUTES; offset += 15) {
    const wall = normalizeWall({ ...date, hour: 0, minute: minute + offset });
    for (const start of instantsOfWallTime(zone, wall)) pieces.push({ start, end: start + QUARTER_MS });
  }
  return normalizeIntervals(pieces);
}

/** A cell of the column dated `column`, `rowMinute` minutes after its midnight, at the instant `now`. */
export function buildCell(plan: GridPlan, column: LocalDate, rowMinute: number, now: number): GridCell {
  const intervals = cellIntervals(plan.zone, column, rowMinute);
  const wall = normalizeWall({ ...column, hour: 0, minute: rowMinute });
  let lock: CellLock | null = null;
  if (intervals.length === 0) lock = 'skipped';
  else if (intervals[0]!.start < now) lock = 'past';
  else if (!overlapsIntervals(plan.offered, intervals)) lock = 'outside';
  return {
    date: { year: wall.year, month: wall.month, day: wall.day },
    minute: wall.hour * 60 + wall.minute,
    nextDay: rowMinute >= 24 * 60,
    intervals,
    lock,
  };
}

/**
 * The grid's pages: one per calendar week (Monday to Sunday) that holds a column, so "week 2" is the
 * second week on the calendar and never straddles two of them.
 */
export function weekPages(plan: GridPlan): LocalDate[][] {
  const pages: LocalDate[][] = [];
  let weekEnd: LocalDate | null = null;
  for (const day of plan.days) {
    if (weekEnd === null || compareDates(day, weekEnd) > 0) {
      weekEnd = addDays(day, 7 - weekdayOf(day));
      pages.push([]);
    }
    pages.at(-1)!.push(day);
  }
  return pages;
}

/** The cells of one page (a calendar week) of days, as columns: `columns[day][row]`. */
export function buildGridPage(plan: GridPlan, page: number, now: number): GridCell[][] {
  const days = weekPages(plan)[page] ?? [];
  return days.map((date) => plan.rowMinutes.map((minute) => buildCell(plan, date, minute, now)));
}

/**
 * A series' typical week on one page: a column per weekday, in the order the week's days come. The
 * window is seven days on the organizer's clock, so in another zone one weekday can hold two dates (the
 * evening of the first, the morning of the eighth); each row then takes the date whose cell is offered
 * (or skipped by a clock change, so the gap shows).
 */
export function buildTypicalWeekPage(plan: GridPlan, now: number): GridCell[][] {
  const byWeekday = new Map<number, LocalDate[]>();
  for (const day of plan.days) {
    const dates = byWeekday.get(weekdayOf(day));
    if (dates) dates.push(day);
    else byWeekday.set(weekdayOf(day), [day]);
  }
  return [...byWeekday.values()].map((dates) =>
    plan.rowMinutes.map((minute) => {
      const cells = dates.map((date) => buildCell(plan, date, minute, now));
      return cells.find((cell) => cell.lock !== 'outside') ?? cells[0]!;
    }),
  );
}

export function pageCount(plan: GridPlan): number {
  return Math.max(1, weekPages(plan).length);
}

/** The page whose week holds the instant's column; the first page when no column does. */
export function pageOfInstant(plan: GridPlan, instant: number | null): number {
  if (instant === null || !Number.isFinite(instant)) return 0;
  const column = columnOf(plan.dayStart, plan.zone, instant);
  const pages = weekPages(plan);
  const index = pages.findIndex((days) => compareDates(days.at(-1)!, column) >= 0);
  return index < 0 ? pageCount(plan) - 1 : index;
}

/** The first offered instant that has not passed, or null when all have. */
export function firstOpenInstant(plan: GridPlan, now: number): number | null {
  const open = plan.offered.find((i) => i.end > now);
  return open ? Math.max(open.start, now) : null;
}
