import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cachedRules, epochToWall, ianaZone, requireIanaZone, wallTime, wallToEpoch } from './zoned-time.ts';

const utc = (iso: string) => Date.parse(iso);

describe('wallToEpoch', () => {
  const newYork = requireIanaZone('America/New_York');

  it('reads an ordinary local time', () => {
    expect(wallToEpoch(wallTime(2025, 7, 1, 9, 0), newYork)).toBe(utc('2025-07-01T13:00:00Z'));
    expect(wallToEpoch(wallTime(2025, 1, 15, 9, 0), newYork)).toBe(utc('2025-01-15T14:00:00Z'));
  });

  it('moves a reading inside a spring-forward gap forward by the gap', () => {
    expect(wallToEpoch(wallTime(2025, 3, 9, 2, 30), newYork)).toBe(utc('2025-03-09T07:30:00Z'));
  });

  it('takes the first of two instants in a fall-back overlap', () => {
    expect(wallToEpoch(wallTime(2025, 11, 2, 1, 30), newYork)).toBe(utc('2025-11-02T05:30:00Z'));
  });

  it('handles a change and its reversal within two days', () => {
    // A made-up zone: +1 h from 22:00Z one day to 20:00Z the next.
    const blip = cachedRules('Test/Blip', (epoch) =>
      epoch >= utc('2025-05-10T22:00:00Z') && epoch < utc('2025-05-11T20:00:00Z') ? 3_600_000 : 0,
    );
    expect(wallToEpoch(wallTime(2025, 5, 11, 5, 0), blip)).toBe(utc('2025-05-11T04:00:00Z'));
    expect(wallToEpoch(wallTime(2025, 5, 12, 5, 0), blip)).toBe(utc('2025-05-12T05:00:00Z'));
  });

  it('is the inverse of epochToWall for every instant outside an overlap', () => {
    const zones = ['Europe/Berlin', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns'].map(
      requireIanaZone,
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: utc('2024-01-01T00:00:00Z') / 60_000, max: utc('2027-01-01T00:00:00Z') / 60_000 }),
        (zone, minute) => {
          const epoch = minute * 60_000;
          const back = wallToEpoch(epochToWall(epoch, zone), zone);
          // In an overlap the earlier instant is chosen; elsewhere the round trip is exact.
          expect(
            back === epoch || (back < epoch && epochToWall(back, zone) === epochToWall(epoch, zone)),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('cachedRules', () => {
  it('finds an offset change to the second, as local mean time offsets need', () => {
    // Like Amsterdam in 1937: from +00:19:32 to +00:20 at 23:40:28Z.
    const change = utc('1937-06-30T23:40:28Z');
    const rules = cachedRules('Test/Mean', (epoch) => (epoch < change ? 19 * 60_000 + 32_000 : 20 * 60_000));
    expect(rules.offsetAt(change - 1000)).toBe(19 * 60_000 + 32_000);
    expect(rules.offsetAt(change)).toBe(20 * 60_000);
  });

  it('asks the exact function only about days with a change, once', () => {
    let calls = 0;
    const rules = cachedRules('Test/Counted', (epoch) => {
      calls++;
      return epoch >= utc('2025-03-30T01:00:00Z') ? 7_200_000 : 3_600_000;
    });
    for (let hour = 0; hour < 24; hour++) rules.offsetAt(utc('2025-03-30T00:00:00Z') + hour * 3_600_000);
    const afterFirstDay = calls;
    for (let hour = 0; hour < 24; hour++) rules.offsetAt(utc('2025-03-30T00:00:00Z') + hour * 3_600_000);
    expect(calls).toBe(afterFirstDay);
    expect(rules.offsetAt(utc('2025-03-30T00:59:59Z'))).toBe(3_600_000);
    expect(rules.offsetAt(utc('2025-03-30T01:00:00Z'))).toBe(7_200_000);
  });
});

describe('ianaZone', () => {
  it('is null for a name the runtime does not know', () => {
    expect(ianaZone('Mars/Olympus_Mons')).toBeNull();
    expect(() => requireIanaZone('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
