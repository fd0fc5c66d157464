import { expect, it } from 'vitest';
import { filterTimeZones } from './time-zones';

const zones = ['America/New_York', 'America/Argentina/Buenos_Aires', 'Europe/Berlin', 'UTC'];

it('finds zones by any words of their name', () => {
  expect(filterTimeZones(zones, 'new york')).toEqual(['America/New_York']);
  expect(filterTimeZones(zones, 'BUENOS')).toEqual(['America/Argentina/Buenos_Aires']);
  expect(filterTimeZones(zones, 'america aires')).toEqual(['America/Argentina/Buenos_Aires']);
});

it('lists every zone for an empty search', () => {
  expect(filterTimeZones(zones, '  ')).toEqual(zones);
});
