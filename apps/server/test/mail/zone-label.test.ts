import { describe, expect, it } from 'vitest';
import { zoneCity, zoneLabel } from '../../src/features/meetings/notifications/zone-label';

describe('a zone as an e-mail names it', () => {
  it('is its city and its offset at the time named, as the time-zone list shows it', () => {
    expect(zoneLabel('Europe/London', new Date('2026-12-01T12:00:00Z'))).toBe('London (GMT+0)');
    expect(zoneLabel('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('London (GMT+1)');
    expect(zoneLabel('Asia/Kolkata', new Date('2026-07-01T12:00:00Z'))).toBe('Kolkata (GMT+5:30)');
    expect(zoneLabel('America/St_Johns', new Date('2026-12-01T12:00:00Z'))).toBe('St Johns (GMT-3:30)');
    expect(zoneLabel('UTC', new Date('2026-12-01T12:00:00Z'))).toBe('UTC (GMT+0)');
  });

  it('takes the offset on either side of a clock change', () => {
    // New York leaves daylight time at 06:00 UTC on 1 November 2026.
    expect(zoneLabel('America/New_York', new Date('2026-11-01T05:59:00Z'))).toBe('New York (GMT-4)');
    expect(zoneLabel('America/New_York', new Date('2026-11-01T06:00:00Z'))).toBe('New York (GMT-5)');
  });

  it('names a nested zone by its last part', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});
