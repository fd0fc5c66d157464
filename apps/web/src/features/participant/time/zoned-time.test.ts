import { describe, expect, it } from 'vitest';
import { instantsOfWallTime, wallTimeAt, weekdayOf, zoneOffsetAt } from './zoned-time';

const utc = (iso: string) => Date.parse(iso);

describe('instantsOfWallTime', () => {
  it('finds the single instant of an ordinary wall time', () => {
    const wall = { year: 2026, month: 6, day: 10, hour: 14, minute: 0 };
    expect(instantsOfWallTime('America/New_York', wall)).toEqual([utc('2026-06-10T18:00:00Z')]);
    expect(instantsOfWallTime('Asia/Kathmandu', wall)).toEqual([utc('2026-06-10T08:15:00Z')]);
  });

  it('finds no instant inside the spring-forward gap', () => {
    const wall = { year: 2026, month: 3, day: 8, hour: 2, minute: 30 };
    expect(instantsOfWallTime('America/New_York', wall)).toEqual([]);
  });

  it('finds both instants of the repeated hour when the clock goes back, earliest first', () => {
    const wall = { year: 2026, month: 11, day: 1, hour: 1, minute: 30 };
    expect(instantsOfWallTime('America/New_York', wall)).toEqual([
      utc('2026-11-01T05:30:00Z'),
      utc('2026-11-01T06:30:00Z'),
    ]);
  });

  it('carries 24:00 into the next day', () => {
    const wall = { year: 2026, month: 6, day: 10, hour: 24, minute: 0 };
    expect(instantsOfWallTime('UTC', wall)).toEqual([utc('2026-06-11T00:00:00Z')]);
  });
});

describe('wallTimeAt and zoneOffsetAt', () => {
  it('read the clock of the zone, not of the machine', () => {
    expect(wallTimeAt('Asia/Kathmandu', utc('2026-06-10T18:15:00Z'))).toEqual({
      year: 2026,
      month: 6,
      day: 11,
      hour: 0,
      minute: 0,
    });
    expect(zoneOffsetAt('Asia/Kathmandu', utc('2026-06-10T00:00:00Z'))).toBe((5 * 60 + 45) * 60_000);
  });

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(weekdayOf({ year: 2026, month: 6, day: 8 })).toBe(1);
    expect(weekdayOf({ year: 2026, month: 6, day: 14 })).toBe(7);
  });
});
