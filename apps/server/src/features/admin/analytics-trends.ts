import type { AdminWeek } from '@overlap/contracts';

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `instant`. */
export function weekStart(instant: number): number {
  const day = Math.floor(instant / DAY_MS) * DAY_MS;
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

/** The `weeks` week starts ending with the week of `asOf`, oldest first, as YYYY-MM-DD. */
export function weekKeys(asOf: number, weeks: number): string[] {
  const last = weekStart(asOf);
  return Array.from({ length: weeks }, (_, i) =>
    new Date(last - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Puts the per-week counts of each series into every week of the period, zero where none. */
export function fillWeeks(
  keys: string[],
  series: Record<'created' | 'booked' | 'cancelled', { week: string; value: number }[]>,
): AdminWeek[] {
  const lookup = (rows: { week: string; value: number }[]) => new Map(rows.map((r) => [r.week, r.value]));
  const created = lookup(series.created);
  const booked = lookup(series.booked);
  const cancelled = lookup(series.cancelled);
  return keys.map((week) => ({
    week,
    created: created.get(week) ?? 0,
    booked: booked.get(week) ?? 0,
    cancelled: cancelled.get(week) ?? 0,
  }));
}
