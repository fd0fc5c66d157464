import type { CandidateEvaluation } from './evaluate-series.ts';
import { occurrencesOf, slotOf } from './explain-series.ts';
import type { PreparedSeries } from './prepare-series.ts';
import type { RotationShare, SeriesOccurrence, SeriesRotation } from './series-types.ts';

const POOL_TOP = 12;
const POOL_MAX = 24;
const TRIPLE_POOL = 12;

/**
 * Whole percents that add up to exactly 100 (largest remainder; ties to the earlier person), or all
 * zeros when there is nothing to share.
 */
export function sharePercents(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, value) => sum + value, 0);
  if (total === 0) return amounts.map(() => 0);
  const exact = amounts.map((value) => (value * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, i) => i)
    .sort((a, b) => exact[b]! - shares[b]! - (exact[a]! - shares[a]!) || a - b);
  for (const i of order) {
    if (left === 0) break;
    shares[i]!++;
    left--;
  }
  return shares;
}

interface Scored {
  slots: CandidateEvaluation[];
  everyoneCount: number;
  missedCount: number;
  worstPerson: number;
  total: number;
  /** Per profile: discomfort points and uncomfortable occurrences. */
  points: Int32Array;
  uneasy: Int32Array;
}

function positions(candidate: CandidateEvaluation, cache: Map<CandidateEvaluation, Int32Array>): Int32Array {
  let map = cache.get(candidate);
  if (!map) {
    map = new Int32Array(candidate.generated).fill(-1);
    candidate.indexes.forEach((index, j) => (map![index] = j));
    cache.set(candidate, map);
  }
  return map;
}

function score(
  slots: CandidateEvaluation[],
  profileWeights: Int32Array,
  cache: Map<CandidateEvaluation, Int32Array>,
): Scored {
  const profiles = profileWeights.length;
  const points = new Int32Array(profiles);
  const uneasy = new Int32Array(profiles);
  const generated = Math.min(...slots.map((slot) => slot.generated));
  let everyoneCount = 0;
  let missedCount = 0;
  for (let i = 0; i < generated; i++) {
    const slot = slots[i % slots.length]!;
    const j = positions(slot, cache)[i]!;
    if (j < 0) continue;
    everyoneCount += slot.everyone[j]!;
    missedCount += 1 - slot.everyone[j]!;
    const n = slot.indexes.length;
    for (let q = 0; q < profiles; q++) {
      const comfort = slot.comfort[q * n + j]!;
      points[q]! += comfort;
      if (comfort > 0) uneasy[q]!++;
    }
  }
  let worstPerson = 0;
  let total = 0;
  for (let q = 0; q < profiles; q++) {
    if (profileWeights[q] === 0) continue;
    if (points[q]! > worstPerson) worstPerson = points[q]!;
    total += points[q]! * profileWeights[q]!;
  }
  return { slots, everyoneCount, missedCount, worstPerson, total, points, uneasy };
}

/** Good single slots, spread out, and the slot that suits each zone and working hours best. */
function poolOf(input: PreparedSeries, ranked: CandidateEvaluation[], floor: number): CandidateEvaluation[] {
  const pool: CandidateEvaluation[] = [];
  const near = (a: CandidateEvaluation, b: CandidateEvaluation) =>
    a.weekday === b.weekday && Math.abs(a.time - b.time) < input.duration;
  for (const candidate of ranked) {
    if (pool.length >= POOL_TOP) break;
    if (!pool.some((other) => near(other, candidate))) pool.push(candidate);
  }
  input.profiles.forEach((_, q) => {
    let best: CandidateEvaluation | null = null;
    let bestPoints = Infinity;
    for (const candidate of ranked) {
      if (candidate.missedCount > floor) continue;
      const n = candidate.indexes.length;
      let points = 0;
      for (let j = 0; j < n; j++) points += candidate.comfort[q * n + j]!;
      if (points < bestPoints) {
        best = candidate;
        bestPoints = points;
      }
    }
    if (best && pool.length < POOL_MAX && !pool.includes(best)) pool.push(best);
  });
  return pool;
}

function describe(input: PreparedSeries, scored: Scored): SeriesRotation {
  const people = input.participants.filter((participant) => participant.input.response !== 'declined');
  const minutes = people.map((participant) => scored.uneasy[participant.profile]! * input.duration);
  const percents = sharePercents(minutes);
  const shares: RotationShare[] = people.map((participant, i) => ({
    participantId: participant.input.id,
    displayName: participant.input.displayName,
    uncomfortableMinutes: minutes[i]!,
    sharePercent: percents[i]!,
    discomfort: scored.points[participant.profile]!,
  }));
  const occurrences: SeriesOccurrence[] = [];
  const generated = Math.min(...scored.slots.map((slot) => slot.generated));
  const lists = scored.slots.map((slot) => occurrencesOf(slot, input.duration));
  for (let i = 0; i < generated; i++) {
    const found = lists[i % lists.length]!.find((occurrence) => occurrence.index === i);
    if (found) occurrences.push(found);
  }
  return {
    slots: scored.slots.map(slotOf),
    occurrences,
    everyoneCount: scored.everyoneCount,
    missedCount: scored.missedCount,
    worstPersonDiscomfort: scored.worstPerson,
    shares,
  };
}

/**
 * Two or three slots taking turns by occurrence, offered only when the best single slot leaves someone
 * uncomfortable: each must miss no more occurrences than that slot and leave the worst-off person
 * better off. Best first: fewer missed occurrences, a better-off worst-off person, more for everyone,
 * less discomfort in all, fewer slots.
 */
export function findRotations(input: PreparedSeries, ranked: CandidateEvaluation[]): SeriesRotation[] {
  const best = ranked[0];
  if (!best || input.rotationLimit === 0 || best.worstPersonDiscomfort === 0) return [];
  const weights = new Int32Array(input.profiles.length);
  for (const participant of input.participants) {
    if (participant.input.response !== 'declined') weights[participant.profile]!++;
  }
  const pool = poolOf(input, ranked, best.missedCount);
  const cache = new Map<CandidateEvaluation, Int32Array>();
  const found: Scored[] = [];
  const consider = (slots: CandidateEvaluation[]) => {
    const scored = score(slots, weights, cache);
    if (scored.missedCount <= best.missedCount && scored.worstPerson < best.worstPersonDiscomfort) {
      found.push(scored);
    }
  };
  for (let a = 0; a < pool.length; a++) {
    for (let b = a + 1; b < pool.length; b++) {
      consider([pool[a]!, pool[b]!]);
      if (b >= TRIPLE_POOL) continue;
      for (let c = b + 1; c < Math.min(pool.length, TRIPLE_POOL); c++)
        consider([pool[a]!, pool[b]!, pool[c]!]);
    }
  }
  found.sort(
    (x, y) =>
      x.missedCount - y.missedCount ||
      x.worstPerson - y.worstPerson ||
      y.everyoneCount - x.everyoneCount ||
      x.total - y.total ||
      x.slots.length - y.slots.length,
  );
  return found.slice(0, input.rotationLimit).map((scored) => describe(input, scored));
}
