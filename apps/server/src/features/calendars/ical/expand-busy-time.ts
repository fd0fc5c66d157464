import type { BusyInterval, TimeRange } from '../provider-port';
import {
  parseCalendar,
  type CalendarEventRecord,
  type IcalMoment,
  type ParsedCalendar,
} from './calendar-events';
import { boundedIterator, RecurrenceBudgetExceeded } from './bounded-recur-iterator';
import { busyKindOf } from './busy-kind';
import { calendarLimits, calendarTooLarge } from './calendar-limits';
import {
  clearlyOutside,
  dayMs,
  emit,
  emitSingle,
  endOf,
  instanceStartNamedBy,
  lengthIn,
  longestSpan,
  momentToEpoch,
  zoneOf,
  type ExpansionContext,
} from './instance-times';
import { alignedSeriesStart } from './recurrence-skip-ahead';
import { daySetInstances } from './day-set-recurrence';
import { laterInstanceShifts } from './this-and-future';
import { simpleRecurrenceInstances } from './simple-recurrence';
import { floatingTime, ruleInSeriesClock, untilWall } from './until-in-series-clock';
import { epochToWall, requireIanaZone, wallToEpoch } from '@overlap/engine/zoned-time';

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

/** Bounds the work one hostile or broken series can cause (e.g. FREQ=SECONDLY from 1990). */
const maxInstancesPerSeries = 100_000;
const maxIteratorStepsPerSeries = 200_000;
const maxDaysScannedPerSeries = 400_000;

/** Expands one series into `context.out`; on failure (a malformed or hostile rule) adds nothing and throws. */
function expandSeries(
  master: CalendarEventRecord,
  overridden: Set<number>,
  futureChanges: readonly CalendarEventRecord[],
  shared: ExpansionContext,
): void {
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
  const shifts = laterInstanceShifts(master, futureChanges, zone, context);
  const seen = new Set<number>();
  const emitInstance = (wall: number, endOverride: number | null) => {
    const start = wallToEpoch(wall, zone);
    if (excluded.has(start) || overridden.has(start) || seen.has(start)) return;
    seen.add(start);
    const shift = shifts.findLast((candidate) => candidate.after < start);
    if (shift) {
      const moved = wall + shift.byWall;
      const movedStart = wallToEpoch(moved, zone);
      emit(movedStart, endOf(moved, movedStart, shift.length, zone), kind, context);
      return;
    }
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
          daySetInstances(rule, master.start.wall, firstUsefulWall, lastUsefulWall, until, {
            days: maxDaysScannedPerSeries,
            instances: maxInstancesPerSeries,
          }));
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
 * cancelled instances (RECURRENCE-ID, with RANGE=THISANDFUTURE for the later ones too). Does not depend
 * on the process time zone.
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
      const futureChanges = overrides.filter((override) => override.thisAndFuture);
      const overridden = new Set(
        overrides.map((override) =>
          instanceStartNamedBy(override.recurrenceId as IcalMoment, event, context),
        ),
      );
      try {
        expandSeries(event, overridden, futureChanges, context);
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
