import type { Evaluation } from '../evaluate/evaluate.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import { MINUTES_PER_DAY } from '../time/civil-date.ts';
import { offsetAt } from '../time/zone-offset.ts';
import { scoreAt } from './slot-order.ts';

const NOON = 12 * 60;
const FIVE_PM = 17 * 60;

/** The organizer's local date and part of the day (0 morning, 1 afternoon, 2 evening) of each candidate, on demand. */
class LocalDayParts {
  private readonly days: Float64Array;
  private readonly parts: Int8Array;

  constructor(
    private readonly zone: string,
    private readonly e: Evaluation,
    private readonly candidates: Int32Array,
  ) {
    this.days = new Float64Array(candidates.length);
    this.parts = new Int8Array(candidates.length).fill(-1);
  }

  private fill(i: number): void {
    const start = this.e.grid.origin + this.candidates[i]! * this.e.grid.step;
    const local = start + offsetAt(this.zone, start);
    const day = Math.floor(local / MINUTES_PER_DAY);
    const minuteOfDay = local - day * MINUTES_PER_DAY;
    this.days[i] = day;
    this.parts[i] = minuteOfDay < NOON ? 0 : minuteOfDay < FIVE_PM ? 1 : 2;
  }

  day(i: number): number {
    if (this.parts[i] === -1) this.fill(i);
    return this.days[i]!;
  }

  part(i: number): number {
    if (this.parts[i] === -1) this.fill(i);
    return this.parts[i]!;
  }
}

/**
 * Greedy: each round takes the best-scoring candidate not within the meeting's length of one already
 * taken; among equal scores, the local date used least so far (unused first), then the part of the
 * day used least, then the earlier start. Scores never rise from one pick to the next, so a better
 * slot is never listed below a worse one. O(limit × candidates).
 */
export function variedTop(input: PreparedInput, e: Evaluation, candidates: Int32Array): number[] {
  const count = candidates.length;
  const limit = input.limit;
  const participantCount = input.participants.length;
  const optionalCount = input.participants.filter((p) => !p.input.required).length;
  const scores = new Float64Array(count);
  for (let i = 0; i < count; i++) scores[i] = scoreAt(e, candidates[i]!, participantCount, optionalCount);
  const local = new LocalDayParts(input.organizerZone, e, candidates);
  const dayUses = new Map<number, number>();
  const partUses = [0, 0, 0];
  // Lower is more varied; part uses never exceed the picks, so they stay below `limit + 1`.
  const reuse = (i: number) => (dayUses.get(local.day(i)) ?? 0) * (limit + 1) + partUses[local.part(i)]!;
  // 1 once picked or too close to a pick.
  const taken = new Uint8Array(count);
  const { step, duration } = e.grid;
  const top: number[] = [];
  while (top.length < limit) {
    let best = -1;
    let bestScore = 0;
    let bestReuse = -1;
    for (let i = 0; i < count; i++) {
      if (taken[i] === 1) continue;
      const score = scores[i]!;
      if (best === -1 || score > bestScore) {
        best = i;
        bestScore = score;
        bestReuse = -1;
      } else if (score === bestScore) {
        if (bestReuse === -1) bestReuse = reuse(best);
        if (bestReuse === 0) continue;
        const candidateReuse = reuse(i);
        if (candidateReuse < bestReuse) {
          best = i;
          bestReuse = candidateReuse;
        }
      }
    }
    if (best === -1) break;
    const k = candidates[best]!;
    top.push(k);
    const day = local.day(best);
    dayUses.set(day, (dayUses.get(day) ?? 0) + 1);
    partUses[local.part(best)]!++;
    for (let j = best; j >= 0 && (k - candidates[j]!) * step < duration; j--) taken[j] = 1;
    for (let j = best + 1; j < count && (candidates[j]! - k) * step < duration; j++) taken[j] = 1;
  }
  return top;
}
