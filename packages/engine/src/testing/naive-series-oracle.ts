import type { SeriesInput, SeriesParticipantInput, SeriesSlot } from '../series/series-types.ts';
import type { Interval, WorkingHoursRange } from '../types.ts';
import { intlLocalMinute } from './intl-local-minute.ts';

// A deliberately slow, obviously correct model of a series, written apart from the engine: dates with
// Date.UTC arithmetic, every local reading straight from Intl, and every occurrence walked minute by
// minute. Supports typical weeks and working hours whose ranges do not run past midnight.

/**
 * RFC 5545 by search: the first instant whose local reading is the wall minute; in a gap, the
 * instant of the jump plus how far the wall minute lies past the last reading before it.
 */
export function intlWallToEpoch(zone: string, wallMinute: number): number {
  for (let u = wallMinute - 15 * 60; u <= wallMinute + 15 * 60; u++) {
    if (intlLocalMinute(zone, u) === wallMinute) return u;
  }
  for (let u = wallMinute - 15 * 60; u <= wallMinute + 15 * 60; u++) {
    if (intlLocalMinute(zone, u) > wallMinute) return u + (wallMinute - (intlLocalMinute(zone, u - 1) + 1));
  }
  throw new Error(`no instant for ${wallMinute} in ${zone}`);
}

function dateString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every generated occurrence date (skipped ones included) of a slot, in the organizer's zone. */
export function naiveOccurrenceDates(input: SeriesInput, weekday: number): string[] {
  const r = input.recurrence;
  const start = Date.parse(`${r.startDate}T00:00Z`);
  const until = r.until === undefined ? Infinity : Date.parse(`${r.until}T00:00Z`);
  const count = r.count ?? Infinity;
  const interval = r.interval ?? 1;
  const dayMs = 86_400_000;
  const jsWeekday = weekday % 7;
  const dates: string[] = [];
  if (r.frequency === 'weekly') {
    let at = start;
    while (new Date(at).getUTCDay() !== jsWeekday) at += dayMs;
    for (; at <= until && dates.length < count; at += 7 * interval * dayMs) dates.push(dateString(at));
    return dates;
  }
  const first = new Date(start);
  for (let m = 0; dates.length < count; m += interval) {
    const year = first.getUTCFullYear();
    const month = first.getUTCMonth() + m;
    const matching: number[] = [];
    for (let d = 1; d <= 31; d++) {
      const at = Date.UTC(year, month, d);
      if (new Date(at).getUTCMonth() !== ((month % 12) + 12) % 12) break;
      if (new Date(at).getUTCDay() === jsWeekday) matching.push(at);
    }
    const ordinal = r.ordinal ?? 1;
    const at = ordinal > 0 ? matching[ordinal - 1]! : matching[matching.length - 1]!;
    if (at < start) continue;
    if (at > until) break;
    dates.push(dateString(at));
  }
  return dates;
}

function clock(value: string): number {
  const [h, m] = value.split(':').map(Number);
  return h! * 60 + m!;
}

function inRanges(rows: readonly WorkingHoursRange[], weekday: number, minuteOfDay: number): boolean {
  return rows.some(
    (row) => row.weekday === weekday && clock(row.start) <= minuteOfDay && minuteOfDay < clock(row.end),
  );
}

const DEFAULT_HOURS: WorkingHoursRange[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday: weekday as WorkingHoursRange['weekday'],
  start: '09:00',
  end: '17:00',
}));

function localRead(zone: string, minute: number): { weekday: number; minuteOfDay: number } {
  const local = intlLocalMinute(zone, minute);
  const day = Math.floor(local / 1440);
  return { weekday: new Date(day * 86_400_000).getUTCDay() || 7, minuteOfDay: local - day * 1440 };
}

function overlaps(start: number, length: number, intervals: readonly Interval[] = []): boolean {
  return intervals.some(
    (i) =>
      i.end > i.start && Math.floor(i.start / 60_000) < start + length && Math.ceil(i.end / 60_000) > start,
  );
}

