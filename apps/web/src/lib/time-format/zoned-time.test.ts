import { describe, expect, it } from 'vitest';
import { addDays, localPartsOf, localToEpoch, placeOf } from './zoned-time';

describe('localToEpoch', () => {
  it('reads a wall-clock time in the zone', () => {
    expect(new Date(localToEpoch('2025-03-10', '09:00', 'Asia/Tokyo')).toISOString()).toBe(
      '2025-03-10T00:00:00.000Z',
    );
    expect(new Date(localToEpoch('2025-03-10', '00:00', 'Asia/Kathmandu')).toISOString()).toBe(
      '2025-03-09T18:15:00.000Z',
    );
  });

  it('moves a time skipped by spring-forward ahead by the gap', () => {
    // New York skips 02:00–03:00 on 9 March 2025: 02:30 becomes 03:30 EDT.
    expect(new Date(localToEpoch('2025-03-09', '02:30', 'America/New_York')).toISOString()).toBe(
      '2025-03-09T07:30:00.000Z',
    );
  });

  it('takes the first of a repeated fall-back time', () => {
    expect(new Date(localToEpoch('2025-11-02', '01:30', 'America/New_York')).toISOString()).toBe(
      '2025-11-02T05:30:00.000Z',
    );
  });

  it('keeps local midnight on a daylight-saving day', () => {
    const berlin = localToEpoch('2025-03-30', '00:00', 'Europe/Berlin');
    expect(new Date(berlin).toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(localToEpoch('2025-03-31', '00:00', 'Europe/Berlin') - berlin).toBe(23 * 3600_000);
  });
});

describe('local parts', () => {
  it('reads weekday and date in the zone, not the process', () => {
    expect(localPartsOf(Date.parse('2025-03-09T20:00:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2025-03-10',
      hour: 5,
      minute: 0,
      weekday: 1,
    });
  });
  it('adds days across month ends and names places', () => {
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(placeOf('America/New_York')).toBe('New York');
  });
});
