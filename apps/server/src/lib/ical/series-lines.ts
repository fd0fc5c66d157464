import { epochToWall, requireIanaZone, type TimeZoneRules } from '@overlap/engine/zoned-time';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far a VTIMEZONE reaches past the first occurrence: a series lasts at most 366 days. */
const HORIZON_MS = 368 * DAY_MS;

/**
 * How the event repeats (RFC 5545 §3.8.5): DTSTART and DTEND are written in the organizer's `zone` so
 * the series keeps its wall-clock time there across DST changes.
 */
export interface EventRepeat {
  zone: string;
  frequency: 'weekly' | 'monthly';
  interval: number;
  /** The weekday of DTSTART, 1 Monday … 7 Sunday. */
  weekday: number;
  /** Monthly: 1–4, or -1 for the last weekday of the month. */
  ordinal?: number | undefined;
  count?: number | undefined;
  /** The start of the last occurrence (UNTIL is UTC when DTSTART has a TZID). */
  until?: Date | undefined;
  /** Starts of skipped occurrences (EXDATE). */
  skipped: Date[];
}

const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `20260302T150000`: a wall time (local reading as if UTC), the form that goes after `;TZID=…:`. */
function wallStamp(wallMs: number): string {
  const wall = new Date(wallMs);
  return (
    `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`
  );
}

const localStamp = (epoch: number, rules: TimeZoneRules) => wallStamp(epochToWall(epoch, rules));

/** `2026-03-16T15:00:00`: the local date-time of an instant in a zone, as Google and Graph take it. */
export function wallClockOf(epoch: number, zone: string): string {
  return new Date(epochToWall(epoch, requireIanaZone(zone))).toISOString().slice(0, 19);
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function offsetText(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE_MS);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

export function rruleOf(repeat: EventRepeat): string {
  const day = DAYS[repeat.weekday - 1]!;
  const parts = [
    `FREQ=${repeat.frequency === 'weekly' ? 'WEEKLY' : 'MONTHLY'}`,
    ...(repeat.interval > 1 ? [`INTERVAL=${repeat.interval}`] : []),
    `BYDAY=${repeat.frequency === 'monthly' ? `${repeat.ordinal ?? 1}${day}` : day}`,
    repeat.count !== undefined ? `COUNT=${repeat.count}` : `UNTIL=${utcStamp(repeat.until!)}`,
  ];
  return `RRULE:${parts.join(';')}`;
}

/** The first instant after `from` with another offset, to the minute (offsets change on whole minutes). */
function nextChange(rules: TimeZoneRules, from: number, to: number): number | null {
  const offset = rules.offsetAt(from);
  let day = from;
  while (day < to && rules.offsetAt(Math.min(day + DAY_MS, to)) === offset) day += DAY_MS;
  if (day >= to) return null;
  let low = day;
  let high = Math.min(day + DAY_MS, to);
  while (high - low > MINUTE_MS) {
    const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (rules.offsetAt(mid) === offset) low = mid;
    else high = mid;
  }
  return high;
}

/**
 * A VTIMEZONE for `zone` over the series' horizon, read from the runtime's tz database (Intl): one
 * observance from the day before the first occurrence, then one per offset change, each with its own
 * DTSTART (no rules to go out of date). The larger offset of a change is daylight time.
 */
export function vtimezoneLines(zone: string, start: Date): string[] {
  const rules = requireIanaZone(zone);
  const from = Math.floor(start.getTime() / DAY_MS) * DAY_MS - DAY_MS;
  const to = from + HORIZON_MS;
  const first = rules.offsetAt(from);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', at: number, before: number, after: number) =>
    lines.push(
      `BEGIN:${kind}`,
      // The onset is the local time just before the change, read with the offset in force until then.
      `DTSTART:${wallStamp(at + before)}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    );
  let at = from;
  let offset = first;
  let change = nextChange(rules, at, to);
  observance(change !== null && rules.offsetAt(change) < first ? 'DAYLIGHT' : 'STANDARD', from, first, first);
  while (change !== null) {
    const next = rules.offsetAt(change);
    observance(next > offset ? 'DAYLIGHT' : 'STANDARD', change, offset, next);
    at = change;
    offset = next;
    change = nextChange(rules, at, to);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** DTSTART, DTEND, RRULE and EXDATE of a repeating event, in the organizer's zone. */
export function repeatLines(repeat: EventRepeat, start: Date, end: Date): string[] {
  const rules = requireIanaZone(repeat.zone);
  const tzid = `;TZID=${repeat.zone}`;
  return [
    `DTSTART${tzid}:${localStamp(start.getTime(), rules)}`,
    `DTEND${tzid}:${localStamp(end.getTime(), rules)}`,
    rruleOf(repeat),
    ...(repeat.skipped.length > 0
      ? [`EXDATE${tzid}:${repeat.skipped.map((d) => localStamp(d.getTime(), rules)).join(',')}`]
      : []),
  ];
}

/** One occurrence of a series: RECURRENCE-ID (its original start), DTSTART and DTEND in the series' zone. */
export function occurrenceLines(zone: string, start: Date, end: Date): string[] {
  const rules = requireIanaZone(zone);
  const tzid = `;TZID=${zone}`;
  return [
    `RECURRENCE-ID${tzid}:${localStamp(start.getTime(), rules)}`,
    `DTSTART${tzid}:${localStamp(start.getTime(), rules)}`,
    `DTEND${tzid}:${localStamp(end.getTime(), rules)}`,
  ];
}

/** Google's `recurrence` field: the RRULE and EXDATE lines, no DTSTART (that is `start`). */
export function googleRecurrence(repeat: EventRepeat): string[] {
  const rules = requireIanaZone(repeat.zone);
  return [
    rruleOf(repeat),
    ...(repeat.skipped.length > 0
      ? [`EXDATE;TZID=${repeat.zone}:${repeat.skipped.map((d) => localStamp(d.getTime(), rules)).join(',')}`]
      : []),
  ];
}

const GRAPH_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const GRAPH_INDEX: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};

/**
 * Graph's `patternedRecurrence`: weekly, or relativeMonthly on the nth weekday; numbered or to an end
 * date, dates local in `recurrenceTimeZone`. Graph has no EXDATE: skipped occurrences are left out by
 * deleting those instances after the series is written.
 */
export function patternedRecurrence(repeat: EventRepeat, start: number) {
  const day = GRAPH_DAYS[repeat.weekday - 1]!;
  return {
    pattern:
      repeat.frequency === 'weekly'
        ? { type: 'weekly', interval: repeat.interval, daysOfWeek: [day], firstDayOfWeek: 'monday' }
        : {
            type: 'relativeMonthly',
            interval: repeat.interval,
            daysOfWeek: [day],
            index: GRAPH_INDEX[repeat.ordinal ?? 1]!,
          },
    range: {
      ...(repeat.count !== undefined
        ? { type: 'numbered', numberOfOccurrences: repeat.count }
        : { type: 'endDate', endDate: wallClockOf(repeat.until!.getTime(), repeat.zone).slice(0, 10) }),
      startDate: wallClockOf(start, repeat.zone).slice(0, 10),
      recurrenceTimeZone: repeat.zone,
    },
  };
}
