import { describe, expect, it } from 'vitest';
import { seriesWindowOf } from './series-window.ts';

describe('seriesWindowOf: the typical week a series is answered in', () => {
  it('runs from the first date’s midnight for seven days on the organizer’s clock', () => {
    expect(seriesWindowOf('2027-03-01', 'Europe/Berlin')).toEqual({
      start: Date.parse('2027-02-28T23:00:00Z'),
      end: Date.parse('2027-03-07T23:00:00Z'),
    });
  });

  it('is an hour short when the organizer’s clocks go forward inside it', () => {
    // New York springs forward on Sunday 14 March 2027.
    const { start, end } = seriesWindowOf('2027-03-08', 'America/New_York');
    expect(new Date(start).toISOString()).toBe('2027-03-08T05:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect(end - start).toBe(7 * 86_400_000 - 3_600_000);
  });

  it('refuses a date that does not exist', () => {
    expect(() => seriesWindowOf('2027-02-30', 'Europe/Berlin')).toThrow(/recurrence.startDate/);
  });
});
