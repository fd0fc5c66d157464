import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareInput } from '../input/prepare-input.ts';
import { applyChange } from '../outcome/pair-relaxations.ts';
import { PROPERTY_TIMEOUT, rankInputArb } from '../testing/arbitraries.ts';
import type { RankInput, RelaxationChange } from '../types.ts';
import { evaluate, type Evaluation } from './evaluate.ts';

// Everything a ranking reads from an evaluation; not what it keeps for the next one.
function outcome(e: Evaluation) {
  const { scanned: _scanned, input: _input, slotBuckets: _slots, cellBuckets: _cells, ...rest } = e;
  return rest;
}

function changesOf(input: RankInput): RelaxationChange[] {
  return [
    ...input.participants.map((p) => ({ kind: 'make-optional' as const, participantId: p.id })),
    { kind: 'extend-window', days: 7 },
    { kind: 'allow-outside-working-hours' },
    { kind: 'shorter-duration', durationMinutes: 15 },
  ];
}

describe('an evaluation made from an earlier one', { timeout: PROPERTY_TIMEOUT }, () => {
  it('is the evaluation made from scratch, after any relaxation and after two', () => {
    fc.assert(
      fc.property(rankInputArb, (input) => {
        const first = evaluate(prepareInput(input));
        for (const change of changesOf(input)) {
          let changed: RankInput;
          let prepared;
          try {
            changed = applyChange(input, change);
            prepared = prepareInput(changed);
          } catch {
            continue;
          }
          const reused = evaluate(prepared, first);
          expect(outcome(reused)).toEqual(outcome(evaluate(prepared)));
          if (change.kind === 'extend-window') {
            // As the pairs evaluate a week more: on the first evaluation's extended grid, its slots reused.
            expect(outcome(evaluate(prepared, first, 0))).toEqual(outcome(evaluate(prepared, undefined, 0)));
          }
          // A second change made from the changed evaluation: the pairs are found this way.
          const second = input.participants.at(-1);
          if (!second) continue;
          const both = prepareInput(
            applyChange(changed, { kind: 'make-optional', participantId: second.id }),
          );
          expect(outcome(evaluate(both, reused))).toEqual(outcome(evaluate(both)));
        }
      }),
      { numRuns: 40 },
    );
  });
});
