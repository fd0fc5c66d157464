import { describe, expect, it } from 'vitest';
import { typicalWeekOf } from './typical-week.ts';

const at = (iso: string) => Date.parse(iso);

describe('typicalWeekOf: painted dates as a week in the person’s zone', () => {
  it('reads local weekdays and times, across a DST change, and merges the same weekday of other weeks', () => {
    // New York: Monday 9 March 2026 is EDT (−4), Monday 2 March EST (−5); 09:00–11:00 and 09:00–12:00 local.
    const rows = typicalWeekOf('America/New_York', [
      { start: at('2026-03-02T14:00Z'), end: at('2026-03-02T16:00Z') },
      { start: at('2026-03-09T13:00Z'), end: at('2026-03-09T16:00Z') },
    ]);
    expect(rows).toEqual([{ weekday: 1, start: '09:00', end: '12:00' }]);
  });

  it('splits an evening that runs past local midnight into two days', () => {
    // Sydney (+11 in March): Friday 22:00 to Saturday 01:30 local.
    const rows = typicalWeekOf('Australia/Sydney', [
      { start: at('2026-03-06T11:00Z'), end: at('2026-03-06T14:30Z') },
    ]);
    expect(rows).toEqual([
      { weekday: 5, start: '22:00', end: '24:00' },
      { weekday: 6, start: '00:00', end: '01:30' },
    ]);
  });
});
