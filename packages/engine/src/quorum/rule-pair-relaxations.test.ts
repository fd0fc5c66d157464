import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChange } from '../outcome/pair-relaxations.ts';
import { rankSlots } from '../rank-slots.ts';
import { PROPERTY_TIMEOUT, rankInputArb } from '../testing/arbitraries.ts';
import { person, rankInput, span } from '../testing/factories.ts';
import { naiveMeeting, ruleArb } from '../testing/naive-quorum.ts';
import type { PairRelaxation, RelaxationChange, SingleRelaxation } from '../types.ts';

const days = Array.from({ length: 8 }, (_, i) => `2025-03-${String(10 + i).padStart(2, '0')}`);
const daily = (from: string, to: string, skip?: string) =>
  days.filter((day) => day !== skip).map((day) => span(`${day}T${from}Z`, `${day}T${to}Z`));

// Monday 10 March 2025 in UTC, 09:00–17:00, "at least 3 people in all". Every day of that week and the
// next, Ana is busy in the morning and Bob in the afternoon, and Cy (optional) is busy outside working
// hours, but for Friday evening. No one change brings all three together: a week more keeps the mornings
// and afternoons apart, and outside working hours Cy is away on Monday. Both changes together find Friday
// 14 March after 17:00.
const stuck = rankInput({
  participants: [
    person('ana', { busy: daily('09:00', '12:00') }),
    person('bob', { busy: daily('12:00', '17:00') }),
    person('cy', {
      required: false,
      busy: [...daily('00:00', '09:00'), ...daily('17:00', '23:59', '2025-03-14')],
    }),
  ],
  quorumRule: { kind: 'at-least', people: 3 },
});

const both = (input: typeof stuck, changes: readonly RelaxationChange[]) =>
  changes.reduce((changed, change) => applyChange(changed, change), input);

describe('pairs of changes under a quorum rule', () => {
  it('offers two changes together when no single one gives a time that meets the rule', () => {
    const { relaxations } = rankSlots(stuck);
    expect(relaxations.length).toBeGreaterThan(0);
    expect(relaxations.every((r) => r.kind === 'pair')).toBe(true);
    const best = relaxations[0] as PairRelaxation;
    expect(best.changes).toEqual([
      { kind: 'extend-window', days: 7 },
      { kind: 'allow-outside-working-hours' },
    ]);
    const friday = naiveMeeting(both(stuck, best.changes), stuck.quorumRule!);
    expect(best.viableSlots).toBe(friday.length);
    expect(best.viableSlots).toBeGreaterThan(0);
    expect(best.message).toBe(
      `Extend the window by one week and allow times outside working hours → ${friday.length} times`,
    );
  });

  it('counts each pair as the rule read from its words counts it', { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(
      fc.property(rankInputArb, ruleArb, (input, rule) => {
        // Otherwise the plain changes are offered, counted by the times everyone required can make.
        if (rule.kind === 'everyone-required' || naiveMeeting(input, rule).length > 0) return;
        const { relaxations } = rankSlots({ ...input, quorumRule: rule });
        const pairs = relaxations.filter((r): r is PairRelaxation => r.kind === 'pair');
        if (pairs.length === 0) return;
        // Pairs only when no single change helps.
        expect(relaxations.every((r) => r.kind === 'pair')).toBe(true);
        for (const pair of pairs) {
          expect(pair.viableSlots).toBe(naiveMeeting(both(input, pair.changes), rule).length);
          expect(pair.viableSlots).toBeGreaterThan(0);
        }
        for (const single of relaxations as unknown as SingleRelaxation[]) expect(single.kind).toBe('pair');
      }),
      { numRuns: 200 },
    );
  });
});
