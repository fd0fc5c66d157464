import type { Evaluation } from '../evaluate/evaluate.ts';
import type { ScoreBreakdown, SlotTier } from '../types.ts';

export function tierAt(e: Evaluation, k: number): SlotTier {
  if (e.requiredUnknown > 0) return 2;
  return e.requiredIfNeedBe[k]! > 0 ? 1 : 0;
}

export function breakdownAt(e: Evaluation, k: number): ScoreBreakdown {
  return {
    tier: tierAt(e, k),
    optionalFree: e.optionalFree[k]!,
    unsure: e.unsure[k]!,
    worstDiscomfort: e.worstDiscomfort[k]!,
    totalDiscomfort: e.totalDiscomfort[k]!,
  };
}

/**
 * The documented order, best first: lower tier; more optional people free; fewer unsure people;
 * lower worst discomfort; lower total discomfort; earlier start. Negative when slot `a` ranks first.
 */
export function compareSlots(e: Evaluation, a: number, b: number): number {
  return (
    tierAt(e, a) - tierAt(e, b) ||
    e.optionalFree[b]! - e.optionalFree[a]! ||
    e.unsure[a]! - e.unsure[b]! ||
    e.worstDiscomfort[a]! - e.worstDiscomfort[b]! ||
    e.totalDiscomfort[a]! - e.totalDiscomfort[b]! ||
    a - b
  );
}

/**
 * One number, higher is better, that orders slots exactly as `compareSlots` does apart from the final
 * tie-break on start time: each component is shifted past the largest value the next ones can take.
 */
export function scoreOf(breakdown: ScoreBreakdown, participantCount: number, optionalCount: number): number {
  return scoreFrom(
    breakdown.tier,
    breakdown.optionalFree,
    breakdown.unsure,
    breakdown.worstDiscomfort,
    breakdown.totalDiscomfort,
    participantCount,
    optionalCount,
  );
}

/** `scoreOf` for slot `k` without building its breakdown. */
export function scoreAt(e: Evaluation, k: number, participantCount: number, optionalCount: number): number {
  return scoreFrom(
    tierAt(e, k),
    e.optionalFree[k]!,
    e.unsure[k]!,
    e.worstDiscomfort[k]!,
    e.totalDiscomfort[k]!,
    participantCount,
    optionalCount,
  );
}

function scoreFrom(
  tier: number,
  optionalFree: number,
  unsure: number,
  worst: number,
  total: number,
  n: number,
  optionalCount: number,
): number {
  let score = 2 - tier;
  score = score * (optionalCount + 1) + optionalFree;
  score = score * (n + 1) + (n - unsure);
  score = score * 4 + (3 - worst);
  score = score * (3 * n + 1) + (3 * n - total);
  return score;
}
