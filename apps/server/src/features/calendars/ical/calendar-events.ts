import ICAL from 'ical.js';
import { calendarLimits, calendarTooLarge } from './calendar-limits';
import { parseLeniently, type SkippedInput } from './lenient-parse';
import { keepLatestRevisions } from './latest-revision';
import { createZoneResolver, type ZoneResolver } from './zone-resolver';
import { wallTime, wallToEpoch, type TimeZoneRules } from '@overlap/engine/zoned-time';

/** A DTSTART-like value: a clock reading plus the zone it is read in (null: floating or all-day). */
export interface IcalMoment {
  wall: number;
  isDate: boolean;
  zone: TimeZoneRules | null;
}

/**
 * RFC 5545: a DTEND gives every instance the same exact length; a DURATION is nominal in days. A floating
 * DTEND after a floating DTSTART is a clock reading too: its exact length (`ms` between the readings
 * here) is measured where the event is read, in the user's zone.
 */
export type EventLength =
  | { kind: 'exact'; ms: number }
  | { kind: 'nominal'; days: number; ms: number }
  | { kind: 'floating'; ms: number };

export interface CalendarEventRecord {
  uid: string;
  start: IcalMoment;
  /** Computed on first use: most events of a calendar lie outside the range asked for. */
  readonly length: EventLength;
  /** The end's clock reading, for cheap range checks before any zone maths. */
  endWall: number;
  /** Every RRULE of the event; RFC 5545 allows one, files in the wild hold more and Overlap takes the union. */
  rules: ICAL.Recur[];
  rdates: { start: IcalMoment; end: IcalMoment | null }[];
  exdates: IcalMoment[];
  recurrenceId: IcalMoment | null;
  /** RECURRENCE-ID;RANGE=THISANDFUTURE: the change applies to the later instances too. */
  thisAndFuture: boolean;
  status: string;
  transparent: boolean;
  /** Outlook's X-MICROSOFT-CDO-BUSYSTATUS, upper-cased, when present. */
  outlookBusyStatus: string | null;
  /** The meeting whose tentative hold this is, when Overlap wrote it (X-OVERLAP-HOLD). */
  overlapHold: string | null;
  attendees: { address: string; partstat: string }[];
  /** SEQUENCE (0 when absent) and the later of DTSTAMP and LAST-MODIFIED, to pick one of two copies of an event. */
  readonly revision: { sequence: number; revisedAt: number };
}

export interface ParsedCalendar {
  events: CalendarEventRecord[];
  /** What could not be read as written; the rest of the calendar was read. */
  skipped: SkippedInput[];
}

export interface ParseOptions {
  maxEvents?: number;
}

/** jCal (RFC 7265) as ICAL.parse returns it: [name, properties, subcomponents]. */
type JcalProperty = [string, Record<string, unknown>, string, ...unknown[]];
type JcalComponent = [string, JcalProperty[], JcalComponent[]];

const dayMs = 86_400_000;
// ical.js turns a DATE written without VALUE=DATE (`DTSTART:20240610`) into `2024-06-10T::`: a date all the same.
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(?:(\d{2}):(\d{2}):(\d{2})(Z)?|::))?$/;

/*
 * Properties are read straight from jCal rather than through ICAL.Component: ical.js resolves every
 * TZID by scanning all sibling components for a VTIMEZONE, which is quadratic in the number of events.
 */
function momentFrom(value: unknown, tzid: unknown, resolveZone: ZoneResolver): IcalMoment | null {
  const match = typeof value === 'string' ? dateTimePattern.exec(value) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute, second, utc] = match;
  if (hour === undefined) return { wall: wallTime(+year!, +month!, +day!), isDate: true, zone: null };
  const wall = wallTime(+year!, +month!, +day!, +hour, +minute!, +second!);
  if (utc) return { wall, isDate: false, zone: resolveZone('UTC') };
  return { wall, isDate: false, zone: resolveZone(typeof tzid === 'string' ? tzid : null) };
}

function first(properties: JcalProperty[], name: string): JcalProperty | undefined {
  return properties.find((property) => property[0] === name);
}

function values(property: JcalProperty): unknown[] {
  return property.slice(3);
}

