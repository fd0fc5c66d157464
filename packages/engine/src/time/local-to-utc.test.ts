import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at } from '../testing/factories.ts';
import { localToUtc } from './local-to-utc.ts';
import { offsetAt } from './zone-offset.ts';

const minute = (iso: string) => at(iso) / 60_000;
// A local wall-clock reading, written as if it were UTC.
const local = (isoWithoutZone: string) => minute(`${isoWithoutZone}Z`);

describe('localToUtc', () => {
  it('maps ordinary local times through the offset of that date', () => {
    expect(localToUtc('Asia/Kathmandu', local('2025-03-10T09:00'))).toBe(minute('2025-03-10T03:15Z'));
    expect(localToUtc('Europe/Berlin', local('2025-07-01T09:00'))).toBe(minute('2025-07-01T07:00Z'));
    expect(localToUtc('Europe/Berlin', local('2025-01-01T09:00'))).toBe(minute('2025-01-01T08:00Z'));
  });

  it('moves a nonexistent time forward by the gap (spring forward)', () => {
    expect(localToUtc('America/New_York', local('2025-03-09T02:30'))).toBe(minute('2025-03-09T07:30Z'));
    expect(localToUtc('Europe/London', local('2025-03-30T01:30'))).toBe(minute('2025-03-30T01:30Z'));
    expect(localToUtc('Europe/Berlin', local('2025-03-30T02:30'))).toBe(minute('2025-03-30T01:30Z'));
    expect(localToUtc('Australia/Sydney', local('2025-10-05T02:30'))).toBe(minute('2025-10-04T16:30Z'));
    // Lord Howe skips 02:00–02:30 only.
    expect(localToUtc('Australia/Lord_Howe', local('2025-10-05T02:15'))).toBe(minute('2025-10-04T15:45Z'));
    expect(localToUtc('Australia/Lord_Howe', local('2025-10-05T02:30'))).toBe(minute('2025-10-04T15:30Z'));
  });

  it('takes the first occurrence of a repeated time (fall back)', () => {
    expect(localToUtc('America/New_York', local('2025-11-02T01:30'))).toBe(minute('2025-11-02T05:30Z'));
    expect(localToUtc('Europe/London', local('2025-10-26T01:30'))).toBe(minute('2025-10-26T00:30Z'));
    expect(localToUtc('Europe/Berlin', local('2025-10-26T02:30'))).toBe(minute('2025-10-26T00:30Z'));
    expect(localToUtc('Australia/Sydney', local('2025-04-06T02:30'))).toBe(minute('2025-04-05T15:30Z'));
    expect(localToUtc('Australia/Lord_Howe', local('2025-04-06T01:45'))).toBe(minute('2025-04-05T14:45Z'));
    expect(localToUtc('Pacific/Chatham', local('2025-04-06T03:00'))).toBe(minute('2025-04-05T13:15Z'));
  });

  it('round-trips every local time that exists exactly once', () => {
    const zones = [
      'America/New_York',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Asia/Kolkata',
      'America/St_Johns',
    ];
    const start = minute('2025-01-01T00:00Z');
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: 0, max: 365 * 1440 }), (zone, offset) => {
        const instant = start + offset;
        const wall = instant + offsetAt(zone, instant);
        const back = localToUtc(zone, wall);
        expect(back + offsetAt(zone, back)).toBe(wall);
        expect(back).toBeLessThanOrEqual(instant);
      }),
      { numRuns: 3000 },
    );
  });
});
