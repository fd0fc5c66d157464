import type { BusyInterval, BusyKind, TimeRange } from '../provider-port';
import type { CalendarEventRecord, EventLength, IcalMoment } from './calendar-events';
import { wallToEpoch, type TimeZoneRules } from '@overlap/engine/zoned-time';

export const dayMs = 86_400_000;

/** What expanding one calendar carries from event to event: the range, the reader and the intervals found. */
export interface ExpansionContext {
  range: TimeRange;
  userZone: TimeZoneRules;
  userAddresses: Set<string>;
  skipAhead: boolean;
  out: BusyInterval[];
}

export function zoneOf(moment: IcalMoment, context: ExpansionContext): TimeZoneRules {
  return moment.zone ?? context.userZone;
}

export function momentToEpoch(moment: IcalMoment, context: ExpansionContext): number {
  return wallToEpoch(moment.wall, zoneOf(moment, context));
}

/**
 * The start of the instance an EXDATE or RECURRENCE-ID names. In an all-day series a date-time there
 * (`RECURRENCE-ID:20240617T000000Z`) names the day written, as other readers take it; an instant would
 * fall on another day, or between two days, wherever the calendar is read away from UTC.
 */
export function instanceStartNamedBy(
  moment: IcalMoment,
  master: CalendarEventRecord,
  context: ExpansionContext,
) {
  if (!master.start.isDate || moment.isDate) return momentToEpoch(moment, context);
  return wallToEpoch(Math.floor(moment.wall / dayMs) * dayMs, context.userZone);
}

export function endOf(
  startWall: number,
  startEpoch: number,
  length: EventLength,
  zone: TimeZoneRules,
): number {
  if (length.kind !== 'nominal' || length.days === 0) return startEpoch + length.ms;
  return wallToEpoch(startWall + length.days * dayMs, zone) + length.ms;
}

/** The length of an event read in `zone`: a floating DTEND becomes exact there, measured at DTSTART. */
export function lengthIn(event: CalendarEventRecord, zone: TimeZoneRules): EventLength {
  const { length } = event;
  if (length.kind !== 'floating') return length;
  const start = event.start.wall;
  return { kind: 'exact', ms: wallToEpoch(start + length.ms, zone) - wallToEpoch(start, zone) };
}

/** Longest an instance can last in ms, with slack for a DST change inside it. */
export function longestSpan(length: EventLength): number {
  if (length.kind === 'exact') return Math.max(0, length.ms);
  const days = length.kind === 'nominal' ? length.days : 0;
  return Math.max(0, days * dayMs + length.ms) + 2 * 3_600_000;
}

export function emit(start: number, end: number, kind: BusyKind, context: ExpansionContext): void {
  const { range } = context;
  if (end <= start || end <= range.start || start >= range.end) return;
  context.out.push({ start: Math.max(start, range.start), end: Math.min(end, range.end), kind });
}

/** True when clock readings alone show the event cannot touch the range (no zone is more than a day off UTC). */
export function clearlyOutside(event: CalendarEventRecord, range: TimeRange): boolean {
  if (event.start.wall > range.end + 2 * dayMs) return true;
  if (event.rdates.length > 0) return false;
  let lastWall = event.endWall;
  for (const rule of event.rules) {
    const until = rule.until;
    if (!until) return false;
    const untilWall = Date.UTC(
      until.year,
      until.month - 1,
      until.day,
      until.hour,
      until.minute,
      until.second,
    );
    lastWall = Math.max(lastWall, untilWall + longestSpan(event.length));
  }
  return lastWall < range.start - 2 * dayMs;
}

export function emitSingle(event: CalendarEventRecord, kind: BusyKind, context: ExpansionContext): void {
  const zone = zoneOf(event.start, context);
  const start = wallToEpoch(event.start.wall, zone);
  emit(start, endOf(event.start.wall, start, lengthIn(event, zone), zone), kind, context);
}
