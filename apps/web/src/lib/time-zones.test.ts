import { describe, expect, it } from 'vitest';
import { currentZoneName, supportedTimeZones } from './time-zones';

describe('zone names', () => {
  it('shows renamed zones by their current name', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('lists each zone once, under its current name, with UTC', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
