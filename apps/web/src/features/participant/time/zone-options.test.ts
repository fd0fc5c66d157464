import { describe, expect, it } from 'vitest';
import { initialActive, zoneOptions } from './zone-options';

const zones = ['America/New_York', 'America/Newfoundland', 'Asia/Tokyo', 'Europe/London', 'UTC'];

describe('the time-zone list', () => {
  it('lists every zone, highlighted at the chosen one, while the box holds the chosen zone', () => {
    const options = zoneOptions(zones, 'Asia/Tokyo', 'Asia/Tokyo');
    expect(options).toEqual(zones);
    expect(initialActive(options, 'Asia/Tokyo')).toBe(2);
  });

  it('filters by any part of the name, spaces matching underscores, case ignored', () => {
    expect(zoneOptions(zones, 'new york', 'UTC')).toEqual(['America/New_York']);
    expect(zoneOptions(zones, 'america/new', 'UTC')).toEqual(['America/New_York', 'America/Newfoundland']);
    expect(zoneOptions(zones, 'LONDON', 'UTC')).toEqual(['Europe/London']);
    expect(zoneOptions(zones, 'Mars', 'UTC')).toEqual([]);
  });

  it('highlights the first match when the chosen zone is filtered out, and nothing when none match', () => {
    expect(initialActive(zoneOptions(zones, 'america', 'UTC'), 'UTC')).toBe(0);
    expect(initialActive([], 'UTC')).toBe(-1);
  });
});
