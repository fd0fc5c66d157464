import type { QuorumRule } from './quorum/quorum-types.ts';

/** An instant in time: milliseconds since 1970-01-01T00:00:00Z. */
export type EpochMs = number;

/** A half-open span of time `[start, end)` in epoch milliseconds. */
export interface Interval {
  start: EpochMs;
  end: EpochMs;
}

/**
 * Intervals packed as epoch minutes, `[start0, end0, start1, end1, …]`, half-open: what storage reads
 * without building an object per interval. Accepted wherever a list of intervals is.
 */
export type PackedIntervals = Int32Array;

/** A list of intervals: objects in epoch milliseconds, or packed epoch minutes. */
export type IntervalsInput = readonly Interval[] | PackedIntervals;

/** ISO 8601 weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A local wall-clock time, `HH:MM` on a 24-hour clock; `24:00` means the end of the day. */
export type ClockTime = string;

/** A local time range; an `end` at or before `start` runs past midnight into the next day. */
export interface ClockRange {
  start: ClockTime;
  end: ClockTime;
}

/** One row of weekly working hours, in the participant's own zone. */
export interface WorkingHoursRange extends ClockRange {
  weekday: IsoWeekday;
}

/** `pending`: has not answered (unknown everywhere); `declined`: will not attend and never blocks. */
export type ResponseStatus = 'pending' | 'answered' | 'declined';

/** What a participant painted on the availability grid. Unmarked time counts as busy. */
export interface PaintedAvailability {
  available: IntervalsInput;
  ifNeedBe: IntervalsInput;
}

/** Who a person is to a meeting, in a single meeting and in a series alike. */
export interface PersonInput {
  id: string;
  displayName: string;
  /** IANA time zone, e.g. `Asia/Tokyo`. */
  zone: string;
  required: boolean;
  response: ResponseStatus;
  /** Empty or absent: Monday–Friday 09:00–17:00 local. */
  workingHours?: readonly WorkingHoursRange[];
}

export interface ParticipantInput extends PersonInput {
  /** Busy time from connected calendars. */
  busy?: IntervalsInput;
  /** Tentative time from connected calendars: a weaker yes, like if-need-be. */
  tentative?: IntervalsInput;
  /** Present when the participant painted the grid: then they are free only where marked. */
  painted?: PaintedAvailability;
  /**
   * Their working hours bind even when `allowOutsideWorkingHours` is on, and time outside them counts as
   * busy (the organizer's own hours from Settings: the relaxation is for calendar-only guests).
   */
  keepsWorkingHours?: boolean;
}

/** The organizer's constraints, read in the organizer's zone. Absent lists allow everything. */
export interface OrganizerConstraints {
  zone: string;
  allowedWeekdays?: readonly IsoWeekday[];
  allowedHours?: readonly ClockRange[];
}

export interface RankInput {
  window: Interval;
  durationMinutes: number;
  /** Grid of candidate starts, counted from `window.start`. Default 15. */
  stepMinutes?: number;
  /** No slot starts before this instant. */
  now: EpochMs;
  organizer: OrganizerConstraints;
  participants: readonly ParticipantInput[];
  /** How many ranked slots to return with explanations. Default 10. */
  limit?: number;
  /** Count calendar-only participants as free outside their working hours too. Default false. */
  allowOutsideWorkingHours?: boolean;
  /**
   * "More times near this": rank only slots starting within `spanMinutes` (default 180) of `start`,
   * best first, without the variety rule. Absent: the top slots are varied (see `slots`).
   */
  focus?: { start: EpochMs; spanMinutes?: number };
  /**
   * The rule a meeting books on. When it asks more than every required person and no ranked slot meets
   * it, `relaxations` counts each change by the times that would meet the rule.
   */
  quorumRule?: QuorumRule;
}

/** `declined`: said they will not come; never busy, never blocking. */
export type PersonState = 'free' | 'if-need-be' | 'busy' | 'unknown' | 'declined';

export type Comfort = 'working' | 'edge' | 'outside' | 'night';

/** How a time sits in a person's day: the structure behind the English `comfortNote`. */
export type ComfortNoteKind =
  | 'working-hours'
  | 'before-working-hours'
  | 'after-working-hours'
  | 'outside-working-hours'
  | 'day-off'
  | 'night';

/** 0: every required person free; 1: every required person free or if-need-be; 2: some still unknown. */
export type SlotTier = 0 | 1 | 2;

export interface SlotPerson {
  participantId: string;
  displayName: string;
  required: boolean;
  response: ResponseStatus;
  state: PersonState;
  comfort: Comfort;
  /** The slot's start in the person's zone, e.g. `2025-03-10T07:30+09:00`. */
  localStart: string;
  /** `HH:MM` of `localStart`. */
  localTime: string;
  /**
   * How the slot sits in the person's day, in the same words as the reasons: `within working hours`,
   * `before working hours`, `after working hours`, `outside working hours`, `on a day off`, `at night`.
   */
  comfortNote: string;
  comfortNoteKind: ComfortNoteKind;
}

