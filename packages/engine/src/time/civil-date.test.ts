import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil, isoWeekdayOfDay } from './civil-date.ts';

describe('civil dates', () => {
  it('counts days from 1970-01-01', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(2000, 3, 1)).toBe(11017);
    expect(civilFromDays(-1)).toEqual({ year: 1969, month: 12, day: 31 });
  });

  it('agrees with Date.UTC both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (days) => {
        const date = new Date(days * 86_400_000);
        const civil = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
        expect(civilFromDays(days)).toEqual(civil);
        expect(daysFromCivil(civil.year, civil.month, civil.day)).toBe(days);
      }),
    );
  });

  it('gives ISO weekdays, Monday = 1', () => {
    expect(isoWeekdayOfDay(0)).toBe(4); // 1970-01-01, a Thursday
    expect(isoWeekdayOfDay(daysFromCivil(2025, 3, 10))).toBe(1);
    expect(isoWeekdayOfDay(daysFromCivil(2025, 3, 9))).toBe(7);
    expect(isoWeekdayOfDay(-4)).toBe(7);
  });
});
