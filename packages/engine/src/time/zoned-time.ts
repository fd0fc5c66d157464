/**
 * The one place that turns instants into local clock readings and back, for the engine, the server's
 * calendar reading and the web app. No dependency and no process time zone: zone rules come from Intl.
 *
 * A "wall time" is a local clock reading encoded as the epoch milliseconds that reading would have in
 * UTC (`Date.UTC(y, m - 1, d, h, mi, s)`): adding days to it is plain arithmetic, and only converting it
 * to an instant needs a zone.
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
 * The instant a wall time names in a zone, disambiguated like Temporal's `compatible` and RFC 5545
 * §3.3.5: in a spring-forward gap the reading moves forward by the gap (02:30 becomes 03:30); in a
 * fall-back overlap the first of the two instants is meant.
 */
export function wallToEpoch(wall: number, zone: TimeZoneRules): number {
  const before = zone.offsetAt(wall - dayMs);
  const after = zone.offsetAt(wall + dayMs);
  const early = wall - before;
  const earlyOffset = zone.offsetAt(early);
  if (earlyOffset === before) {
    if (before === after) return early;
    const late = wall - after;
    return zone.offsetAt(late) === after ? Math.min(early, late) : early;
  }
  const late = wall - after;
  if (zone.offsetAt(late) === after) return late;
  // A change and its reversal within two days: the offset found at the first guess may still fit.
  const guess = wall - earlyOffset;
  if (zone.offsetAt(guess) === earlyOffset) return guess;
  // A spring-forward gap: read with the offset before it, which moves the reading forward.
  return early;
}

interface DayOffsets {
  before: number;
  /** First instant of the UTC day using `after`; Infinity when the offset holds all day. */
  changeAt: number;
  after: number;
}

// Bounds memory for a long-running server reading calendars of any age.
const MAX_DAYS_PER_ZONE = 50_000;

/**
 * Wraps an exact but slow offset function: the offsets at the two UTC midnights of a day are read once,
 * and on the rare day they differ the instant of the change is found once by bisection (to the second,
 * which local mean time offsets need). Assumes at most one change per UTC day, true of every zone.
 */
export function cachedRules(name: string, exactOffsetAt: (epoch: number) => number): TimeZoneRules {
  const atMidnight = new Map<number, number>();
  const days = new Map<number, DayOffsets>();
  const midnightOffset = (day: number) => {
    let offset = atMidnight.get(day);
    if (offset === undefined) {
      if (atMidnight.size > MAX_DAYS_PER_ZONE) atMidnight.clear();
      offset = exactOffsetAt(day * dayMs);
      atMidnight.set(day, offset);
    }
    return offset;
  };
  const offsetsOf = (day: number): DayOffsets => {
    let info = days.get(day);
    if (info) return info;
    const before = midnightOffset(day);
    const after = midnightOffset(day + 1);
    let changeAt = Infinity;
    if (before !== after) {
      let low = day * dayMs;
      let high = low + dayMs;
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000;
        if (exactOffsetAt(middle) === before) low = middle;
        else high = middle;
      }
      changeAt = high;
    }
    if (days.size > MAX_DAYS_PER_ZONE) days.clear();
    info = { before, changeAt, after };
    days.set(day, info);
    return info;
  };
  return {
    name,
    offsetAt(epoch) {
      const info = offsetsOf(Math.floor(epoch / dayMs));
      return epoch < info.changeAt ? info.before : info.after;
    },
  };
}

// Outside these years Intl prints eras ambiguously; zone rules there are local mean time or fixed anyway.
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
    const whole = clamped - (((clamped % 1000) + 1000) % 1000);
    const match = formattedPattern.exec(format.format(whole));
    if (!match) throw new RangeError(`Cannot read the time in ${name}`);
    const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
    return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - whole;
  };
}

const ianaRules = new Map<string, TimeZoneRules | null>();
// Intl accepts zone names in any letter case, so the set of names asked for is not naturally bounded.
const MAX_ZONES = 2_000;

export const utcZone: TimeZoneRules = { name: 'UTC', offsetAt: () => 0 };

/** Rules for an IANA zone name, or null when this runtime does not know the name. */
export function ianaZone(name: string): TimeZoneRules | null {
  let rules = ianaRules.get(name);
  if (rules !== undefined) return rules;
  try {
    rules = name === 'UTC' ? utcZone : cachedRules(name, intlOffsetFunction(name));
  } catch {
    rules = null;
  }
  if (ianaRules.size >= MAX_ZONES) ianaRules.clear();
  ianaRules.set(name, rules);
  return rules;
}

/** Rules for an IANA zone name; a RangeError for a name the runtime does not know. */
export function requireIanaZone(name: string): TimeZoneRules {
  const rules = ianaZone(name);
  if (!rules) throw new RangeError(`Unknown time zone: ${name}`);
  return rules;
}

/** Forgets every cached zone and offset, so benchmarks can measure a cold cache in a warmed-up process. */
export function clearZoneCaches(): void {
  ianaRules.clear();
}
