import { ScheduleInputError } from '../schedule-input-error.ts';
import { civilFromDays, daysFromCivil, isoWeekdayOfDay } from '../time/civil-date.ts';
import type { LocalDate, Recurrence } from './series-types.ts';

/** Bounds that keep a series evaluation small whatever the input. */
export const SERIES_LIMITS = {
  /** From the series' start date to its last occurrence. */
  maxHorizonDays: 366,
  maxOccurrences: 53,
  maxSkipDates: 366,
  maxIntervalWeeks: 52,
  maxIntervalMonths: 12,
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number (days since 1970-01-01) of a `YYYY-MM-DD` local date. */
export function parseLocalDate(value: unknown, field: string): number {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const days = daysFromCivil(year, month, day);
    const back = civilFromDays(days);
    if (back.month === month && back.day === day) return days;
  }
  throw new ScheduleInputError(
    'invalid-recurrence',
    `${field}: expected a date YYYY-MM-DD, got "${String(value)}"`,
  );
}

export function formatLocalDate(days: number): LocalDate {
  const { year, month, day } = civilFromDays(days);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface PreparedRecurrence {
  frequency: 'weekly' | 'monthly';
  interval: number;
  ordinal: number;
  startDay: number;
  count: number | null;
  untilDay: number | null;
  skip: Set<number>;
}

function invalid(message: string): ScheduleInputError {
  return new ScheduleInputError('invalid-recurrence', message);
}

function boundedInteger(value: unknown, fallback: number, min: number, max: number, field: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalid(`${field}: expected a whole number from ${min} to ${max}`);
  }
  return value;
}

export function prepareRecurrence(recurrence: Recurrence): PreparedRecurrence {
  if (recurrence === null || typeof recurrence !== 'object') {
    throw invalid('recurrence: expected a frequency, a start date and a count or an end date');
  }
  const { frequency } = recurrence;
  if (frequency !== 'weekly' && frequency !== 'monthly') {
    throw invalid('recurrence.frequency: expected weekly or monthly');
  }
  const weekly = frequency === 'weekly';
  const interval = boundedInteger(
    recurrence.interval,
    1,
    1,
    weekly ? SERIES_LIMITS.maxIntervalWeeks : SERIES_LIMITS.maxIntervalMonths,
    'recurrence.interval',
  );
  const ordinal = weekly ? 1 : boundedInteger(recurrence.ordinal, 1, -1, 4, 'recurrence.ordinal');
  if (ordinal === 0) throw invalid('recurrence.ordinal: expected 1 to 4, or -1 for the last');
  const startDay = parseLocalDate(recurrence.startDate, 'recurrence.startDate');
  if ((recurrence.count === undefined) === (recurrence.until === undefined)) {
    throw invalid('recurrence: expected exactly one of count and until');
  }
  const count =
    recurrence.count === undefined
      ? null
      : boundedInteger(recurrence.count, 1, 1, SERIES_LIMITS.maxOccurrences, 'recurrence.count');
  const untilDay =
    recurrence.until === undefined ? null : parseLocalDate(recurrence.until, 'recurrence.until');
  if (untilDay !== null && untilDay < startDay)
    throw invalid('recurrence.until: before recurrence.startDate');
  const skipList = recurrence.skip ?? [];
  if (!Array.isArray(skipList) || skipList.length > SERIES_LIMITS.maxSkipDates) {
    throw invalid(`recurrence.skip: expected at most ${SERIES_LIMITS.maxSkipDates} dates`);
  }
  const skip = new Set(skipList.map((date, i) => parseLocalDate(date, `recurrence.skip[${i}]`)));
  return { frequency, interval, ordinal, startDay, count, untilDay, skip };
}

function nthWeekdayOfMonth(year: number, month: number, weekday: number, ordinal: number): number {
  if (ordinal > 0) {
    const first = daysFromCivil(year, month, 1);
    return first + ((weekday - isoWeekdayOfDay(first) + 7) % 7) + (ordinal - 1) * 7;
  }
  const last = daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - 1;
  return last - ((isoWeekdayOfDay(last) - weekday + 7) % 7);
}

/**
 * Local day numbers (organizer's zone) of every generated occurrence for a slot on `weekday`, skipped
 * ones included, in order.
 * @throws ScheduleInputError when the series would pass the horizon or the occurrence limit.
 */
export function occurrenceDays(r: PreparedRecurrence, weekday: number): number[] {
  const days: number[] = [];
  const lastAllowed = r.startDay + SERIES_LIMITS.maxHorizonDays;
  const done = (day: number) =>
    (r.count !== null && days.length >= r.count) || (r.untilDay !== null && day > r.untilDay);
  const push = (day: number) => {
    if (day > lastAllowed) {
      throw new ScheduleInputError(
        'series-too-long',
        `recurrence: the series must end within ${SERIES_LIMITS.maxHorizonDays} days of its start date`,
      );
    }
    if (days.length >= SERIES_LIMITS.maxOccurrences) {
      throw new ScheduleInputError(
        'series-too-long',
        `recurrence: at most ${SERIES_LIMITS.maxOccurrences} occurrences`,
      );
    }
    days.push(day);
  };
  if (r.frequency === 'weekly') {
    for (
      let day = r.startDay + ((weekday - isoWeekdayOfDay(r.startDay) + 7) % 7);
      !done(day);
      day += 7 * r.interval
    ) {
      push(day);
    }
    return days;
  }
  const start = civilFromDays(r.startDay);
  for (let months = 0; ; months += r.interval) {
    const zeroBased = start.month - 1 + months;
    const day = nthWeekdayOfMonth(
      start.year + Math.floor(zeroBased / 12),
      (zeroBased % 12) + 1,
      weekday,
      r.ordinal,
    );
    if (day < r.startDay) continue;
    if (done(day)) return days;
    push(day);
  }
}
