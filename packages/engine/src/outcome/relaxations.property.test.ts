import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { PROPERTY_TIMEOUT, rankInputArb } from '../testing/arbitraries.ts';
import { naiveViableCount } from '../testing/naive-oracle.ts';
import type { RankInput, RelaxationChange } from '../types.ts';

const viable = (input: RankInput) => rankSlots({ ...input, limit: 0 }).viableCount;

// The test's own reading of each change, independent of the engine's.
function changed(input: RankInput, change: RelaxationChange): RankInput {
  switch (change.kind) {
    case 'make-optional':
      return {
        ...input,
        participants: input.participants.map((p) =>
          p.id === change.participantId ? { ...p, required: false } : p,
        ),
      };
    case 'extend-window':
      return { ...input, window: { ...input.window, end: input.window.end + change.days * 86_400_000 } };
    case 'allow-outside-working-hours':
      return { ...input, allowOutsideWorkingHours: true };
    case 'shorter-duration':
      return { ...input, durationMinutes: change.durationMinutes };
  }
}

/** No whole-step duration between the offered one and the meeting's gives a slot. */
function expectLongestShorter(input: RankInput, durationMinutes: number): void {
  const step = input.stepMinutes ?? 15;
  for (let longer = durationMinutes + step; longer < input.durationMinutes; longer += step) {
    expect(viable({ ...input, durationMinutes: longer })).toBe(0);
  }
}

// Stuck more often: the first person is required and has not answered, the others are required.
const stuckInputArb = rankInputArb
  .filter((input) => input.participants.length >= 2)
  .map((input): RankInput => ({
    ...input,
    participants: input.participants.map((p, i) =>
      i === 0 ? { ...p, required: true, response: 'pending' } : { ...p, required: true },
    ),
  }));

describe('relaxation counts', { timeout: PROPERTY_TIMEOUT }, () => {
  it('equal what ranking finds with that one change made', () => {
    fc.assert(
      fc.property(rankInputArb, (input) => {
        const result = rankSlots(input);
        if (result.viableCount > 0) return;
        for (const relaxation of result.relaxations) {
          if (relaxation.kind === 'pair') continue;
          if (relaxation.kind === 'shorter-duration') expectLongestShorter(input, relaxation.durationMinutes);
          expect(viable(changed(input, relaxation))).toBe(relaxation.viableSlots);
          expect(relaxation.viableSlots).toBeGreaterThan(0);
        }
        const kinds = new Set(result.relaxations.map((r) => r.kind));
        if (!kinds.has('allow-outside-working-hours') && !input.allowOutsideWorkingHours) {
          expect(viable({ ...input, allowOutsideWorkingHours: true })).toBe(0);
        }
        if (!kinds.has('extend-window')) {
          expect(
            viable({ ...input, window: { ...input.window, end: input.window.end + 7 * 86_400_000 } }),
          ).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('offers pairs only when no single change helps, each with the count ranking and the model find', () => {
    let pairsSeen = 0;
    fc.assert(
      fc.property(fc.oneof(rankInputArb, stuckInputArb), (input) => {
        const result = rankSlots(input);
        const pairs = result.relaxations.filter((r) => r.kind === 'pair');
        if (pairs.length === 0) return;
        pairsSeen++;
        expect(result.viableCount).toBe(0);
        expect(pairs).toEqual(result.relaxations);
        expect(pairs.length).toBeLessThanOrEqual(3);
        for (let i = 1; i < pairs.length; i++) {
          expect(pairs[i]!.viableSlots).toBeLessThanOrEqual(pairs[i - 1]!.viableSlots);
        }
        for (const pair of pairs) {
          const [first, second] = pair.changes;
          expect(first.kind === second.kind && first.kind !== 'make-optional').toBe(false);
          const both = changed(changed(input, first), second);
          expect(both.participants.some((p) => p.required && p.response !== 'declined')).toBe(true);
          expect(viable(both)).toBe(pair.viableSlots);
          expect(naiveViableCount(both)).toBe(pair.viableSlots);
          expect(pair.viableSlots).toBeGreaterThan(0);
          // Neither change is enough on its own.
          expect(viable(changed(input, first))).toBe(0);
          expect(viable(changed(input, second))).toBe(0);
          if (second.kind === 'shorter-duration') {
            expectLongestShorter(changed(input, first), second.durationMinutes);
          }
        }
      }),
      // Pairs come up in a few runs in a hundred: 400 runs make the check below meet enough of them
      // whatever fast-check's seed (100 gave exactly 5 once).
      { numRuns: 400 },
    );
    expect(pairsSeen).toBeGreaterThan(5);
  });
});