function textOf(properties: JcalProperty[], name: string): string {
  const value = first(properties, name)?.[3];
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

function momentsOf(properties: JcalProperty[], name: string, resolveZone: ZoneResolver) {
  const moments: { start: IcalMoment; end: IcalMoment | null }[] = [];
  for (const property of properties) {
    if (property[0] !== name) continue;
    const tzid = property[1].tzid;
    for (const value of values(property)) {
      if (Array.isArray(value)) {
        const start = momentFrom(value[0], tzid, resolveZone);
        if (!start) continue;
        const end =
          momentFrom(value[1], tzid, resolveZone) ??
          (typeof value[1] === 'string'
            ? { ...start, wall: start.wall + ICAL.Duration.fromString(value[1]).toSeconds() * 1000 }
            : null);
        moments.push({ start, end });
      } else {
        const start = momentFrom(value, tzid, resolveZone);
        if (start) moments.push({ start, end: null });
      }
    }
  }
  return moments;
}

/** DTEND wins over DURATION (Thunderbird writes `DURATION:PT0S` beside it); DTEND before DTSTART counts as absent. */
function eventLength(start: IcalMoment, end: IcalMoment | null, duration: ICAL.Duration | null): EventLength {
  if (!end && duration) {
    const sign = duration.isNegative ? -1 : 1;
    const days = sign * (duration.weeks * 7 + duration.days);
    const ms = sign * (duration.hours * 3600 + duration.minutes * 60 + duration.seconds) * 1000;
    return { kind: 'nominal', days, ms };
  }
  if (!end) return start.isDate ? { kind: 'nominal', days: 1, ms: 0 } : { kind: 'exact', ms: 0 };
  if (!start.isDate && !end.isDate && !start.zone && !end.zone)
    return { kind: 'floating', ms: end.wall - start.wall };
  if (start.isDate || !start.zone || !end.zone) {
    const wallDiff = end.wall - start.wall;
    const days = Math.floor(wallDiff / dayMs);
    return { kind: 'nominal', days, ms: wallDiff - days * dayMs };
  }
  return { kind: 'exact', ms: wallToEpoch(end.wall, end.zone) - wallToEpoch(start.wall, start.zone) };
}

/** Clock readings compare alike in one zone; instants are worked out only for two different zones. */
function endsBefore(end: IcalMoment, start: IcalMoment): boolean {
  if (end.zone && start.zone && end.zone !== start.zone)
    return wallToEpoch(end.wall, end.zone) < wallToEpoch(start.wall, start.zone);
  return end.wall < start.wall;
}

function epochOf(properties: JcalProperty[], name: string): number {
  const value = first(properties, name)?.[3];
  const match = typeof value === 'string' ? dateTimePattern.exec(value) : null;
  if (!match) return 0;
  const [, year, month, day, hour, minute, second] = match;
  return Date.UTC(+year!, +month! - 1, +day!, +(hour ?? 0), +(minute ?? 0), +(second ?? 0));
}

function rulesOf(properties: JcalProperty[]): ICAL.Recur[] {
  const rules: ICAL.Recur[] = [];
  for (const property of properties) {
    if (property[0] === 'rrule' && property[3] && typeof property[3] === 'object')
      rules.push(ICAL.Recur.fromData(property[3] as Record<string, unknown>));
  }
  return rules;
}

function revisionOf(properties: JcalProperty[]) {
  const sequence = Number(first(properties, 'sequence')?.[3]);
  return {
    sequence: Number.isInteger(sequence) ? sequence : 0,
    revisedAt: Math.max(epochOf(properties, 'dtstamp'), epochOf(properties, 'last-modified')),
  };
}

function readEvent(properties: JcalProperty[], resolveZone: ZoneResolver): CalendarEventRecord | null {
  const dtstart = first(properties, 'dtstart');
  const start = dtstart ? momentFrom(dtstart[3], dtstart[1].tzid, resolveZone) : null;
  if (!start) return null;
  const dtend = first(properties, 'dtend');
  const writtenEnd = dtend ? momentFrom(dtend[3], dtend[1].tzid, resolveZone) : null;
  const end = writtenEnd && !endsBefore(writtenEnd, start) ? writtenEnd : null;
  const durationText = first(properties, 'duration')?.[3];
  const duration = typeof durationText === 'string' ? ICAL.Duration.fromString(durationText) : null;
  let length: EventLength | undefined;
  return {
    uid: String(first(properties, 'uid')?.[3] ?? ''),
    start,
    get length() {
      length ??= eventLength(start, end, duration);
      return length;
    },
    endWall: end
      ? end.wall
      : start.wall + (duration ? duration.toSeconds() * 1000 : start.isDate ? dayMs : 0),
    rules: rulesOf(properties),
    rdates: momentsOf(properties, 'rdate', resolveZone),
    exdates: momentsOf(properties, 'exdate', resolveZone).map((moment) => moment.start),
    recurrenceId: momentsOf(properties, 'recurrence-id', resolveZone)[0]?.start ?? null,
    thisAndFuture: properties.some(
      (property) =>
        property[0] === 'recurrence-id' && String(property[1].range ?? '').toUpperCase() === 'THISANDFUTURE',
    ),
    status: textOf(properties, 'status'),
    transparent: textOf(properties, 'transp') === 'TRANSPARENT',
    outlookBusyStatus: textOf(properties, 'x-microsoft-cdo-busystatus') || null,
    overlapHold: textOf(properties, 'x-overlap-hold') || null,
    attendees: properties
      .filter((property) => property[0] === 'attendee')
      .map((property) => ({
        address: String(property[3] ?? '')
          .replace(/^mailto:/i, '')
          .toLowerCase(),
        partstat: String(property[1].partstat ?? 'NEEDS-ACTION').toUpperCase(),
      })),
    // Read only for the few events whose UID appears twice.
    get revision() {
      return revisionOf(properties);
    },
  };
}

function parseTolerantly(written: string): { parsed: unknown[]; skipped: SkippedInput[] } {
  // A byte order mark ahead of BEGIN:VCALENDAR (Windows exporters) makes ical.js read no calendar at all.
  const text = written.replace(/^\uFEFF/, '');
  try {
    return { parsed: ICAL.parse(text) as unknown[], skipped: [] };
  } catch (strictError) {
    try {
      const { jcal, skipped } = parseLeniently(text);
      return { parsed: jcal as unknown[], skipped };
    } catch {
      throw strictError;
    }
  }
}

/**
 * Parses one iCalendar text (a feed, or one CalDAV object) into records ready for expansion. Unreadable
 * lines and events are left out and listed in `skipped`; only a file with no readable structure throws.
 */
export function parseCalendar(text: string, options: ParseOptions = {}): ParsedCalendar {
  const maxEvents = options.maxEvents ?? calendarLimits.maxEvents;
  const { parsed, skipped } = parseTolerantly(text);
  // ICAL.parse answers one jCal component, or an array of them when the text holds several.
  const roots = (Array.isArray(parsed[0]) ? parsed : [parsed]) as JcalComponent[];
  const calendars = roots.flatMap((root) =>
    root[0] === 'vcalendar' ? [root] : root[2].filter((component) => component[0] === 'vcalendar'),
  );
  const eventCount = calendars.reduce(
    (sum, calendar) => sum + calendar[2].filter((component) => component[0] === 'vevent').length,
    0,
  );
  if (eventCount > maxEvents) throw calendarTooLarge(`${eventCount} events, at most ${maxEvents}`);
  const events: CalendarEventRecord[] = [];
  for (const calendar of calendars) {
    const calendarZone = first(calendar[1], 'x-wr-timezone')?.[3];
    const resolveZone = createZoneResolver(
      calendar[2].filter((component) => component[0] === 'vtimezone'),
      typeof calendarZone === 'string' ? calendarZone.trim() : null,
    );
    for (const component of calendar[2]) {
      if (component[0] !== 'vevent') continue;
      try {
        const record = readEvent(component[1], resolveZone);
        if (record) events.push(record);
        else skipped.push({ line: null, item: 'VEVENT', outcome: 'left-out' });
      } catch {
        // One malformed event (bad RRULE or DURATION) must not hide the rest of the calendar.
        skipped.push({ line: null, item: 'VEVENT', outcome: 'left-out' });
      }
    }
  }
  return { events: keepLatestRevisions(events), skipped };
}
