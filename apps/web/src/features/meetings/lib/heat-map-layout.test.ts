import { describe, expect, it } from 'vitest';
import { activeHours, layoutHeatMap, levelOf } from './heat-map-layout';

const START = Date.parse('2025-03-10T00:00:00Z');

describe('layoutHeatMap', () => {
  it('groups 15-minute cells into local days and hours, keeping the best moment of each hour', () => {
    const cells = 8; // 00:00–02:00 UTC
    const map = {
      start: START,
      stepMinutes: 15,
      free: [0, 2, 1, 0, 0, 0, 0, 0],
      ifNeedBe: [0, 0, 1, 0, 0, 0, 0, 0],
      busy: [2, 0, 0, 2, 1, 1, 1, 1],
      unknown: [0, 0, 0, 0, 1, 1, 1, 1],
    };
    expect(map.free).toHaveLength(cells);
    const days = layoutHeatMap(map, 'Europe/Berlin');
    expect(days.map((d) => d.date)).toEqual(['2025-03-10']);
    expect(days[0]!.cells[1]).toEqual({ hour: 1, free: 2, ifNeedBe: 0, busy: 0, unknown: 0, level: 'free' });
    expect(days[0]!.cells[2]).toMatchObject({ hour: 2, level: 'busy', busy: 1, unknown: 1 });
    expect(days[0]!.cells[0]).toBeNull();
  });

  it('splits the window at local midnight in the organizer zone', () => {
    const map = {
      start: START,
      stepMinutes: 60,
      free: [1, 1, 1],
      ifNeedBe: [0, 0, 0],
      busy: [0, 0, 0],
      unknown: [0, 0, 0],
    };
    // 00:00 UTC is 19:00 the day before in New York.
    const days = layoutHeatMap(map, 'America/New_York');
    expect(days.map((d) => d.date)).toEqual(['2025-03-09']);
    expect(activeHours(days)).toEqual({ from: 20, to: 22 });
  });

  it('colours by what stands in the way', () => {
    expect(levelOf({ ifNeedBe: 1, busy: 0, unknown: 0 })).toBe('if-need-be');
    expect(levelOf({ ifNeedBe: 1, busy: 0, unknown: 1 })).toBe('unknown');
    expect(levelOf({ ifNeedBe: 0, busy: 1, unknown: 1 })).toBe('busy');
  });
});
