import { ScheduleInputError } from '../schedule-input-error.ts';
import { assertKnownZone } from '../time/zone-offset.ts';
import type { ParticipantInput, RankInput } from '../types.ts';
import {
  weeklyFromConstraints,
  weeklyFromWorkingHours,
  weeklyKey,
  type WeeklyRanges,
} from './weekly-ranges.ts';

export interface PreparedParticipant {
  input: ParticipantInput;
  weekly: WeeklyRanges;
  /** Zone and working hours: participants sharing it share one zone profile. */
  profileKey: string;
  painted: boolean;
}

/** The input in integer epoch minutes, validated, with defaults applied. */
export interface PreparedInput {
  windowStart: number;
  windowEnd: number;
  duration: number;
  step: number;
  nowMinute: number;
  limit: number;
  allowOutsideWorkingHours: boolean;
  /** "More times near this": slots starting within `spanMs` of `start` (ms), best first, no variety. */
  focus: { start: number; spanMs: number } | null;
  organizerZone: string;
  allowed: WeeklyRanges;
  participants: PreparedParticipant[];
}

const MAX_GRID_POSITIONS = 200_000;
/** Far beyond any meeting the product allows (8 hours) and any window (90 days), well short of harm. */
export const ENGINE_LIMITS = {
  maxDurationMinutes: 7 * 24 * 60,
  maxWindowDays: 366,
  maxParticipants: 1000,
} as const;
const DAY_MS = 86_400_000;

const intervalLists = ['busy', 'tentative'] as const;

/** A list of interval objects, or packed epoch-minute pairs (an `Int32Array` of even length). */
function isIntervalList(value: unknown): boolean {
  return Array.isArray(value) || (value instanceof Int32Array && value.length % 2 === 0);
}

/** The shape of one participant, checked before anything reads it (input may come from JSON). */
function checkParticipantShape(participant: unknown, field: string): asserts participant is ParticipantInput {
  const invalid = (what: string) => new ScheduleInputError('invalid-participants', `${field}${what}`);
  if (participant === null || typeof participant !== 'object') throw invalid(': expected an object');
  const p = participant as Record<string, unknown>;
  if (typeof p.id !== 'string' || p.id === '') throw invalid('.id: expected a non-empty string');
  if (typeof p.zone !== 'string') throw invalid('.zone: expected an IANA time zone name');
  if (typeof p.required !== 'boolean') throw invalid('.required: expected true or false');
  if (p.response !== 'pending' && p.response !== 'answered' && p.response !== 'declined') {
    throw invalid('.response: expected pending, answered or declined');
  }
  if (p.workingHours !== undefined && !Array.isArray(p.workingHours)) {
    throw invalid('.workingHours: expected a list');
  }
  for (const list of intervalLists) {
    if (p[list] !== undefined && !isIntervalList(p[list]))
      throw invalid(`.${list}: expected a list of intervals`);
  }
  if (p.painted !== undefined) {
    const painted = p.painted as Record<string, unknown> | null;
    if (
      painted === null ||
      typeof painted !== 'object' ||
      !isIntervalList(painted.available) ||
      !isIntervalList(painted.ifNeedBe)
    ) {
      throw invalid('.painted: expected lists of available and if-need-be intervals');
    }
  }
}

function checkParticipants(participants: unknown): asserts participants is readonly ParticipantInput[] {
  if (!Array.isArray(participants)) {
    throw new ScheduleInputError('invalid-participants', 'participants: expected a list of participants');
  }
  if (participants.length === 0) {
    throw new ScheduleInputError('no-participants', 'participants: at least one participant is needed');
  }
  if (participants.length > ENGINE_LIMITS.maxParticipants) {
    throw new ScheduleInputError(
      'invalid-participants',
      `participants: at most ${ENGINE_LIMITS.maxParticipants} participants`,
    );
  }
  participants.forEach((participant, index) => checkParticipantShape(participant, `participants[${index}]`));
}

function checkZone(zone: string, field: string): void {
  try {
    assertKnownZone(zone);
  } catch {
    throw new ScheduleInputError('invalid-zone', `${field}: unknown IANA time zone "${zone}"`);
  }
}

