import { requireIanaZone, wallToEpoch } from './zoned-time.ts';

/**
 * The UTC epoch minute of a local wall-clock minute (local minutes counted as if the zone were UTC).
 * Like Temporal's `compatible` disambiguation and RFC 5545: a local time that occurs twice (fall back)
 * means its first occurrence; one that does not exist (spring forward) moves forward by the gap,
 * so 02:30 on a New York spring-forward day is 03:30 EDT.
 */
export function localToUtc(zone: string, localMinute: number): number {
  return Math.floor(wallToEpoch(localMinute * 60_000, requireIanaZone(zone)) / 60_000);
}
