import { isIanaTimeZone } from '@overlap/contracts/schemas';

/** The browser's own zone (spec: detected by default); UTC when the browser does not say. */
export function detectTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isIanaTimeZone(zone) ? zone : 'UTC';
}

let zones: string[] | null = null;

/** Every IANA zone the browser knows, plus UTC, which some browsers leave out. */
export function supportedTimeZones(): string[] {
  zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].sort();
  return zones;
}

/** Zones whose name contains every typed word ("new york", "buenos"), ignoring case and underscores. */
export function filterTimeZones(all: string[], query: string): string[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return all;
  return all.filter((zone) => {
    const name = zone.toLowerCase().replace(/_/g, ' ');
    return words.every((word) => name.includes(word));
  });
}
