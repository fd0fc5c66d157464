import { z } from 'zod';

/**
 * Bounds of a recurring meeting; the same numbers as the engine's `SERIES_LIMITS` (a server test keeps
 * them equal), so a request the schema accepts is one the engine can rank.
 */
export const RECURRENCE_LIMITS = {
  maxHorizonDays: 366,
  maxOccurrences: 53,
  maxSkipDates: 366,
  maxIntervalWeeks: 52,
  maxIntervalMonths: 12,
} as const;

const DAY_MS = 86_400_000;

/** Day number of a valid `YYYY-MM-DD`, or null. */
export function localDateDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === value ? ms / DAY_MS : null;
}

const localDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine((v) => localDateDay(v) !== null, `${label} must be a date (YYYY-MM-DD)`);

/** The new last date of a series (its UNTIL): ending a series early, e.g. after it was booked. */
export const seriesUntilSchema = localDate('The series’ last date');

export const skippedOccurrencesSchema = z
  .array(localDate('Each skipped date'), { error: 'Skipped occurrences must be a list of dates' })
  .max(RECURRENCE_LIMITS.maxSkipDates, `Skip at most ${RECURRENCE_LIMITS.maxSkipDates} occurrences`)
  .transform((dates) => [...new Set(dates)].sort());

/**
 * How a meeting repeats, in the organizer's zone (each occurrence keeps its wall-clock time there):
 * weekly every `interval` weeks, or monthly on the `ordinal`-th weekday (-1: the last), for `count`
 * occurrences or `until` a local date. `skip`: dates of occurrences left out (EXDATE).
 */
export const recurrenceSchema = z
  .strictObject(
    {
      frequency: z.enum(['weekly', 'monthly'], { error: 'Repeat weekly or monthly' }),
      interval: z
        .number({ error: 'Repeat every whole number of weeks or months' })
        .int('Repeat every whole number of weeks or months')
        .min(1, 'Repeat at least every 1 week or month')
        .default(1),
      ordinal: z
        .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)], {
          error: 'Choose the first, second, third, fourth or last weekday of the month',
        })
        .optional(),
      startDate: localDate('The first date'),
      count: z
        .number({ error: 'The number of occurrences must be a number' })
        .int('The number of occurrences must be a whole number')
        .min(1, 'A series has at least 1 occurrence')
        .max(
          RECURRENCE_LIMITS.maxOccurrences,
          `A series has at most ${RECURRENCE_LIMITS.maxOccurrences} occurrences`,
        )
        .optional(),
      until: localDate('The last date').optional(),
      skip: skippedOccurrencesSchema.default([]),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'A repeat has a frequency, interval, ordinal, first date, count or last date, and skipped dates'
          : 'Recurrence must be an object',
    },
  )
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const weekly = r.frequency === 'weekly';
    const maxInterval = weekly ? RECURRENCE_LIMITS.maxIntervalWeeks : RECURRENCE_LIMITS.maxIntervalMonths;
    if (r.interval > maxInterval)
      issue('interval', `Repeat at most every ${maxInterval} ${weekly ? 'weeks' : 'months'}`);
    if (weekly && r.ordinal !== undefined) issue('ordinal', 'Only a monthly series has an nth weekday');
    if ((r.count === undefined) === (r.until === undefined))
      issue('count', 'Give either a number of occurrences or a last date');
    const start = localDateDay(r.startDate);
    const horizon = RECURRENCE_LIMITS.maxHorizonDays;
    if (start === null) return;
    if (r.until !== undefined) {
      const until = localDateDay(r.until);
      if (until !== null && until < start) issue('until', 'The last date must be on or after the first');
      else if (until !== null && until > start + horizon)
        issue('until', `A series can last at most ${horizon} days`);
    }
    // The last occurrence at the latest: up to a week after the first date, then `count − 1` steps.
    if (r.count !== undefined) {
      const span = weekly ? 6 + (r.count - 1) * 7 * r.interval : 31 * r.count * r.interval;
      if (span > horizon + (weekly ? 0 : 31)) issue('count', `A series can last at most ${horizon} days`);
    }
  });

