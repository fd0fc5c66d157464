import { describe, expect, it } from 'vitest';
import { seriesHorizonOf, seriesSpanOf } from './recurrence';

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);

describe('seriesSpanOf', () => {
  it('ends the day after the last possible date of a weekly count series', () => {
    // Four weekly dates from Monday 2 March: the slot may be any day of that first week, the last
    // date at most 6 + 3 × 7 = 27 days later, so reading ends with 30 March.
    expect(seriesSpanOf({ startDate: '2026-03-02', frequency: 'weekly', interval: 1, count: 4 })).toEqual({
      start: day('2026-03-01'),
      end: day('2026-03-31'),
    });
  });

  it('ends the day after the last date of an until series, and steps monthly series by 31 days', () => {
    expect(
      seriesSpanOf({ startDate: '2026-03-02', frequency: 'weekly', interval: 2, until: '2026-04-13' }),
    ).toEqual({ start: day('2026-03-01'), end: day('2026-04-15') });
    expect(seriesSpanOf({ startDate: '2026-03-02', frequency: 'monthly', interval: 1, count: 2 }).end).toBe(
      day('2026-03-02') + 64 * 86_400_000,
    );
  });

  it('is never wider than the horizon', () => {
    const long = { startDate: '2026-03-02', frequency: 'weekly' as const, interval: 1, count: 53 };
    expect(seriesSpanOf(long).end).toBeLessThanOrEqual(seriesHorizonOf(long).end);
  });
});
