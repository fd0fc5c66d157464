/** One candidate weekly slot evaluated at every kept occurrence. */
export interface CandidateEvaluation {
  weekday: number;
  /** Minutes after the organizer's local midnight. */
  time: number;
  /** Occurrences generated, skipped ones included. */
  generated: number;
  /** Per kept occurrence: its generated index, organizer's local day number and start (epoch minute). */
  indexes: Int32Array;
  days: Int32Array;
  starts: Float64Array;
  /** State code per participant and occurrence, at `p × n + j`. */
  codes: Uint8Array;
  /** Comfort code per profile and occurrence, at `q × n + j`. */
  comfort: Uint8Array;
  /** 1 where every answered required person can make the occurrence. */
  everyone: Uint8Array;
  everyoneCount: number;
  /** Kept occurrences some answered required person cannot make (kept minus `everyoneCount`). */
  missedCount: number;
  worstPersonDiscomfort: number;
  worstComfort: number;
  totalDiscomfort: number;
  /** Occurrences × required people who are only if-need-be. */
  requiredIfNeedBe: number;
  /** Occurrences × optional people who can make them. */
  optionalCanMake: number;
  /** Occurrences missed, counted per required person: a slot one person misses beats one two people miss. */
  requiredMisses: number;
}

/**
 * How good a slot is for the people, best first, whatever its weekday and time: 0 when equally good.
 * Missed occurrences come first, not occurrences for everyone, so that skipping a date someone cannot
 * make helps that slot.
 */
export function compareQuality(a: CandidateEvaluation, b: CandidateEvaluation): number {
  return (
    a.missedCount - b.missedCount ||
    a.worstPersonDiscomfort - b.worstPersonDiscomfort ||
    a.requiredMisses - b.requiredMisses ||
    b.everyoneCount - a.everyoneCount ||
    a.requiredIfNeedBe - b.requiredIfNeedBe ||
    b.optionalCanMake - a.optionalCanMake ||
    a.totalDiscomfort - b.totalDiscomfort ||
    a.worstComfort - b.worstComfort
  );
}

/** The documented order, best first: by quality, then the earlier weekday and time. Negative when `a` ranks first. */
export function compareCandidates(a: CandidateEvaluation, b: CandidateEvaluation): number {
  return compareQuality(a, b) || a.weekday - b.weekday || a.time - b.time;
}
