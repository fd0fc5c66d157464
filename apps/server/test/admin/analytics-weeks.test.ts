import { describe, expect, it } from 'vitest';
import { fillWeeks, weekKeys, weekStart } from '../../src/features/admin/analytics-trends';

describe('UTC weeks of the admin analytics', () => {
  it('starts a week on Monday 00:00 UTC, whatever the instant in the week', () => {
    const monday = Date.parse('2026-03-23T00:00:00Z');
    expect(weekStart(monday)).toBe(monday);
    expect(weekStart(monday - 1)).toBe(Date.parse('2026-03-16T00:00:00Z'));
    // Late on the Sunday Europe moves its clocks: still the week of Monday 23 March in UTC.
    expect(weekStart(Date.parse('2026-03-29T23:59:59Z'))).toBe(monday);
  });

  it('lists the weeks oldest first, across a year end', () => {
    expect(weekKeys(Date.parse('2027-01-01T18:00:00Z'), 3)).toEqual([
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
    expect(weekKeys(Date.parse('2026-03-29T22:30:00Z'), 1)).toEqual(['2026-03-23']);
  });

  it('puts zero where a series has no meetings that week', () => {
    expect(
      fillWeeks(['2026-03-16', '2026-03-23'], {
        created: [{ week: '2026-03-23', value: 4 }],
        booked: [],
        cancelled: [{ week: '2026-03-16', value: 1 }],
      }),
    ).toEqual([
      { week: '2026-03-16', created: 0, booked: 0, cancelled: 1 },
      { week: '2026-03-23', created: 4, booked: 0, cancelled: 0 },
    ]);
  });
});
