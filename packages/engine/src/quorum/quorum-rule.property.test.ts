import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { PROPERTY_TIMEOUT, rankInputArb } from '../testing/arbitraries.ts';
import { naiveMeeting, ruleArb } from '../testing/naive-quorum.ts';
import { checkRule, tallyOf } from './quorum-rule.ts';

describe('quorum rules', { timeout: PROPERTY_TIMEOUT }, () => {
  it('finds a time that meets the rule exactly when the oracle does, and ranks it first', () => {
    fc.assert(
      fc.property(rankInputArb, ruleArb, (input, rule) => {
        const result = rankSlots(input);
        const { best, checks } = checkRule(rule, result);
        const oracle = naiveMeeting(input, rule);
        expect(best !== null).toBe(oracle.length > 0);
        if (!best) return;
        // The ranking's own order puts a slot with the most people free among those that meet it first.
        expect(best).toBe(result.slots[0]);
        expect(checks[0]!.meets).toBe(true);
        expect(tallyOf(best.people).free).toBe(Math.max(...oracle));
      }),
      { numRuns: 400 },
    );
  });

  it('marks a slot as meeting the rule only when its people satisfy it', () => {
    fc.assert(
      fc.property(rankInputArb, ruleArb, (input, rule) => {
        const result = rankSlots(input);
        const { checks, mostFree } = checkRule(rule, result);
        result.slots.forEach((slot, i) => {
          const check = checks[i]!;
          const required = slot.people.filter((p) => p.required && p.state !== 'declined');
          expect(check.total).toBe(input.participants.length);
          expect(check.free).toBe(slot.people.filter((p) => p.state === 'free').length);
          expect(check.requiredTotal).toBe(required.length);
          if (!check.meets) return;
          expect(required.every((p) => p.state === 'free')).toBe(true);
          if (rule.kind === 'at-least') expect(check.free).toBeGreaterThanOrEqual(rule.people);
          if (rule.kind === 'required-plus')
            expect(check.free - check.requiredFree).toBeGreaterThanOrEqual(rule.others);
          if (rule.kind === 'most-possible') expect(check.free).toBe(mostFree);
        });
      }),
      { numRuns: 300 },
    );
  });
});
