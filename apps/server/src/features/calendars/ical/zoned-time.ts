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
 * Wraps an exact but slow offset function with a per-day cache: when the offset is the same at both
 * ends of a UTC day, it is taken as constant across it (zones change offset at most a few times a year).
 */
export function cachedRules(name: string, exactOffsetAt: (epoch: number) => number): TimeZoneRules {
  const byDay = new Map<number, number | null>();
  const exact = (epoch: number) => exactOffsetAt(epoch);
  return {
    name,
    offsetAt(epoch) {
      const day = Math.floor(epoch / dayMs);
      let cached = byDay.get(day);
      if (cached === undefined) {
        if (byDay.size > 20_000) byDay.clear();
        const atStart = exact(day * dayMs);
        cached = atStart === exact((day + 1) * dayMs - 1000) ? atStart : null;
        byDay.set(day, cached);
      }
      return cached ?? exact(epoch);
    },
  };
}

const ianaRules = new Map<string, TimeZoneRules | null>();

function intlOffsetFunction(name: string): (epoch: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: name,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    era: 'short',
  });
  return (epoch) => {
    const fields: Record<string, number> = {};
    let bc = false;
    for (const part of format.formatToParts(epoch)) {
      if (part.type === 'era') bc = part.value === 'BC' || part.value === 'B';
      else if (part.type !== 'literal') fields[part.type] = Number(part.value);
    }
    const year = bc ? 1 - (fields.year ?? 0) : (fields.year ?? 1970);
    const date = new Date(0);
    date.setUTCFullYear(year, (fields.month ?? 1) - 1, fields.day ?? 1);
    date.setUTCHours(fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0, 0);
    return date.getTime() - (epoch - (((epoch % 1000) + 1000) % 1000));
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
