/**
 * Zone maths without the process time zone. A "wall time" is a local clock reading encoded as the
 * epoch milliseconds that reading would have in UTC (so `Date.UTC(y, m - 1, d, h, mi, s)`); adding days
 * to it is plain arithmetic, and converting it needs a zone's offset.
 */

const dayMs = 86_400_000;

export interface TimeZoneRules {
  readonly name: string;
  /** Offset of local time from UTC at an instant, in milliseconds (east positive). */
  offsetAt(epoch: number): number;
}

export function wallTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

export function epochToWall(epoch: number, zone: TimeZoneRules): number {
  return epoch + zone.offsetAt(epoch);
}

/**
 * The instant a wall time names in a zone. In a spring-forward gap the clock reading is taken with the
 * offset before the gap (RFC 5545 §3.3.5: 02:30 becomes 03:30); in a fall-back overlap the first of the
 * two instants is used.
 */
export function wallToEpoch(wall: number, zone: TimeZoneRules): number {
  const before = zone.offsetAt(wall - dayMs);
  const after = zone.offsetAt(wall + dayMs);
  if (before === after) {
    const candidate = wall - before;
    if (zone.offsetAt(candidate) === before) return candidate;
    // A transition and its reversal within two days: fall back to the offset at the guess.
    return wall - zone.offsetAt(candidate);
  }
  const earlier = wall - Math.max(before, after);
  const later = wall - Math.min(before, after);
  const earlierValid = zone.offsetAt(earlier) === Math.max(before, after);
  const laterValid = zone.offsetAt(later) === Math.min(before, after);
  if (earlierValid) return earlier;
  if (laterValid) return later;
  return wall - before;
}

/**
 * Wraps an exact but slow offset function with a cache of offsets at UTC midnights: when the offset is
 * the same at both ends of a UTC day it is taken as constant across it (zones change offset at most a
 * few times a year, never twice within a day); only days holding a change ask for the exact offset.
 */
export function cachedRules(name: string, exactOffsetAt: (epoch: number) => number): TimeZoneRules {
  const atMidnight = new Map<number, number>();
  const midnightOffset = (day: number) => {
    let offset = atMidnight.get(day);
    if (offset === undefined) {
      if (atMidnight.size > 50_000) atMidnight.clear();
      offset = exactOffsetAt(day * dayMs);
      atMidnight.set(day, offset);
    }
    return offset;
  };
  return {
    name,
    offsetAt(epoch) {
      const day = Math.floor(epoch / dayMs);
      const offset = midnightOffset(day);
      return offset === midnightOffset(day + 1) ? offset : exactOffsetAt(epoch);
    },
  };
}

const ianaRules = new Map<string, TimeZoneRules | null>();
// Outside these years Intl prints eras ambiguously; zone rules there are LMT or a fixed future anyway.
const earliestSupported = Date.UTC(1800, 0, 1);
const latestSupported = Date.UTC(2400, 0, 1);
const formattedPattern = /^(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)$/;

function intlOffsetFunction(name: string): (epoch: number) => number {
  // `format` and a regular expression: about four times faster than `formatToParts`.
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: name,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (epoch) => {
    const clamped = Math.min(Math.max(epoch, earliestSupported), latestSupported);
    const match = formattedPattern.exec(format.format(clamped));
    if (!match) throw new RangeError(`Cannot read the time in ${name}`);
    const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
    const local = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
    return local - (clamped - (((clamped % 1000) + 1000) % 1000));
  };
}

/** Rules for an IANA zone name via Intl, or null when this runtime does not know the name. */
export function ianaZone(name: string): TimeZoneRules | null {
  let rules = ianaRules.get(name);
  if (rules !== undefined) return rules;
  try {
    rules = cachedRules(name, intlOffsetFunction(name));
  } catch {
    rules = null;
  }
  ianaRules.set(name, rules);
  return rules;
}

export const utcZone: TimeZoneRules = { name: 'UTC', offsetAt: () => 0 };

export function requireIanaZone(name: string): TimeZoneRules {
  const rules = ianaZone(name);
  if (!rules) throw new RangeError(`Unknown time zone: ${name}`);
  return rules;
}

/** Forgets every cached zone and offset, so benchmarks can measure a cold cache in a warmed-up process. */
export function clearZoneCaches(): void {
  ianaRules.clear();
}
