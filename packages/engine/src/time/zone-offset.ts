import { MINUTES_PER_DAY, daysFromCivil } from './civil-date.ts';

interface DayOffsets {
  before: number;
  /** First minute of the day using `after`; Infinity when the offset does not change that day. */
  changeAt: number;
  after: number;
}

// Memoised per zone: formatting through Intl is the slow part, and offsets never change for a given instant.
const formatters = new Map<string, Intl.DateTimeFormat>();
const boundaryOffsets = new Map<string, Map<number, number>>();
const dayOffsets = new Map<string, Map<number, DayOffsets>>();
const MAX_DAYS_PER_ZONE = 20_000;
// Intl accepts zone names in any letter case, so the set of names is not naturally bounded.
const MAX_FORMATTERS = 2_000;

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a zone name the runtime does not know. */
export function assertKnownZone(zone: string): void {
  formatterFor(zone);
}

function rawOffset(zone: string, epochMinute: number): number {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(zone).formatToParts(epochMinute * 60_000)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return daysFromCivil(year, month, day) * MINUTES_PER_DAY + hour * 60 + minute - epochMinute;
}

function zoneMap<T>(maps: Map<string, Map<number, T>>, zone: string): Map<number, T> {
  let map = maps.get(zone);
  if (!map || map.size > MAX_DAYS_PER_ZONE) {
    map = new Map();
    maps.set(zone, map);
  }
  return map;
}

function offsetAtDayStart(zone: string, day: number): number {
  const map = zoneMap(boundaryOffsets, zone);
  let offset = map.get(day);
  if (offset === undefined) {
    offset = rawOffset(zone, day * MINUTES_PER_DAY);
    map.set(day, offset);
  }
  return offset;
}

// Assumes at most one offset change per UTC day, true of every zone since 1970.
function offsetsOfDay(zone: string, day: number): DayOffsets {
  const map = zoneMap(dayOffsets, zone);
  let info = map.get(day);
  if (info) return info;
  const before = offsetAtDayStart(zone, day);
  const after = offsetAtDayStart(zone, day + 1);
  let changeAt = Infinity;
  if (before !== after) {
    let low = day * MINUTES_PER_DAY;
    let high = low + MINUTES_PER_DAY;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (rawOffset(zone, middle) === before) low = middle;
      else high = middle;
    }
    changeAt = high;
  }
  info = { before, changeAt, after };
  map.set(day, info);
  return info;
}

/** Minutes to add to a UTC epoch minute to get the zone's local wall-clock minute. */
export function offsetAt(zone: string, epochMinute: number): number {
  const info = offsetsOfDay(zone, Math.floor(epochMinute / MINUTES_PER_DAY));
  return epochMinute < info.changeAt ? info.before : info.after;
}
