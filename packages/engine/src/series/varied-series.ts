import { MINUTES_PER_DAY } from '../time/civil-date.ts';
import { compareQuality, type CandidateEvaluation } from './evaluate-series.ts';

const WEEK_MINUTES = 7 * MINUTES_PER_DAY;
const NOON = 12 * 60;
const FIVE_PM = 17 * 60;

const weekMinute = (c: CandidateEvaluation) => (c.weekday - 1) * MINUTES_PER_DAY + c.time;

/** Minutes between two weekly starts, the short way round the week (Sunday night meets Monday morning). */
function minutesApart(a: CandidateEvaluation, b: CandidateEvaluation): number {
  const gap = Math.abs(weekMinute(a) - weekMinute(b));
  return Math.min(gap, WEEK_MINUTES - gap);
}

/** 0 morning, 1 afternoon, 2 evening, in the organizer's zone. */
const partOfDay = (time: number) => (time < NOON ? 0 : time < FIVE_PM ? 1 : 2);

/**
 * The best weekly slots, spread out like a single meeting's suggestions: greedy over `ranked` (best
 * first), each round takes the best slot that does not overlap one already taken; among equally good
 * slots, the weekday used least so far (unused first), then the part of the day used least, then the
 * documented order. Quality never rises from one pick to the next. O(limit² × candidates).
 */
export function variedSeries(
  ranked: readonly CandidateEvaluation[],
  limit: number,
  duration: number,
): CandidateEvaluation[] {
  const dayUses = new Int32Array(8);
  const partUses = [0, 0, 0];
  // Lower is more varied; part uses never exceed the picks, so they stay below `limit + 1`.
  const reuse = (c: CandidateEvaluation) => dayUses[c.weekday]! * (limit + 1) + partUses[partOfDay(c.time)]!;
  // 1 once picked or overlapping a pick.
  const taken = new Uint8Array(ranked.length);
  const top: CandidateEvaluation[] = [];
  while (top.length < limit) {
    let best = -1;
    let bestReuse = 0;
    for (let i = 0; i < ranked.length; i++) {
      if (taken[i] === 1) continue;
      const candidate = ranked[i]!;
      if (top.some((pick) => minutesApart(pick, candidate) < duration)) {
        taken[i] = 1;
        continue;
      }
      if (best === -1) {
        best = i;
        bestReuse = reuse(candidate);
      } else if (compareQuality(candidate, ranked[best]!) !== 0) {
        break;
      } else {
        const candidateReuse = reuse(candidate);
        if (candidateReuse < bestReuse) {
          best = i;
          bestReuse = candidateReuse;
        }
      }
      if (bestReuse === 0) break;
    }
    if (best === -1) break;
    const pick = ranked[best]!;
    taken[best] = 1;
    top.push(pick);
    dayUses[pick.weekday]!++;
    partUses[partOfDay(pick.time)]!++;
  }
  return top;
}
