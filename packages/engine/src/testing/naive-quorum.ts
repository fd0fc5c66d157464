import fc from 'fast-check';
import type { QuorumRule } from '../quorum/quorum-types.ts';
import type { RankInput } from '../types.ts';
import { naiveCandidates } from './naive-oracle.ts';

export const ruleArb: fc.Arbitrary<QuorumRule> = fc.oneof(
  fc.constant({ kind: 'everyone-required' as const }),
  fc.integer({ min: 1, max: 4 }).map((others) => ({ kind: 'required-plus' as const, others })),
  fc.integer({ min: 1, max: 5 }).map((people) => ({ kind: 'at-least' as const, people })),
  fc.constant({ kind: 'most-possible' as const }),
);

/** The rule read straight from its words, slot by slot over every candidate the oracle finds. */
export function naiveMeeting(input: RankInput, rule: QuorumRule): number[] {
  const counted = naiveCandidates(input).map(({ start, states }) => {
    const people = input.participants.map((p, i) => ({ required: p.required, state: states[i]! }));
    const everyRequired = people.every((p) => !p.required || p.state === 'free' || p.state === 'declined');
    const free = people.filter((p) => p.state === 'free').length;
    const others = people.filter((p) => !p.required && p.state === 'free').length;
    return { start, everyRequired, free, others };
  });
  const most = Math.max(0, ...counted.filter((c) => c.everyRequired).map((c) => c.free));
  return counted
    .filter((c) => {
      if (!c.everyRequired) return false;
      if (rule.kind === 'required-plus') return c.others >= rule.others;
      if (rule.kind === 'at-least') return c.free >= rule.people;
      if (rule.kind === 'most-possible') return most > 0 && c.free === most;
      return true;
    })
    .map((c) => c.free);
}
