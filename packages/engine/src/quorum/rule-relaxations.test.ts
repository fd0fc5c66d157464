import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChange } from '../outcome/pair-relaxations.ts';
import { rankSlots } from '../rank-slots.ts';
import { PROPERTY_TIMEOUT, rankInputArb } from '../testing/arbitraries.ts';
import { person, rankInput, span } from '../testing/factories.ts';
import { naiveMeeting, ruleArb } from '../testing/naive-quorum.ts';
import type { RelaxationChange, SingleRelaxation } from '../types.ts';

// Monday 10 March 2025 in UTC, 30 minutes, 09:00–17:00. Ana is free 10:00–11:00 only, Bob is busy
// then, Cy (optional) is free until 14:00: no time has both required people.
const stuck = rankInput({
  participants: [
    person('ana', {
      busy: [span('2025-03-10T09:00Z', '2025-03-10T10:00Z'), span('2025-03-10T11:00Z', '2025-03-10T17:00Z')],
    }),
    person('bob', { busy: [span('2025-03-10T10:00Z', '2025-03-10T11:00Z')] }),
    person('cy', { required: false, busy: [span('2025-03-10T14:00Z', '2025-03-10T17:00Z')] }),
  ],
});

describe('one-click changes under a quorum rule', () => {
  it('counts each change by the times that would meet the rule, not by those every required person can make', () => {
    const plain = rankSlots(stuck).relaxations;
    // Everyone required: without Ana, Bob alone is free 09:00–10:00 and 11:00–17:00, 3 + 23 starts.
    expect(plain.find((r) => r.kind === 'make-optional' && r.participantId === 'ana')?.viableSlots).toBe(26);

    const ruled = rankSlots({ ...stuck, quorumRule: { kind: 'required-plus', others: 1 } }).relaxations;
    // "Bob and one more": Ana or Cy free beside Bob, 09:00–09:30 and 11:00–13:30 (Cy leaves at 14:00);
    // without Bob, Ana with Cy at 10:00–10:30; a week more has all three free on five weekdays; outside
    // working hours all three are free, 00:00–08:30 and 17:00–23:30: 35 + 27 starts.
    expect(ruled).toEqual([
      {
        kind: 'make-optional',
        participantId: 'ana',
        viableSlots: 14,
        message: 'Make Ana optional → 14 times',
      },
      { kind: 'make-optional', participantId: 'bob', viableSlots: 3, message: 'Make Bob optional → 3 times' },
      {
        kind: 'extend-window',
        days: 7,
        viableSlots: 155,
        message: 'Extend the window by one week → 155 times',
      },
      {
        kind: 'allow-outside-working-hours',
        viableSlots: 62,
        message: 'Allow times outside working hours → 62 times',
      },
    ]);
  });

  it('offers changes when every required person can come but the rule asks for more people', () => {
    // Ana and Bob are both free, but "at least 3 in all" needs Cy, who is busy whenever Ana is free.
    const input = rankInput({
      participants: [
        person('ana', {
          busy: [
            span('2025-03-10T09:00Z', '2025-03-10T10:00Z'),
            span('2025-03-10T11:00Z', '2025-03-10T17:00Z'),
          ],
        }),
        person('bob'),
        person('cy', { required: false, busy: [span('2025-03-10T10:00Z', '2025-03-10T11:00Z')] }),
      ],
    });
    expect(rankSlots(input).viableCount).toBeGreaterThan(0);
    expect(rankSlots(input).relaxations).toEqual([]);
    const ruled = rankSlots({ ...input, quorumRule: { kind: 'at-least', people: 3 } });
    // Making someone optional never adds a third person; the next week and the hours outside working
    // hours have all three.
    expect(ruled.relaxations.map((r) => [r.kind, r.viableSlots])).toEqual([
      ['extend-window', 155],
      ['allow-outside-working-hours', 62],
    ]);
  });

  it('leaves the changes as they were once a ranked time meets the rule', () => {
    const rule = { kind: 'at-least', people: 1 } as const;
    const input = rankInput({ participants: [person('ana'), person('bob', { required: false })] });
    expect(rankSlots({ ...input, quorumRule: rule })).toEqual(rankSlots(input));
  });

  it('matches the rule read straight from its words after each change', { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(
      fc.property(rankInputArb, ruleArb, (input, rule) => {
        const ruled = rankSlots({ ...input, quorumRule: rule });
        if (rule.kind === 'everyone-required' || naiveMeeting(input, rule).length > 0) {
          expect(ruled.relaxations).toEqual(rankSlots(input).relaxations);
          return;
        }
        // Pairs, offered when no single change helps, are checked in rule-pair-relaxations.test.ts.
        const singles = ruled.relaxations.filter((r): r is SingleRelaxation => r.kind !== 'pair');
        for (const relaxation of singles) {
          const { viableSlots, message: _message, ...change } = relaxation;
          expect(viableSlots).toBe(naiveMeeting(applyChange(input, change as RelaxationChange), rule).length);
          expect(viableSlots).toBeGreaterThan(0);
        }
        // Every required person whose becoming optional helps is offered.
        const required = input.participants.filter((p) => p.required && p.response !== 'declined');
        if (required.length < 2) return;
        for (const p of required) {
          const helps = naiveMeeting(
            applyChange(input, { kind: 'make-optional', participantId: p.id }),
            rule,
          );
          const offered = ruled.relaxations.some(
            (r) => r.kind === 'make-optional' && r.participantId === p.id,
          );
          expect(offered).toBe(helps.length > 0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
