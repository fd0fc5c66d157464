import { ENGINE_LIMITS } from '../input/prepare-input.ts';
import {
  weeklyFromConstraints,
  weeklyFromWorkingHours,
  weeklyKey,
  type WeeklyRanges,
} from '../input/weekly-ranges.ts';
import { ScheduleInputError } from '../schedule-input-error.ts';
import { assertKnownZone } from '../time/zone-offset.ts';
import type { Interval } from '../types.ts';
import { prepareRecurrence, type PreparedRecurrence } from './recurrence.ts';
import type { SeriesInput, SeriesParticipantInput, SeriesSlot } from './series-types.ts';
import { parseClockTime } from '../input/clock-time.ts';

export interface PreparedSeriesParticipant {
  input: SeriesParticipantInput;
  weekly: WeeklyRanges;
  /** Index into `profiles`: people with the same zone and working hours share comfort. */
  profile: number;
  /** The typical week as weekly ranges, or null when the person did not paint one. */
  available: WeeklyRanges | null;
  marked: WeeklyRanges | null;
}

export interface SeriesProfile {
  zone: string;
  weekly: WeeklyRanges;
}

export interface PreparedSeries {
  recurrence: PreparedRecurrence;
  duration: number;
  step: number;
  organizerZone: string;
  allowed: WeeklyRanges;
  limit: number;
  rotationLimit: number;
  allowOutsideWorkingHours: boolean;
  participants: PreparedSeriesParticipant[];
  profiles: SeriesProfile[];
  /** Evaluate only this slot (weekday, minute of day), whatever the allowed hours. */
  only: { weekday: number; time: number } | null;
}

function positiveInteger(
  value: unknown,
  fallback: number,
  max: number,
  code: 'invalid-duration' | 'invalid-step',
  field: string,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > max) {
    throw new ScheduleInputError(code, `${field}: expected a whole number from 1 to ${max}`);
  }
  return value;
}

function checkZone(zone: unknown, field: string): string {
  try {
    if (typeof zone !== 'string') throw new RangeError('not a string');
    assertKnownZone(zone);
    return zone;
  } catch {
    throw new ScheduleInputError('invalid-zone', `${field}: unknown IANA time zone "${String(zone)}"`);
  }
}

function checkIntervals(list: unknown, field: string): void {
  if (list === undefined) return;
  if (!Array.isArray(list))
    throw new ScheduleInputError('invalid-participants', `${field}: expected a list of intervals`);
  (list as Interval[]).forEach((interval, i) => {
    if (
      interval === null ||
      typeof interval !== 'object' ||
      !Number.isFinite(interval.start) ||
      !Number.isFinite(interval.end) ||
      !(interval.end >= interval.start)
    ) {
      throw new ScheduleInputError('invalid-interval', `${field}[${i}]: expected finite start ≤ end`);
    }
  });
}

function typicalRanges(rows: unknown, field: string): WeeklyRanges {
  if (!Array.isArray(rows)) {
    throw new ScheduleInputError('invalid-participants', `${field}: expected a list of weekly ranges`);
  }
  // An empty painted list means no time at all, not the default working week.
  return rows.length === 0 ? [[], [], [], [], [], [], []] : weeklyFromWorkingHours(rows, field);
}

function prepareParticipant(
  p: SeriesParticipantInput,
  field: string,
  profileIndex: Map<string, number>,
  profiles: SeriesProfile[],
): PreparedSeriesParticipant {
  const bad = (what: string) => new ScheduleInputError('invalid-participants', `${field}${what}`);
  if (p === null || typeof p !== 'object') throw bad(': expected an object');
  if (typeof p.id !== 'string' || p.id === '') throw bad('.id: expected a non-empty string');
  if (typeof p.displayName !== 'string') throw bad('.displayName: expected a string');
  if (typeof p.required !== 'boolean') throw bad('.required: expected true or false');
  if (p.response !== 'pending' && p.response !== 'answered' && p.response !== 'declined') {
    throw bad('.response: expected pending, answered or declined');
  }
  const zone = checkZone(p.zone, `${field}.zone`);
  if (p.workingHours !== undefined && !Array.isArray(p.workingHours))
    throw bad('.workingHours: expected a list');
  const weekly = weeklyFromWorkingHours(p.workingHours, `${field}.workingHours`);
  checkIntervals(p.busy, `${field}.busy`);
  checkIntervals(p.tentative, `${field}.tentative`);
  let available: WeeklyRanges | null = null;
  let marked: WeeklyRanges | null = null;
  if (p.typicalWeek !== undefined) {
    const week = p.typicalWeek as { available?: unknown; ifNeedBe?: unknown } | null;
    if (week === null || typeof week !== 'object')
      throw bad('.typicalWeek: expected available and ifNeedBe lists');
    available = typicalRanges(week.available, `${field}.typicalWeek.available`);
    const ifNeedBe = typicalRanges(week.ifNeedBe, `${field}.typicalWeek.ifNeedBe`);
    marked = available.map((day, d) => [...day, ...ifNeedBe[d]!]);
  }
  const key = `${zone}#${weeklyKey(weekly)}`;
  let profile = profileIndex.get(key);
  if (profile === undefined) {
    profile = profiles.length;
    profiles.push({ zone, weekly });
    profileIndex.set(key, profile);
  }
  return { input: p, weekly, profile, available, marked };
}

