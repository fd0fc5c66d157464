import { describe, expect, it } from 'vitest';
import { supportedTimeZones } from './time-zones';
import { zoneCountry } from './zone-countries';
import { offsetText, searchZones, typedOffset, zoneCity, zoneOptions } from './zone-search';

const WINTER = Date.UTC(2026, 0, 15, 12);
const SUMMER = Date.UTC(2026, 6, 15, 12);
const german = new Intl.DisplayNames('de', { type: 'region' });
const options = zoneOptions(supportedTimeZones(), WINTER, (code) => german.of(code) ?? code, zoneCountry);
const find = (text: string) => searchZones(options, text).map((option) => option.zone);

describe('the time-zone list', () => {
  it('lists today’s names only: Kolkata and Kyiv, not Calcutta and Kiev', () => {
    const zones = options.map((option) => option.zone);
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).not.toContain('Europe/Kiev');
  });

  it('shows each zone as its city and offset at the reference instant', () => {
    const label = (zone: string, at: number) =>
      zoneOptions([zone], at, () => '', zoneCountry).map((option) => option.label)[0];
    expect(label('America/New_York', WINTER)).toBe('New York (GMT-5)');
    expect(label('America/New_York', SUMMER)).toBe('New York (GMT-4)');
    expect(label('Asia/Kolkata', WINTER)).toBe('Kolkata (GMT+5:30)');
    expect(label('Asia/Kathmandu', WINTER)).toBe('Kathmandu (GMT+5:45)');
    expect(label('UTC', WINTER)).toBe('UTC (GMT+0)');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(offsetText(-570)).toBe('GMT-9:30');
  });

  it('orders the whole list by offset, west to east', () => {
    const offsets = options.map((option) => option.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('finds a zone by its city, without regard to case, accents or underscores', () => {
    expect(find('kolkata')).toEqual(['Asia/Kolkata']);
    expect(find('new york')[0]).toBe('America/New_York');
    expect(find('Sao Paulo')).toContain('America/Sao_Paulo');
    expect(find('America/New_York')).toEqual(['America/New_York']);
  });

  it('finds a country’s zones by its name in the reader’s language or in English', () => {
    expect(find('Indien')).toEqual(['Asia/Kolkata']);
    expect(find('India')).toContain('Asia/Kolkata');
    expect(find('Ukraine')).toContain('Europe/Kyiv');
    expect(find('Vereinigte Staaten')).toEqual(
      expect.arrayContaining(['America/New_York', 'America/Chicago']),
    );
  });

  it('finds zones by their offset however it is typed', () => {
    for (const typed of ['GMT+5:30', 'gmt+5:30', 'UTC+05:30', '+0530', '+5.5']) {
      expect(typedOffset(typed), typed).toBe(330);
    }
    expect(find('GMT+5:30')).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Asia/Colombo']));
    expect(find('GMT+5:30').every((zone) => ['Asia/Kolkata', 'Asia/Colombo'].includes(zone))).toBe(true);
    expect(find('GMT-5')).toContain('America/New_York');
    expect(typedOffset('-3')).toBe(-180);
    expect(typedOffset('Berlin')).toBeNull();
    expect(typedOffset('+25')).toBeNull();
  });

  it('puts cities that start with the text before cities that only contain it', () => {
    const found = find('ana');
    expect(found).toEqual(expect.arrayContaining(['Asia/Anadyr', 'America/Havana']));
    expect(found.indexOf('Asia/Anadyr')).toBeLessThan(found.indexOf('America/Havana'));
  });
});
