import type { CandidateEvaluation } from './candidate-evaluation.ts';
import type { PreparedSeries } from './prepare-series.ts';
import { IF_NEED_BE } from './series-codes.ts';

/** People who count for discomfort (everyone but declined), per profile. */
export function profileWeights(input: PreparedSeries): Int32Array {
  const weights = new Int32Array(input.profiles.length);
  for (const participant of input.participants) {
    if (participant.input.response !== 'declined') weights[participant.profile]!++;
  }
  return weights;
}

/** Fills in the candidate's counts from its codes and comfort, which evaluating it wrote. */
export function summarize(input: PreparedSeries, weights: Int32Array, candidate: CandidateEvaluation): void {
  const n = candidate.indexes.length;
  const { codes, comfort, everyone } = candidate;
  everyone.fill(1);
  let worstPerson = 0;
  let worstComfort = 0;
  let total = 0;
  // Comfort depends on zone and working hours only: summed once per profile.
  for (let q = 0; q < weights.length; q++) {
    if (weights[q] === 0) continue;
    let discomfort = 0;
    for (let j = q * n; j < (q + 1) * n; j++) {
      const points = comfort[j]!;
      discomfort += points;
      if (points > worstComfort) worstComfort = points;
    }
    total += discomfort * weights[q]!;
    if (discomfort > worstPerson) worstPerson = discomfort;
  }
  let requiredIfNeedBe = 0;
  let optionalCanMake = 0;
  let requiredMisses = 0;
  const participants = input.participants;
  for (let p = 0; p < participants.length; p++) {
    const { required, response } = participants[p]!.input;
    if (response !== 'answered') continue;
    for (let j = 0, at = p * n; j < n; j++, at++) {
      const code = codes[at]!;
      if (required) {
        if (code > IF_NEED_BE) {
          everyone[j] = 0;
          requiredMisses++;
        } else if (code === IF_NEED_BE) requiredIfNeedBe++;
      } else if (code <= IF_NEED_BE) {
        optionalCanMake++;
      }
    }
  }
  let everyoneCount = 0;
  for (let j = 0; j < n; j++) everyoneCount += everyone[j]!;
  candidate.everyoneCount = everyoneCount;
  candidate.missedCount = n - everyoneCount;
  candidate.worstPersonDiscomfort = worstPerson;
  candidate.worstComfort = worstComfort;
  candidate.totalDiscomfort = total;
  candidate.requiredIfNeedBe = requiredIfNeedBe;
  candidate.optionalCanMake = optionalCanMake;
  candidate.requiredMisses = requiredMisses;
}
