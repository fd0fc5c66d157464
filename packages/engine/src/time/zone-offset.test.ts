import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_ZONES } from '../testing/arbitraries.ts';
import { at } from '../testing/factories.ts';
import { intlWallClockMinute } from '../testing/intl-local-minute.ts';
import { assertKnownZone, offsetAt } from './zone-offset.ts';

const minute = (iso: string) => at(iso) / 60_000;

// The reference: what Intl says the local wall clock reads, straight from the runtime.
const referenceOffset = (zone: string, epochMinute: number) =>
  intlWallClockMinute(zone, epochMinute) - epochMinute;

const ZONES = [...TEST_ZONES, 'Pacific/Apia'];

describe('offsetAt', () => {
  it('reads fixed and odd offsets', () => {
    expect(offsetAt('UTC', minute('2025-06-01T00:00Z'))).toBe(0);
    expect(offsetAt('Asia/Kolkata', minute('2025-06-01T00:00Z'))).toBe(330);
    expect(offsetAt('Asia/Kathmandu', minute('2025-06-01T00:00Z'))).toBe(345);
    expect(offsetAt('Pacific/Chatham', minute('2025-01-01T00:00Z'))).toBe(825);
    expect(offsetAt('Pacific/Chatham', minute('2025-06-01T00:00Z'))).toBe(765);
  });

  it('switches at the exact minute of a transition', () => {
    // New York springs forward at 07:00Z on 2025-03-09 and falls back at 06:00Z on 2025-11-02.
    expect(offsetAt('America/New_York', minute('2025-03-09T06:59Z'))).toBe(-300);
    expect(offsetAt('America/New_York', minute('2025-03-09T07:00Z'))).toBe(-240);
    expect(offsetAt('America/New_York', minute('2025-11-02T05:59Z'))).toBe(-240);
    expect(offsetAt('America/New_York', minute('2025-11-02T06:00Z'))).toBe(-300);
    // Lord Howe moves by 30 minutes: +10:30 to +11:00 at 02:00 local on 2025-10-05 (15:30Z the day before).
    expect(offsetAt('Australia/Lord_Howe', minute('2025-10-04T15:29Z'))).toBe(630);
    expect(offsetAt('Australia/Lord_Howe', minute('2025-10-04T15:30Z'))).toBe(660);
  });

  it('matches Intl at every minute sampled', () => {
    const start = minute('2024-01-01T00:00Z');
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 3 * 366 * 1440 }), (zone, offset) => {
        expect(offsetAt(zone, start + offset)).toBe(referenceOffset(zone, start + offset));
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects unknown zones', () => {
    expect(() => assertKnownZone('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