/**
 * The instants a series can touch, whatever its slot: from the day before its first date to the end of
 * its last possible day (zones reach ±14 hours), for reading calendars over the series.
 */
export function seriesHorizonOf(recurrence: { startDate: string }): { start: number; end: number } {
  const first = localDateDay(recurrence.startDate)! * DAY_MS;
  return { start: first - DAY_MS, end: first + (RECURRENCE_LIMITS.maxHorizonDays + 2) * DAY_MS };
}

/**
 * The instants a series' occurrences can touch, whatever its weekly slot: from the day before its first
 * date to the end of the day after its last possible one (a `count` series ends at most that many steps
 * after its first week, an `until` series on that date). Never wider than `seriesHorizonOf`.
 */
export function seriesSpanOf(recurrence: {
  startDate: string;
  frequency: 'weekly' | 'monthly';
  interval: number;
  count?: number | undefined;
  until?: string | undefined;
}): { start: number; end: number } {
  const horizon = seriesHorizonOf(recurrence);
  const first = localDateDay(recurrence.startDate)!;
  const until = recurrence.until === undefined ? null : localDateDay(recurrence.until);
  const count = recurrence.count ?? 1;
  const lastDay =
    until !== null
      ? until - first
      : recurrence.frequency === 'weekly'
        ? 6 + (count - 1) * 7 * recurrence.interval
        : 31 * count * recurrence.interval;
  return { start: horizon.start, end: Math.min(horizon.end, (first + lastDay + 2) * DAY_MS) };
}

/** The meeting's window, widened to a series' horizon when the meeting repeats. */
export function readRangeOf(meeting: {
  windowStart: Date;
  windowEnd: Date;
  recurrence?: { startDate: string } | null;
}): { start: number; end: number } {
  const window = { start: meeting.windowStart.getTime(), end: meeting.windowEnd.getTime() };
  if (!meeting.recurrence) return window;
  const horizon = seriesHorizonOf(meeting.recurrence);
  return { start: Math.min(window.start, horizon.start), end: Math.max(window.end, horizon.end) };
}

export type RecurrenceRequest = z.input<typeof recurrenceSchema>;
export type RecurrenceDto = z.output<typeof recurrenceSchema>;

/** A weekly slot of a rotation in the organizer's zone: weekday 1 Monday … 7 Sunday, `HH:MM` on a quarter hour. */
export const rotationSlotSchema = z.strictObject(
  {
    weekday: z
      .number({ error: 'A rotation slot needs a weekday from 1 (Monday) to 7 (Sunday)' })
      .int('A rotation slot needs a weekday from 1 (Monday) to 7 (Sunday)')
      .min(1, 'A rotation slot needs a weekday from 1 (Monday) to 7 (Sunday)')
      .max(7, 'A rotation slot needs a weekday from 1 (Monday) to 7 (Sunday)'),
    time: z
      .string({ error: 'A rotation slot needs a time such as 09:00' })
      .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'A rotation slot starts on a quarter hour, such as 09:00'),
  },
  { error: 'Each rotation slot is an object with a weekday and a time' },
);

/**
 * `POST /api/meetings/:id/book-rotation`: book a recurring meeting as two or three weekly slots that
 * alternate (occurrence `i` takes `slots[i mod slots.length]`), each written as its own series.
 */
export const bookRotationSchema = z.object(
  {
    slots: z
      .array(rotationSlotSchema, { error: 'A rotation is a list of two or three slots' })
      .min(2, 'A rotation has two or three slots')
      .max(3, 'A rotation has two or three slots')
      .refine(
        (slots) => new Set(slots.map((s) => `${s.weekday} ${s.time}`)).size === slots.length,
        'A rotation’s slots must differ',
      ),
  },
  { error: 'Request body must be a JSON object' },
);

export type RotationSlotDto = z.output<typeof rotationSlotSchema>;
export type BookRotationRequest = z.input<typeof bookRotationSchema>;
