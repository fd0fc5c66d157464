import ICAL from 'ical.js';
import { createZoneResolver, type ZoneResolver } from './zone-resolver';
import { wallTime, wallToEpoch, type TimeZoneRules } from '@overlap/engine/zoned-time';

/** A DTSTART-like value: a clock reading plus the zone it is read in (null: floating or all-day). */
export interface IcalMoment {
  wall: number;
  isDate: boolean;
  zone: TimeZoneRules | null;
}

/** RFC 5545: a DTEND gives every instance the same exact length; a DURATION is nominal in days. */
export type EventLength = { kind: 'exact'; ms: number } | { kind: 'nominal'; days: number; ms: number };

export interface CalendarEventRecord {
  uid: string;
  start: IcalMoment;
  /** Computed on first use: most events of a calendar lie outside the range asked for. */
  readonly length: EventLength;
  /** The end's clock reading, for cheap range checks before any zone maths. */
  endWall: number;
  rule: ICAL.Recur | null;
  rdates: { start: IcalMoment; end: IcalMoment | null }[];
  exdates: IcalMoment[];
  recurrenceId: IcalMoment | null;
  status: string;
  transparent: boolean;
  /** Outlook's X-MICROSOFT-CDO-BUSYSTATUS, upper-cased, when present. */
  outlookBusyStatus: string | null;
  attendees: { address: string; partstat: string }[];
}

export interface ParsedCalendar {
  events: CalendarEventRecord[];
}

/** jCal (RFC 7265) as ICAL.parse returns it: [name, properties, subcomponents]. */
type JcalProperty = [string, Record<string, unknown>, string, ...unknown[]];
type JcalComponent = [string, JcalProperty[], JcalComponent[]];

const dayMs = 86_400_000;
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(Z)?)?$/;

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
  return { wall, isDate: false, zone: typeof tzid === 'string' ? resolveZone(tzid) : null };
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

function eventLength(start: IcalMoment, end: IcalMoment | null, duration: ICAL.Duration | null): EventLength {
  if (duration) {
    const sign = duration.isNegative ? -1 : 1;
    const days = sign * (duration.weeks * 7 + duration.days);
    const ms = sign * (duration.hours * 3600 + duration.minutes * 60 + duration.seconds) * 1000;
    return { kind: 'nominal', days, ms };
  }
  if (!end) return start.isDate ? { kind: 'nominal', days: 1, ms: 0 } : { kind: 'exact', ms: 0 };
  if (start.isDate || !start.zone || !end.zone) {
    const wallDiff = end.wall - start.wall;
    const days = Math.floor(wallDiff / dayMs);
    return { kind: 'nominal', days, ms: wallDiff - days * dayMs };
  }
  return { kind: 'exact', ms: wallToEpoch(end.wall, end.zone) - wallToEpoch(start.wall, start.zone) };
}

function readEvent(properties: JcalProperty[], resolveZone: ZoneResolver): CalendarEventRecord | null {
  const dtstart = first(properties, 'dtstart');
  const start = dtstart ? momentFrom(dtstart[3], dtstart[1].tzid, resolveZone) : null;
  if (!start) return null;
  const dtend = first(properties, 'dtend');
  const end = dtend ? momentFrom(dtend[3], dtend[1].tzid, resolveZone) : null;
  const durationText = first(properties, 'duration')?.[3];
  const duration = typeof durationText === 'string' ? ICAL.Duration.fromString(durationText) : null;
  const ruleData = first(properties, 'rrule')?.[3];
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
    rule:
      ruleData && typeof ruleData === 'object'
        ? ICAL.Recur.fromData(ruleData as Record<string, unknown>)
        : null,
    rdates: momentsOf(properties, 'rdate', resolveZone),
    exdates: momentsOf(properties, 'exdate', resolveZone).map((moment) => moment.start),
    recurrenceId: momentsOf(properties, 'recurrence-id', resolveZone)[0]?.start ?? null,
    status: textOf(properties, 'status'),
    transparent: textOf(properties, 'transp') === 'TRANSPARENT',
    outlookBusyStatus: textOf(properties, 'x-microsoft-cdo-busystatus') || null,
    attendees: properties
      .filter((property) => property[0] === 'attendee')
      .map((property) => ({
        address: String(property[3] ?? '')
          .replace(/^mailto:/i, '')
          .toLowerCase(),
        partstat: String(property[1].partstat ?? 'NEEDS-ACTION').toUpperCase(),
      })),
  };
}

/** Parses one iCalendar text (a feed, or one CalDAV object) into records ready for expansion. */
export function parseCalendar(text: string): ParsedCalendar {
  const parsed = ICAL.parse(text) as unknown[];
  // ICAL.parse answers one jCal component, or an array of them when the text holds several.
  const roots = (Array.isArray(parsed[0]) ? parsed : [parsed]) as JcalComponent[];
  const calendars = roots.flatMap((root) =>
    root[0] === 'vcalendar' ? [root] : root[2].filter((component) => component[0] === 'vcalendar'),
  );
  const events: CalendarEventRecord[] = [];
  for (const calendar of calendars) {
    const resolveZone = createZoneResolver(calendar[2].filter((component) => component[0] === 'vtimezone'));
    for (const component of calendar[2]) {
      if (component[0] !== 'vevent') continue;
      try {
        const record = readEvent(component[1], resolveZone);
        if (record) events.push(record);
      } catch {
        // One malformed event (bad RRULE or DURATION) must not hide the rest of the calendar.
      }
    }
  }
  return { events };
}
