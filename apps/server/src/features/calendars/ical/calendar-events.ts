import ICAL from 'ical.js';
import { createZoneResolver } from './zone-resolver';
import { wallTime, wallToEpoch, type TimeZoneRules } from './zoned-time';

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
  length: EventLength;
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

const dayMs = 86_400_000;

function momentFrom(
  time: ICAL.Time,
  tzid: unknown,
  resolveZone: (tzid: string) => TimeZoneRules | null,
): IcalMoment {
  const wall = time.isDate
    ? wallTime(time.year, time.month, time.day)
    : wallTime(time.year, time.month, time.day, time.hour, time.minute, time.second);
  if (time.isDate) return { wall, isDate: true, zone: null };
  const isUtc = time.zone === ICAL.Timezone.utcTimezone || time.zone?.tzid === 'UTC';
  if (isUtc) return { wall, isDate: false, zone: resolveZone('UTC') };
  return { wall, isDate: false, zone: typeof tzid === 'string' ? resolveZone(tzid) : null };
}

function propertyMoments(
  event: ICAL.Component,
  name: string,
  resolveZone: (tzid: string) => TimeZoneRules | null,
): { start: IcalMoment; end: IcalMoment | null }[] {
  const moments: { start: IcalMoment; end: IcalMoment | null }[] = [];
  for (const property of event.getAllProperties(name)) {
    const tzid = property.getParameter('tzid');
    for (const value of property.getValues() as unknown[]) {
      if (value instanceof ICAL.Time)
        moments.push({ start: momentFrom(value, tzid, resolveZone), end: null });
      else if (value instanceof ICAL.Period) {
        const start = momentFrom(value.start, tzid, resolveZone);
        const end = value.end
          ? momentFrom(value.end, tzid, resolveZone)
          : value.duration
            ? { ...start, wall: start.wall + value.duration.toSeconds() * 1000 }
            : null;
        moments.push({ start, end });
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

function readEvent(
  event: ICAL.Component,
  resolveZone: (tzid: string) => TimeZoneRules | null,
): CalendarEventRecord | null {
  const dtstart = event.getFirstProperty('dtstart');
  const startValue = dtstart?.getFirstValue();
  if (!dtstart || !(startValue instanceof ICAL.Time)) return null;
  const start = momentFrom(startValue, dtstart.getParameter('tzid'), resolveZone);
  const dtend = event.getFirstProperty('dtend');
  const endValue = dtend?.getFirstValue();
  const end =
    dtend && endValue instanceof ICAL.Time
      ? momentFrom(endValue, dtend.getParameter('tzid'), resolveZone)
      : null;
  const duration = event.getFirstPropertyValue('duration');
  const ruleValue = event.getFirstPropertyValue('rrule');
  const recurrenceId = propertyMoments(event, 'recurrence-id', resolveZone)[0]?.start ?? null;
  const text = (name: string) => {
    const value = event.getFirstPropertyValue(name);
    return typeof value === 'string' ? value.trim().toUpperCase() : '';
  };
  return {
    uid: String(event.getFirstPropertyValue('uid') ?? ''),
    start,
    length: eventLength(start, end, duration instanceof ICAL.Duration ? duration : null),
    rule: ruleValue instanceof ICAL.Recur ? ruleValue : null,
    rdates: propertyMoments(event, 'rdate', resolveZone),
    exdates: propertyMoments(event, 'exdate', resolveZone).map((moment) => moment.start),
    recurrenceId,
    status: text('status'),
    transparent: text('transp') === 'TRANSPARENT',
    outlookBusyStatus: text('x-microsoft-cdo-busystatus') || null,
    attendees: event.getAllProperties('attendee').map((property) => ({
      address: String(property.getFirstValue() ?? '')
        .replace(/^mailto:/i, '')
        .toLowerCase(),
      partstat: String(property.getParameter('partstat') ?? 'NEEDS-ACTION').toUpperCase(),
    })),
  };
}

/** Parses one iCalendar text (a feed, or one CalDAV object) into records ready for expansion. */
export function parseCalendar(text: string): ParsedCalendar {
  const parsed = ICAL.parse(text) as unknown[];
  // ICAL.parse answers one jCal component, or an array of them when the text holds several.
  const jcals = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][];
  const calendars = jcals
    .map((jcal) => new ICAL.Component(jcal))
    .flatMap((root) => (root.name === 'vcalendar' ? [root] : root.getAllSubcomponents('vcalendar')));
  const events: CalendarEventRecord[] = [];
  for (const calendar of calendars) {
    const resolveZone = createZoneResolver(calendar);
    for (const component of calendar.getAllSubcomponents('vevent')) {
      const record = readEvent(component, resolveZone);
      if (record) events.push(record);
    }
  }
  return { events };
}