function onlySlot(slot: SeriesSlot | undefined): PreparedSeries['only'] {
  if (slot === undefined) return null;
  if (
    slot === null ||
    typeof slot !== 'object' ||
    !Number.isInteger(slot.weekday) ||
    slot.weekday < 1 ||
    slot.weekday > 7
  ) {
    throw new ScheduleInputError('invalid-weekday', 'slot.weekday: expected 1 (Monday) to 7');
  }
  const time = parseClockTime(slot.time, 'slot.time');
  if (time >= 1440) throw new ScheduleInputError('invalid-clock-time', 'slot.time: expected 00:00 to 23:59');
  return { weekday: slot.weekday, time };
}

/** The series input validated, with defaults applied; `slot` evaluates that one weekly slot only. */
export function prepareSeries(input: SeriesInput, slot?: SeriesSlot): PreparedSeries {
  if (input === null || typeof input !== 'object') {
    throw new ScheduleInputError('invalid-recurrence', 'input: expected a series request');
  }
  const recurrence = prepareRecurrence(input.recurrence);
  const duration = positiveInteger(
    input.durationMinutes,
    NaN,
    24 * 60,
    'invalid-duration',
    'durationMinutes',
  );
  if (Number.isNaN(duration))
    throw new ScheduleInputError(
      'invalid-duration',
      'durationMinutes: expected a whole number from 1 to 1440',
    );
  const step = positiveInteger(input.stepMinutes, 15, 24 * 60, 'invalid-step', 'stepMinutes');
  const limit = input.limit ?? 10;
  if (!(limit >= 0)) throw new ScheduleInputError('invalid-limit', 'limit: expected a number ≥ 0');
  const rotationLimit = input.rotationLimit ?? 3;
  if (!(rotationLimit >= 0))
    throw new ScheduleInputError('invalid-limit', 'rotationLimit: expected a number ≥ 0');
  if (input.organizer === null || typeof input.organizer !== 'object') {
    throw new ScheduleInputError('invalid-zone', 'organizer: expected the organizer’s zone and constraints');
  }
  const organizerZone = checkZone(input.organizer.zone, 'organizer.zone');
  const list: unknown = input.participants;
  if (!Array.isArray(list)) {
    throw new ScheduleInputError('invalid-participants', 'participants: expected a list of participants');
  }
  if (list.length === 0)
    throw new ScheduleInputError('no-participants', 'participants: at least one participant is needed');
  if (list.length > ENGINE_LIMITS.maxParticipants) {
    throw new ScheduleInputError(
      'invalid-participants',
      `participants: at most ${ENGINE_LIMITS.maxParticipants} participants`,
    );
  }
  const ids = new Set<string>();
  const profileIndex = new Map<string, number>();
  const profiles: SeriesProfile[] = [];
  const participants = (list as SeriesParticipantInput[]).map((p, i) => {
    const prepared = prepareParticipant(p, `participants[${i}]`, profileIndex, profiles);
    if (ids.has(p.id)) {
      throw new ScheduleInputError('duplicate-participant', `participants[${i}].id: "${p.id}" appears twice`);
    }
    ids.add(p.id);
    return prepared;
  });
  return {
    recurrence,
    duration,
    step,
    organizerZone,
    allowed: weeklyFromConstraints(input.organizer.allowedWeekdays, input.organizer.allowedHours),
    limit: Math.floor(limit),
    rotationLimit: Math.floor(rotationLimit),
    allowOutsideWorkingHours: input.allowOutsideWorkingHours === true,
    participants,
    profiles,
    only: onlySlot(slot),
  };
}
