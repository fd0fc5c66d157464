import type { HeatMap, PersonState, RankResult, RankedSlot } from '../types.ts';
import type { QuorumCheck, QuorumRule, QuorumTally } from './quorum-types.ts';

interface Counted {
  required: boolean;
  state: PersonState;
}

/** Counts who is free at one time. */
export function tallyOf(people: readonly Counted[]): QuorumTally {
  const tally: QuorumTally = { free: 0, total: people.length, requiredFree: 0, requiredTotal: 0 };
  for (const p of people) {
    if (p.state === 'free') tally.free++;
    if (!p.required || p.state === 'declined') continue;
    tally.requiredTotal++;
    if (p.state === 'free') tally.requiredFree++;
  }
  return tally;
}

/** Whether a time with this tally meets the rule; `mostFree` is the most people free at any such time. */
export function meetsRule(rule: QuorumRule, tally: QuorumTally, mostFree: number): boolean {
  if (tally.requiredFree < tally.requiredTotal) return false;
  switch (rule.kind) {
    case 'everyone-required':
      return true;
    case 'required-plus':
      return tally.free - tally.requiredFree >= rule.others;
    case 'at-least':
      return tally.free >= rule.people;
    case 'most-possible':
      return mostFree > 0 && tally.free >= mostFree;
  }
}

/** A person's code at one slot of the heat map: 0–3 as packed, -1 declined, -2 not answered. */
export function codeAt(states: HeatMap['people'][number]['states'], slot: number): number {
  if (typeof states === 'string') return states === 'd' ? -1 : -2;
  return (states[slot >> 2]! >> ((slot & 3) * 2)) & 3;
}

/**
 * The most people free at any bookable time of the heat map when every required person (but those who
 * declined) is free too; 0 when there is no such time.
 */
export function mostFreeOf(map: HeatMap): number {
  let most = 0;
  for (let slot = 0; slot < map.slotCount; slot++) {
    if (((map.bookable[slot >> 2]! >> ((slot & 3) * 2)) & 3) === 0) continue;
    let free = 0;
    let blocked = false;
    for (const person of map.people) {
      const code = codeAt(person.states, slot);
      if (code === 0) free++;
      else if (person.required && code !== -1) {
        blocked = true;
        break;
      }
    }
    if (!blocked && free > most) most = free;
  }
  return most;
}

export interface RuleOutcome {
  mostFree: number;
  /** One for each of the result's slots, in order. */
  checks: QuorumCheck[];
  /** The best-ranked slot that meets the rule. */
  best: RankedSlot | null;
}

/** Checks each ranked slot against the rule; the first that meets it is the one to book. */
export function checkRule(rule: QuorumRule, result: Pick<RankResult, 'slots' | 'heatMap'>): RuleOutcome {
  const mostFree = mostFreeOf(result.heatMap);
  let best: RankedSlot | null = null;
  const checks = result.slots.map((slot) => {
    const tally = tallyOf(slot.people);
    const meets = meetsRule(rule, tally, mostFree);
    if (meets && !best) best = slot;
    return { ...tally, meets };
  });
  return { mostFree, checks, best };
}
