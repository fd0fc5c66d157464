import type { Interval } from './intervals';
import { addDays, wallTimeAt, type LocalDate } from './zoned-time';

export const CELL_MINUTES = 30;
export const DAY_MINUTES = 24 * 60;
const ROWS_PER_DAY = DAY_MINUTES / CELL_MINUTES;
const QUARTER_MS = 15 * 60 * 1000;
/** Where the grid opens when every hour is offered: the hours most people are awake. */
const WAKING_HOURS = { from: 7 * 60, to: 22 * 60 };

/** Rows as minutes after a column date's local midnight; `to` past 1440 reaches into the next date. */
export interface RowSpan {
  from: number;
  to: number;
}

/**
 * How the offered time lies on the participant's clock.
 * - `offered`: the half hours of the day that hold an offered instant on some day, as one span that may
 *   cross midnight (a London 09:00–17:00 meeting is 20:00–04:00 in Sydney).
 * - `dayStart`: where each column's 24 hours begin; past midnight only when `offered` crosses it, so the
 *   offered block of a day stays in one column.
 * - `opening`: the rows shown before "Show all 24 hours".
 */
export interface RowLayout {
  offered: RowSpan;
  dayStart: number;
  opening: RowSpan;
  /** The dates whose column holds offered time, in order. */
  columns: LocalDate[];
  /** The dates whose column holds offered time within the opening rows (no all-hatched columns). */
  openingColumns: LocalDate[];
}

interface QuarterReading extends LocalDate {
  /** Minutes after the date's local midnight. */
  minute: number;
  /** Wall-clock minutes since 1970 (a reading's place on the zone's clock, not in time). */
  wallMinute: number;
  /** True when the quarter before it is offered too, with no break in time. */
  continues: boolean;
}

/** Each quarter hour of the offered time as a local clock reading (offsets are whole quarter hours). */
function offeredQuarters(zone: string, offered: readonly Interval[]): QuarterReading[] {
  const readings: QuarterReading[] = [];
  for (const interval of offered) {
    for (let t = interval.start; t < interval.end; t = Math.floor(t / QUARTER_MS) * QUARTER_MS + QUARTER_MS) {
      const wall = wallTimeAt(zone, t);
      readings.push({
        year: wall.year,
        month: wall.month,
        day: wall.day,
        minute: wall.hour * 60 + wall.minute,
        wallMinute: Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) / 60_000,
        continues: t !== interval.start,
      });
    }
  }
  return readings;
}

/**
 * The shortest span of rows, going round midnight, that holds every marked half hour: the complement of
 * the longest unmarked run. Of two equally long runs, the one that keeps the span within one date wins.
 */
function spanOfRows(marked: readonly boolean[]): RowSpan | null {
  if (!marked.includes(true)) return null;
  if (!marked.includes(false)) return { from: 0, to: DAY_MINUTES };
  let best: RowSpan | null = null;
  for (let start = 0; start < ROWS_PER_DAY; start++) {
    const previous = (start + ROWS_PER_DAY - 1) % ROWS_PER_DAY;
    if (marked[start] || !marked[previous]) continue;
    let length = 0;
    while (!marked[(start + length) % ROWS_PER_DAY]) length++;
    const from = ((start + length) % ROWS_PER_DAY) * CELL_MINUTES;
    const span = { from, to: from + (ROWS_PER_DAY - length) * CELL_MINUTES };
    const width = span.to - span.from;
    const bestWidth = best ? best.to - best.from : Infinity;
    if (width < bestWidth || (width === bestWidth && best && best.to > DAY_MINUTES && span.to <= DAY_MINUTES))
      best = span;
  }
  return best;
}

const columnOfReading = (reading: LocalDate & { minute: number }, dayStart: number): LocalDate => {
  const date = { year: reading.year, month: reading.month, day: reading.day };
  return reading.minute >= dayStart ? date : addDays(date, -1);
};

/** The rows and columns of the grid for the offered time seen from the participant's zone. */
export function layoutRows(zone: string, offered: readonly Interval[]): RowLayout {
  const readings = offeredQuarters(zone, offered);
  const marked = new Array<boolean>(ROWS_PER_DAY).fill(false);
  readings.forEach((reading, i) => {
    marked[Math.floor(reading.minute / CELL_MINUTES)] = true;
    // Offered time running through a spring-forward gap: the skipped half hours are no gap in the offer.
    const previous = readings[i - 1];
    if (!reading.continues || !previous) return;
    for (let m = previous.wallMinute + 15; m < reading.wallMinute; m += 15)
      marked[Math.floor((((m % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES) / CELL_MINUTES)] = true;
  });
  const span = spanOfRows(marked) ?? WAKING_HOURS;
  const dayStart = span.to > DAY_MINUTES ? span.to - DAY_MINUTES : 0;
  const everyHour = span.to - span.from === DAY_MINUTES;
  const opening = everyHour && dayStart === 0 ? WAKING_HOURS : span;
  const columns = columnsOf(readings, dayStart, () => true);
  const openingColumns = columnsOf(readings, dayStart, (reading) => {
    const row = reading.minute < dayStart ? reading.minute + DAY_MINUTES : reading.minute;
    return row >= opening.from && row < opening.to;
  });
  return { offered: span, dayStart, opening, columns, openingColumns };
}

function columnsOf(
  readings: readonly QuarterReading[],
  dayStart: number,
  counts: (reading: QuarterReading) => boolean,
): LocalDate[] {
  const columns = new Map<number, LocalDate>();
  for (const reading of readings) {
    if (!counts(reading)) continue;
    const date = columnOfReading(reading, dayStart);
    columns.set(Date.UTC(date.year, date.month - 1, date.day), date);
  }
  return [...columns.entries()].sort(([a], [b]) => a - b).map(([, date]) => date);
}

/** The row minutes of a span, one per half hour. */
export function rowsOf(span: RowSpan): number[] {
  const rows: number[] = [];
  for (let m = span.from; m < span.to; m += CELL_MINUTES) rows.push(m);
  return rows;
}

/** The column a local clock reading belongs to. */
export function columnOf(dayStart: number, zone: string, instant: number): LocalDate {
  const wall = wallTimeAt(zone, instant);
  return columnOfReading({ ...wall, minute: wall.hour * 60 + wall.minute }, dayStart);
}
