import { isValidTimeZone } from './zoned-time';

/** The browser's own zone; UTC when the browser does not say. */
export function detectTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

let zones: string[] | null = null;

/** Every zone the browser knows, plus UTC, which some browsers leave out of the list. */
export function supportedTimeZones(): string[] {
  zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].sort();
  return zones;
}

/** The zone a typed name means, matched without regard to case or spaces for underscores. */
export function matchTimeZone(typed: string): string | null {
  const wanted = typed.trim().replace(/ /g, '_').toLowerCase();
  if (!wanted) return null;
  const known = supportedTimeZones().find((zone) => zone.toLowerCase() === wanted);
  if (known) return known;
  return isValidTimeZone(typed.trim()) && typed.includes('/') ? typed.trim() : null;
}