/** Why a slot ranks where it does, with what a UI needs to word it in any language. */
export type SlotReason =
  | { kind: 'everyone-free' }
  | { kind: 'everyone-coming-free' }
  | { kind: 'required-free' }
  | { kind: 'optional-busy'; participantId: string; displayName: string }
  | { kind: 'if-need-be'; participantId: string; displayName: string }
  | { kind: 'not-answered'; participantId: string; displayName: string }
  | {
      kind: 'uncomfortable';
      participantId: string;
      displayName: string;
      zone: string;
      /** `HH:MM` in the person's zone. */
      localTime: string;
      comfortNote: ComfortNoteKind;
    }
  | { kind: 'within-working-hours' };

export interface ScoreBreakdown {
  tier: SlotTier;
  optionalFree: number;
  /** People who are unknown or if-need-be (declined people excluded). */
  unsure: number;
  /** Worst single discomfort: 0 working, 1 edge, 2 outside, 3 night. */
  worstDiscomfort: number;
  totalDiscomfort: number;
}

export interface StateCounts {
  free: number;
  ifNeedBe: number;
  /** Answered people who cannot make it (declined people are not counted here). */
  busy: number;
  unknown: number;
  declined: number;
}

export interface RankedSlot {
  rank: number;
  start: EpochMs;
  end: EpochMs;
  score: number;
  breakdown: ScoreBreakdown;
  counts: StateCounts;
  /** In input order. */
  people: SlotPerson[];
  /** In English, one for each of `structuredReasons`. */
  reasons: string[];
  structuredReasons: SlotReason[];
}

export type Blocker =
  | { kind: 'window-too-short'; message: string }
  | { kind: 'no-allowed-time'; message: string }
  | { kind: 'not-answered'; participantId: string; message: string }
  | { kind: 'no-free-time'; participantId: string; message: string }
  | {
      kind: 'no-common-time';
      message: string;
      /**
       * How close it comes: nobody is free together, no two required people are, or at most
       * `requiredTogether` of the `required` answered required people are.
       */
      closest: 'nobody' | 'no-two-required' | 'some-required';
      requiredTogether: number;
      required: number;
    };

/** One change the organizer can make, without its count. */
export type RelaxationChange =
  | { kind: 'make-optional'; participantId: string }
  | { kind: 'extend-window'; days: number }
  | { kind: 'allow-outside-working-hours' }
  | { kind: 'shorter-duration'; durationMinutes: number };

type Counted<T> = T & { viableSlots: number; message: string };

export type SingleRelaxation = Counted<RelaxationChange>;

/** Two changes together, offered only when no single change gives a slot. */
export type PairRelaxation = Counted<{ kind: 'pair'; changes: [RelaxationChange, RelaxationChange] }>;

export type Relaxation = SingleRelaxation | PairRelaxation;

/** A participant's row of the heat map. */
export interface HeatMapPerson {
  participantId: string;
  displayName: string;
  required: boolean;
  /**
   * For the whole meeting starting at each slot. For a person who answered, two bits a slot, four slots a
   * byte from the lowest bits up: 0 free, 1 if need be, 2 busy because it is outside their working hours
   * (a calendar-only person), 3 busy. `u` for a person who has not answered and `d` for one who declined:
   * the same at every slot. `stateLetters` spells a row out as letters.
   */
  states: Uint8Array | 'u' | 'd';
}

/**
 * Who can come to a meeting starting at each step of the window: slot `i` starts at
 * `start + i × stepMinutes` and lasts `durationMinutes`; every slot lies inside the window.
 */
export interface HeatMap {
  start: EpochMs;
  stepMinutes: number;
  durationMinutes: number;
  slotCount: number;
  /**
   * Packed as people's rows are: 1 where a meeting may start there (allowed days and hours, not before
   * `now`), else 0. `bookableLetters` spells it out.
   */
  bookable: Uint8Array;
  /** In input order. */
  people: HeatMapPerson[];
}

export interface RankResult {
  /**
   * Best first, at most `limit`, varied: no two start within the meeting's length of each other, and
   * among equally good slots, other days and times of day come first. With `focus`: the best slots
   * near it instead.
   */
  slots: RankedSlot[];
  /** Slots where no required person is busy, before `limit`. */
  candidateCount: number;
  /** Slots where every required person is free or if-need-be. */
  viableCount: number;
  /** Empty when `viableCount > 0`. */
  blockers: Blocker[];
  /**
   * Empty when `viableCount > 0` (unless a `quorumRule` is unmet); otherwise only relaxations that would
   * yield slots, or under an unmet rule, times that meet it.
   */
  relaxations: Relaxation[];
  heatMap: HeatMap;
}
