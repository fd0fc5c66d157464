import ICAL from 'ical.js';
import type { BusyInterval, BusyKind, TimeRange } from '../provider-port';
import {
  parseCalendar,
  type CalendarEventRecord,
  type EventLength,
  type IcalMoment,
  type ParsedCalendar,
} from './calendar-events';
import { boundedIterator, RecurrenceBudgetExceeded } from './bounded-recur-iterator';
import { calendarLimits, calendarTooLarge } from './calendar-limits';
import { alignedSeriesStart } from './recurrence-skip-ahead';
import { misreadMonthlyInstances, simpleRecurrenceInstances } from './simple-recurrence';
import { epochToWall, requireIanaZone, wallToEpoch, type TimeZoneRules } from '@overlap/engine/zoned-time';

export interface ExpandOptions {
  range: TimeRange;
  /** IANA zone that all-day dates and floating times belong to. */
  userZone: string;
  /** The user's addresses: events they declined are not busy time. */
  userAddresses?: readonly string[];
  /** Off only in tests that compare against a full walk from DTSTART. */
  skipAhead?: boolean;
  /** Intervals all calendars together may produce in the range (default `calendarLimits`). */
  maxInstances?: number;
}

const dayMs = 86_400_000;
/** Bounds the work one hostile or broken series can cause (e.g. FREQ=SECONDLY from 1990). */
const maxInstancesPerSeries = 100_000;
const maxIteratorStepsPerSeries = 200_000;

interface ExpansionContext {
  range: TimeRange;
  userZone: TimeZoneRules;
  userAddresses: Set<string>;
  skipAhead: boolean;
  out: BusyInterval[];
}

/** Busy or tentative for one event, or null when it does not block time for this user. */
export function busyKindOf(event: CalendarEventRecord, userAddresses: Set<string>): BusyKind | null {
  if (event.status === 'CANCELLED' || event.transparent) return null;
  const outlook = event.outlookBusyStatus;
  if (outlook === 'FREE' || outlook === 'WORKINGELSEWHERE') return null;
  const mine = event.attendees.find((attendee) => userAddresses.has(attendee.address));
  if (mine?.partstat === 'DECLINED') return null;
  if (event.status === 'TENTATIVE' || outlook === 'TENTATIVE' || mine?.partstat === 'TENTATIVE')
    return 'tentative';
  return 'busy';
}

function zoneOf(moment: IcalMoment, context: ExpansionContext): TimeZoneRules {
  return moment.zone ?? context.userZone;
}

function momentToEpoch(moment: IcalMoment, context: ExpansionContext): number {
  return wallToEpoch(moment.wall, zoneOf(moment, context));
}

/**
 * The start of the instance an EXDATE or RECURRENCE-ID names. In an all-day series a date-time there
 * (`RECURRENCE-ID:20240617T000000Z`) names the day written, as other readers take it; an instant would
 * fall on another day, or between two days, wherever the calendar is read away from UTC.
 */
function instanceStartNamedBy(moment: IcalMoment, master: CalendarEventRecord, context: ExpansionContext) {
  if (!master.start.isDate || moment.isDate) return momentToEpoch(moment, context);
  return wallToEpoch(Math.floor(moment.wall / dayMs) * dayMs, context.userZone);
}

function endOf(startWall: number, startEpoch: number, length: EventLength, zone: TimeZoneRules): number {
  if (length.kind !== 'nominal' || length.days === 0) return startEpoch + length.ms;
  return wallToEpoch(startWall + length.days * dayMs, zone) + length.ms;
}

/** The length of an event read in `zone`: a floating DTEND becomes exact there, measured at DTSTART. */
function lengthIn(event: CalendarEventRecord, zone: TimeZoneRules): EventLength {
  const { length } = event;
  if (length.kind !== 'floating') return length;
  const start = event.start.wall;
  return { kind: 'exact', ms: wallToEpoch(start + length.ms, zone) - wallToEpoch(start, zone) };
}

/** Longest an instance can last in ms, with slack for a DST change inside it. */
function longestSpan(length: EventLength): number {
  if (length.kind === 'exact') return Math.max(0, length.ms);
  const days = length.kind === 'nominal' ? length.days : 0;
  return Math.max(0, days * dayMs + length.ms) + 2 * 3_600_000;
}

function emit(start: number, end: number, kind: BusyKind, context: ExpansionContext): void {
  const { range } = context;
  if (end <= start || end <= range.start || start >= range.end) return;
  context.out.push({ start: Math.max(start, range.start), end: Math.min(end, range.end), kind });
}

