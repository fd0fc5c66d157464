import { requireIanaZone } from './zoned-time.ts';

/** Throws a RangeError for a zone name the runtime does not know. */
export function assertKnownZone(zone: string): void {
  requireIanaZone(zone);
}

/**
 * Minutes to add to a UTC epoch minute to get the zone's local wall-clock minute. Seconds of a local
 * mean time offset are dropped the way a clock showing minutes drops them.
 */
export function offsetAt(zone: string, epochMinute: number): number {
  return Math.floor(requireIanaZone(zone).offsetAt(epochMinute * 60_000) / 60_000);
}
