import type {
  ClockTime,
  Comfort,
  ComfortNoteKind,
  EpochMs,
  Interval,
  IsoWeekday,
  OrganizerConstraints,
  PersonInput,
  ResponseStatus,
  WorkingHoursRange,
} from '../types.ts';

/** A local calendar date, `YYYY-MM-DD`. */
export type LocalDate = string;

/**
 * How a meeting repeats, RFC 5545 style, in the organizer's zone: each occurrence keeps the slot's
 * wall-clock time there. `weekly`: every `interval` weeks on the slot's weekday, the first on or after
 * `startDate`. `monthly`: the `ordinal`-th slot weekday of every `interval`-th month (`-1`: the last),
 * from the month of `startDate`, none before it. Exactly one of `count` (occurrences generated,
 * skipped ones included, like RFC 5545 COUNT with EXDATE) and `until` (last local date, inclusive).
 */
export interface Recurrence {
  frequency: 'weekly' | 'monthly';
  /** Default 1. */
  interval?: number;
  /** Monthly only: 1–4 or -1 (last). Default 1. */
  ordinal?: number;
  startDate: LocalDate;
  count?: number;
  until?: LocalDate;
  /** EXDATE: local dates (organizer's zone) of occurrences that are skipped. */
  skip?: readonly LocalDate[];
}

/** A weekly slot in the organizer's zone: the wall-clock start every occurrence keeps. */
export interface SeriesSlot {
  weekday: IsoWeekday;
  time: ClockTime;
}

/** A typical week painted in the participant's own zone; unmarked time counts as busy. */
export interface TypicalWeek {
  available: readonly WorkingHoursRange[];
  ifNeedBe: readonly WorkingHoursRange[];
}

export interface SeriesParticipantInput extends PersonInput {
  /** Busy time over the series' horizon, from calendars. */
  busy?: readonly Interval[];
  /** Tentative time: a weaker yes, like if-need-be. */
  tentative?: readonly Interval[];
  /** Present when the participant painted a typical week: then they are free only where marked. */
  typicalWeek?: TypicalWeek;
  /** As in `ParticipantInput`: working hours bind even when times outside them are allowed. */
  keepsWorkingHours?: boolean;
}

export interface SeriesInput {
  recurrence: Recurrence;
  durationMinutes: number;
  /** Candidate starts every `stepMinutes` from the organizer's local midnight. Default 15. */
  stepMinutes?: number;
  organizer: OrganizerConstraints;
  participants: readonly SeriesParticipantInput[];
  /** Ranked slots to explain. Default 10. */
  limit?: number;
  /** Count calendar-only participants as free outside their working hours too. Default false. */
  allowOutsideWorkingHours?: boolean;
  /** Rotations to offer when no single slot is fair. Default 3; 0 turns them off. */
  rotationLimit?: number;
}

export interface SeriesOccurrence {
  /** Position in the generated series, counting skipped occurrences (stable across EXDATE changes). */
  index: number;
  /** Local date in the organizer's zone. */
  date: LocalDate;
  start: EpochMs;
  end: EpochMs;
}

export interface SeriesWorstTime {
  date: LocalDate;
  localTime: ClockTime;
  comfort: Comfort;
  /** In English; `comfortNoteKind` is the same note as a structure. */
  comfortNote: string;
  comfortNoteKind: ComfortNoteKind;
}

export interface SeriesPerson {
  participantId: string;
  displayName: string;
  required: boolean;
  response: ResponseStatus;
  zone: string;
  /** Occurrences this person can make (free or if need be); 0 when pending or declined. */
  canMake: number;
  ifNeedBe: number;
  /**
   * One letter per occurrence, like the heat map: `f` free, `i` if need be, `b` busy (a calendar-only
   * person is busy outside working hours), `u` not answered, `d` declined.
   */
  states: string;
  /** Local `HH:MM` of each occurrence in the person's zone. */
  localTimes: ClockTime[];
  /** The most frequent local time (the earliest of equally frequent ones). */
  usualLocalTime: ClockTime;
  /** The occurrence with the worst comfort (the first of equally bad ones). */
  worst: SeriesWorstTime;
  /** Discomfort points summed over the occurrences (0 working, 1 edge, 2 outside, 3 night); 0 when declined. */
  discomfort: number;
}

export interface SeriesConflict {
  occurrence: number;
  date: LocalDate;
  /** Required people who cannot make it (busy), in input order. */
  participantIds: string[];
}

export type SeriesReason =
  | { kind: 'everyone'; occurrences: number }
  | { kind: 'everyone-but'; occurrences: number; canMake: number }
  | {
      kind: 'cannot-make';
      participantId: string;
      displayName: string;
      required: boolean;
      dates: LocalDate[];
    }
  | {
      kind: 'local-time-shift';
      participantId: string;
      displayName: string;
      /** Local dates in the person's zone, first and last of a run of consecutive occurrences. */
      from: LocalDate;
      to: LocalDate;
      localTime: ClockTime;
      usualLocalTime: ClockTime;
    }
  | {
      kind: 'uncomfortable';
      participantId: string;
      displayName: string;
      zone: string;
      occurrences: number;
      localTime: ClockTime;
      /** In English; `comfortNoteKind` is the same note as a structure. */
      comfortNote: string;
      comfortNoteKind: ComfortNoteKind;
    };

export interface RankedSeriesSlot {
  rank: number;
  slot: SeriesSlot;
  occurrences: SeriesOccurrence[];
  /** Occurrences every answered required person can make. */
  everyoneCount: number;
  /** Kept (not skipped) occurrences some answered required person cannot make: the first ranking key. */
  missedCount: number;
  /** The worst-off person's discomfort points over the series. */
  worstPersonDiscomfort: number;
  totalDiscomfort: number;
  /** Occurrences some required person cannot make, in order. */
  conflicts: SeriesConflict[];
  /** In input order. */
  people: SeriesPerson[];
  reasons: SeriesReason[];
}

export interface RotationShare {
  participantId: string;
  displayName: string;
  /** Minutes of meeting this person spends outside working hours over the rotated series. */
  uncomfortableMinutes: number;
  /** Whole percent of everyone's uncomfortable minutes; the shares add up to 100 (0 when nobody has any). */
  sharePercent: number;
  discomfort: number;
}

export interface SeriesRotation {
  /** Occurrence `i` (counting skipped ones) takes `slots[i mod slots.length]`. */
  slots: SeriesSlot[];
  occurrences: SeriesOccurrence[];
  everyoneCount: number;
  /** Kept occurrences some answered required person cannot make. */
  missedCount: number;
  worstPersonDiscomfort: number;
  /** In input order, declined people left out. */
  shares: RotationShare[];
}

export interface SeriesResult {
  slots: RankedSeriesSlot[];
  /** Candidate weekly slots evaluated. */
  candidateCount: number;
  /** Best first; empty when the best single slot is comfortable for everyone. */
  rotations: SeriesRotation[];
}
