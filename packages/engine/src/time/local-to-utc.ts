import { MINUTES_PER_DAY } from './civil-date.ts';
import { offsetAt } from './zone-offset.ts';

/**
 * The UTC epoch minute of a local wall-clock minute (local minutes counted as if the zone were UTC).
 * Like Temporal's `compatible` disambiguation and RFC 5545: a local time that occurs twice (fall back)
 * means its first occurrence; one that does not exist (spring forward) moves forward by the gap,
 * so 02:30 on a New York spring-forward day is 03:30 EDT.
 */
export function localToUtc(zone: string, localMinute: number): number {
  const before = offsetAt(zone, localMinute - MINUTES_PER_DAY);
  const after = offsetAt(zone, localMinute + MINUTES_PER_DAY);
  const early = localMinute - before;
  if (before === after || offsetAt(zone, early) === before) return early;
  const late = localMinute - after;
  if (offsetAt(zone, late) === after) return late;
  return early;
}