/** True when clock readings alone show the event cannot touch the range (no zone is more than a day off UTC). */
function clearlyOutside(event: CalendarEventRecord, range: TimeRange): boolean {
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

function emitSingle(event: CalendarEventRecord, kind: BusyKind, context: ExpansionContext): void {
  const zone = zoneOf(event.start, context);
  const start = wallToEpoch(event.start.wall, zone);
  emit(start, endOf(event.start.wall, start, lengthIn(event, zone), zone), kind, context);
}

/**
 * UNTIL in UTC compared against floating iteration times must first become a clock reading in the series'
 * zone. An all-day series has no zone: a date-time UNTIL there ends on the date it is written with, as
 * other readers take it, rather than on a date that depends on where the calendar is read.
 */
function ruleInSeriesClock(rule: ICAL.Recur, zone: TimeZoneRules, isDate: boolean): ICAL.Recur {
  const until = rule.until;
  if (!until || until.isDate) return rule;
  if (isDate) {
    const adjusted = rule.clone();
    adjusted.until = ICAL.Time.fromData({
      year: until.year,
      month: until.month,
      day: until.day,
      isDate: true,
    });
    return adjusted;
  }
  if (until.zone !== ICAL.Timezone.utcTimezone) return rule;
  const untilEpoch = Date.UTC(until.year, until.month - 1, until.day, until.hour, until.minute, until.second);
  const wall = new Date(epochToWall(untilEpoch, zone));
  const adjusted = rule.clone();
  adjusted.until = floatingTime(wall.getTime(), false);
  return adjusted;
}

/** UNTIL as a wall time comparable with instances; undefined when its kind (date or date-time) differs from DTSTART's. */
function untilWall(rule: ICAL.Recur, startIsDate: boolean): number | null | undefined {
  const until = rule.until;
  if (!until) return null;
  if (until.isDate !== startIsDate) return undefined;
  return Date.UTC(until.year, until.month - 1, until.day, until.hour, until.minute, until.second);
}

function floatingTime(wall: number, isDate: boolean): ICAL.Time {
  const date = new Date(wall);
  const fields = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  return ICAL.Time.fromData(
    isDate
      ? { ...fields, isDate: true }
      : {
          ...fields,
          hour: date.getUTCHours(),
          minute: date.getUTCMinutes(),
          second: date.getUTCSeconds(),
          isDate: false,
        },
  );
}

/** Expands one series into `context.out`; on failure (a malformed or hostile rule) adds nothing and throws. */
function expandSeries(master: CalendarEventRecord, overridden: Set<number>, shared: ExpansionContext): void {
  const kind = busyKindOf(master, shared.userAddresses);
  if (!kind) return;
  const context = { ...shared, out: [] as BusyInterval[] };
  const zone = zoneOf(master.start, context);
  const length = lengthIn(master, zone);
  const span = longestSpan(length);
  const firstUsefulWall = epochToWall(context.range.start, zone) - span - 2 * dayMs;
  const lastUsefulWall = epochToWall(context.range.end, zone) + 2 * dayMs;
  const nearWindow = (moment: IcalMoment) =>
    moment.wall >= firstUsefulWall - dayMs && moment.wall <= lastUsefulWall + dayMs;
  const excluded = new Set(
    master.exdates.filter(nearWindow).map((moment) => instanceStartNamedBy(moment, master, context)),
  );
  const seen = new Set<number>();
  const emitInstance = (wall: number, endOverride: number | null) => {
    const start = wallToEpoch(wall, zone);
    if (excluded.has(start) || overridden.has(start) || seen.has(start)) return;
    seen.add(start);
    emit(start, endOverride ?? endOf(wall, start, length, zone), kind, context);
  };

  // Iteration runs on floating clock readings in the series' own zone; instants are computed per instance.
  for (const writtenRule of master.rules) {
    let rule = ruleInSeriesClock(writtenRule, zone, master.start.isDate);
    let firstWall: number | null = null;
    const walk = (fromWall: number) => {
      const start = floatingTime(fromWall, master.start.isDate);
      const iterator = boundedIterator(rule, start, maxIteratorStepsPerSeries);
      const walls: number[] = [];
      for (let count = 0; count < maxInstancesPerSeries; count++) {
        const next = iterator.next();
        if (!next) break;
        const wall = Date.UTC(next.year, next.month - 1, next.day, next.hour, next.minute, next.second);
        if (count === 0) firstWall = wall;
        if (wall > lastUsefulWall) break;
        if (wall >= firstUsefulWall) walls.push(wall);
      }
      return walls;
    };
    const until = untilWall(rule, master.start.isDate);
    const arithmetic =
      until === undefined
        ? null
        : ((context.skipAhead
            ? simpleRecurrenceInstances(rule, master.start.wall, firstUsefulWall, lastUsefulWall, until)
            : null) ??
          misreadMonthlyInstances(rule, master.start.wall, firstUsefulWall, lastUsefulWall, until));
    const aligned =
      context.skipAhead && !arithmetic ? alignedSeriesStart(rule, master.start.wall, firstUsefulWall) : null;
    let walls: number[];
    try {
      walls = arithmetic ?? walk(aligned ?? master.start.wall);
    } catch (error) {
      // ical.js validates some BYDAY/BYMONTHDAY mixes against the start it is given: retry from DTSTART.
      if (aligned === null || error instanceof RecurrenceBudgetExceeded) throw error;
      walls = walk(master.start.wall);
    }
    // COUNT rules are always walked from DTSTART. ical.js leaves out a DTSTART its rule does not match
    // (WEEKLY, MONTHLY) but RFC 5545 counts it as the first of COUNT: the rule itself gives one fewer.
    if (rule.count && firstWall !== null && firstWall !== master.start.wall) {
      const count = rule.count - 1;
      rule = rule.clone();
      rule.count = count;
      walls = count > 0 ? walk(master.start.wall) : [];
    }
    for (const wall of walls) emitInstance(wall, null);
  }
  // DTSTART is always an instance (RFC 5545), also where the rule would not produce it.
  if (master.start.wall >= firstUsefulWall && master.start.wall <= lastUsefulWall)
    emitInstance(master.start.wall, null);
  for (const rdate of master.rdates) {
    const startWall = epochToWall(momentToEpoch(rdate.start, context), zone);
    emitInstance(startWall, rdate.end ? momentToEpoch(rdate.end, context) : null);
  }
  shared.out.push(...context.out);
}

/**
 * Busy and tentative intervals of one or more calendars within `range`, clipped to it and sorted.
 * Recurrences are expanded here (servers seldom do it right), honouring EXDATE, RDATE and moved or
 * cancelled instances (RECURRENCE-ID). Does not depend on the process time zone.
 */
export function expandBusyTime(
  calendars: string | ParsedCalendar | readonly ParsedCalendar[],
  options: ExpandOptions,
): BusyInterval[] {
  const list =
    typeof calendars === 'string'
      ? [parseCalendar(calendars)]
      : Array.isArray(calendars)
        ? calendars
        : [calendars as ParsedCalendar];
  const context: ExpansionContext = {
    range: options.range,
    userZone: requireIanaZone(options.userZone),
    userAddresses: new Set(
      (options.userAddresses ?? []).map((address) => address.replace(/^mailto:/i, '').toLowerCase()),
    ),
    skipAhead: options.skipAhead ?? true,
    out: [],
  };
  const maxInstances = options.maxInstances ?? calendarLimits.maxInstancesInWindow;
  const checkSize = () => {
    if (context.out.length > maxInstances)
      throw calendarTooLarge(`more than ${maxInstances} busy intervals in the range`);
  };
  for (const calendar of list) {
    const overridesByUid = new Map<string, CalendarEventRecord[]>();
    for (const event of calendar.events) {
      if (event.recurrenceId)
        overridesByUid.set(event.uid, [...(overridesByUid.get(event.uid) ?? []), event]);
    }
    for (const event of calendar.events) {
      if (event.recurrenceId) {
        // A moved or changed instance stands on its own; its original slot is skipped in the series.
        const kind = busyKindOf(event, context.userAddresses);
        if (kind) emitSingle(event, kind, context);
        checkSize();
        continue;
      }
      if (clearlyOutside(event, context.range)) continue;
      const overrides = overridesByUid.get(event.uid) ?? [];
      const overridden = new Set(
        overrides.map((override) =>
          instanceStartNamedBy(override.recurrenceId as IcalMoment, event, context),
        ),
      );
      try {
        expandSeries(event, overridden, context);
      } catch {
        // ical.js throws on some malformed rules; one broken event must not hide everyone else's busy time.
        const kind = busyKindOf(event, context.userAddresses);
        if (kind) emitSingle(event, kind, context);
      }
      checkSize();
    }
  }
  return context.out.sort((a, b) => a.start - b.start || a.end - b.end);
}