function focusOf(focus: RankInput['focus']): PreparedInput['focus'] {
  if (focus === undefined) return null;
  if (focus === null || typeof focus !== 'object' || !Number.isFinite(focus.start)) {
    throw new ScheduleInputError('invalid-focus', 'focus.start: expected epoch milliseconds');
  }
  const span = positiveInteger(focus.spanMinutes, 180);
  if (Number.isNaN(span))
    throw new ScheduleInputError('invalid-focus', 'focus.spanMinutes: expected a positive integer');
  return { start: focus.start, spanMs: span * 60_000 };
}

function positiveInteger(value: number | undefined, fallback: number): number {
  return value === undefined ? fallback : Number.isInteger(value) && value > 0 ? value : NaN;
}

export function prepareInput(input: RankInput): PreparedInput {
  const { window, now } = input;
  if (
    window === null ||
    typeof window !== 'object' ||
    !Number.isFinite(window.start) ||
    !Number.isFinite(window.end) ||
    window.end < window.start
  ) {
    throw new ScheduleInputError(
      'invalid-window',
      'window: expected finite start ≤ end in epoch milliseconds',
    );
  }
  if (window.end - window.start > ENGINE_LIMITS.maxWindowDays * DAY_MS) {
    throw new ScheduleInputError(
      'invalid-window',
      `window: at most ${ENGINE_LIMITS.maxWindowDays} days long`,
    );
  }
  if (!Number.isFinite(now)) throw new ScheduleInputError('invalid-now', 'now: expected epoch milliseconds');
  const duration = positiveInteger(input.durationMinutes, NaN);
  if (Number.isNaN(duration))
    throw new ScheduleInputError('invalid-duration', 'durationMinutes: expected a positive integer');
  if (duration > ENGINE_LIMITS.maxDurationMinutes) {
    throw new ScheduleInputError(
      'invalid-duration',
      `durationMinutes: at most ${ENGINE_LIMITS.maxDurationMinutes} (7 days)`,
    );
  }
  const step = positiveInteger(input.stepMinutes, 15);
  if (Number.isNaN(step))
    throw new ScheduleInputError('invalid-step', 'stepMinutes: expected a positive integer');
  const windowStart = Math.ceil(window.start / 60_000);
  const windowEnd = Math.max(windowStart, Math.floor(window.end / 60_000));
  if ((windowEnd - windowStart) / step > MAX_GRID_POSITIONS) {
    throw new ScheduleInputError(
      'grid-too-large',
      `window / stepMinutes: more than ${MAX_GRID_POSITIONS} positions`,
    );
  }
  const limit = input.limit ?? 10;
  if (!(limit >= 0)) throw new ScheduleInputError('invalid-limit', 'limit: expected a number ≥ 0');
  if (input.organizer === null || typeof input.organizer !== 'object') {
    throw new ScheduleInputError('invalid-zone', 'organizer: expected the organizer’s zone and constraints');
  }
  checkZone(input.organizer.zone, 'organizer.zone');
  checkParticipants(input.participants);
  const ids = new Set<string>();
  const participants = input.participants.map((participant, index): PreparedParticipant => {
    const field = `participants[${index}]`;
    if (ids.has(participant.id)) {
      throw new ScheduleInputError('duplicate-participant', `${field}.id: "${participant.id}" appears twice`);
    }
    ids.add(participant.id);
    checkZone(participant.zone, `${field}.zone`);
    const weekly = weeklyFromWorkingHours(participant.workingHours, `${field}.workingHours`);
    return {
      input: participant,
      weekly,
      profileKey: `${participant.zone}#${weeklyKey(weekly)}`,
      painted: participant.painted !== undefined,
    };
  });
  return {
    windowStart,
    windowEnd,
    duration,
    step,
    nowMinute: Math.ceil(now / 60_000),
    limit: Math.floor(limit),
    allowOutsideWorkingHours: input.allowOutsideWorkingHours === true,
    focus: focusOf(input.focus),
    organizerZone: input.organizer.zone,
    allowed: weeklyFromConstraints(input.organizer.allowedWeekdays, input.organizer.allowedHours),
    participants,
  };
}