/** 0 working, 1 edge, 2 outside, 3 night, as documented. */
export function naiveComfort(p: SeriesParticipantInput, start: number, length: number): number {
  const hours = p.workingHours && p.workingHours.length > 0 ? p.workingHours : DEFAULT_HOURS;
  const working = (minute: number) => {
    const { weekday, minuteOfDay } = localRead(p.zone, minute);
    return inRanges(hours, weekday, minuteOfDay);
  };
  const minutes = Array.from({ length }, (_, i) => start + i);
  if (minutes.every(working)) return 0;
  const night = minutes.some((minute) => {
    const { minuteOfDay } = localRead(p.zone, minute);
    return (minuteOfDay >= 22 * 60 || minuteOfDay < 6 * 60) && !working(minute);
  });
  if (night) return 3;
  const nearWork = minutes.every((minute) => {
    for (let w = minute - 60; w <= minute + 60; w++) if (working(w)) return true;
    return false;
  });
  return nearWork ? 1 : 2;
}

/** `f`, `i`, `b`, `u` or `d` for one person at one occurrence. */
export function naiveLetter(
  p: SeriesParticipantInput,
  start: number,
  length: number,
  allowOutside: boolean,
): string {
  if (p.response === 'pending') return 'u';
  if (p.response === 'declined') return 'd';
  const minutes = Array.from({ length }, (_, i) => start + i);
  let hard = overlaps(start, length, p.busy);
  let weak = overlaps(start, length, p.tentative);
  const week = p.typicalWeek;
  if (week) {
    const marked = [...week.available, ...week.ifNeedBe];
    hard ||= !minutes.every((minute) => {
      const { weekday, minuteOfDay } = localRead(p.zone, minute);
      return inRanges(marked, weekday, minuteOfDay);
    });
    weak ||= !minutes.every((minute) => {
      const { weekday, minuteOfDay } = localRead(p.zone, minute);
      return inRanges(week.available, weekday, minuteOfDay);
    });
  } else if (!allowOutside) {
    hard ||= naiveComfort(p, start, length) !== 0;
  }
  return hard ? 'b' : weak ? 'i' : 'f';
}

export interface NaiveSeriesSlot {
  occurrences: { index: number; date: string; start: number }[];
  states: string[];
  localTimes: string[][];
  discomfort: number[];
  everyoneCount: number;
}

function hhmm(local: number): string {
  const minuteOfDay = ((local % 1440) + 1440) % 1440;
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

export function naiveSeriesSlot(input: SeriesInput, slot: SeriesSlot): NaiveSeriesSlot {
  const skip = new Set(input.recurrence.skip ?? []);
  const occurrences = naiveOccurrenceDates(input, slot.weekday)
    .map((date, index) => ({ date, index }))
    .filter(({ date }) => !skip.has(date))
    .map(({ date, index }) => ({
      index,
      date,
      start: intlWallToEpoch(input.organizer.zone, Date.parse(`${date}T00:00Z`) / 60_000 + clock(slot.time)),
    }));
  const length = input.durationMinutes;
  const allowOutside = input.allowOutsideWorkingHours === true;
  const states = input.participants.map((p) =>
    occurrences.map(({ start }) => naiveLetter(p, start, length, allowOutside)).join(''),
  );
  const comfort = input.participants.map((p) =>
    occurrences.map(({ start }) => naiveComfort(p, start, length)),
  );
  return {
    occurrences,
    states,
    localTimes: input.participants.map((p) =>
      occurrences.map(({ start }) => hhmm(intlLocalMinute(p.zone, start))),
    ),
    discomfort: input.participants.map((p, i) =>
      p.response === 'declined' ? 0 : comfort[i]!.reduce((sum, value) => sum + value, 0),
    ),
    everyoneCount: occurrences.filter((_, j) =>
      input.participants.every(
        (p, i) => !p.required || p.response !== 'answered' || 'fi'.includes(states[i]![j]!),
      ),
    ).length,
  };
}
