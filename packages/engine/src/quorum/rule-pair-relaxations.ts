import { evaluate, type Evaluation } from '../evaluate/evaluate.ts';
import { prepareInput, type PreparedInput } from '../input/prepare-input.ts';
import { applyChange, firstChanges, inOrder, MAX_PAIRS, repeats } from '../outcome/pair-relaxations.ts';
import { relaxationMessage } from '../outcome/relaxation-text.ts';
import { ScheduleInputError } from '../schedule-input-error.ts';
import type { PairRelaxation, RankInput, RelaxationChange, SingleRelaxation } from '../types.ts';
import type { QuorumRule } from './quorum-types.ts';

type Singles = (input: RankInput, prepared: PreparedInput, e: Evaluation) => SingleRelaxation[];

function changeOf({ viableSlots: _count, message: _message, ...change }: SingleRelaxation): RelaxationChange {
  return change as RelaxationChange;
}

/**
 * Two changes together under a rule, for when no single one gives a time that meets it: as for the
 * plain pairs, a handful of first changes (the most blocking required people, a week more, outside
 * working hours), each applied and then asked for its own single changes, whose counts are then exact
 * for the pair.
 */
export function ruleRelaxationPairs(
  input: RankInput,
  prepared: PreparedInput,
  e: Evaluation,
  rule: QuorumRule,
  singlesOf: Singles,
): PairRelaxation[] {
  const names = new Map(prepared.participants.map(({ input: p }) => [p.id, p.displayName]));
  const position = new Map(prepared.participants.map(({ input: p }, i) => [p.id, i]));
  const pairs = new Map<string, PairRelaxation>();
  for (const first of firstChanges(prepared, e)) {
    let singles: SingleRelaxation[];
    try {
      const changedInput = { ...applyChange(input, first), quorumRule: rule };
      const changed = prepareInput({ ...changedInput, focus: undefined, limit: 0 });
      singles = singlesOf(changedInput, changed, evaluate(changed));
    } catch (error) {
      // A week more may take the grid past its size limit: that pair is simply not offered.
      if (error instanceof ScheduleInputError) continue;
      throw error;
    }
    for (const single of singles) {
      const second = changeOf(single);
      if (repeats(first, second)) continue;
      const changes = inOrder(first, second, position);
      const key = JSON.stringify(changes);
      if (pairs.has(key)) continue;
      const message = relaxationMessage(changes, names, single.viableSlots);
      pairs.set(key, { kind: 'pair', changes, viableSlots: single.viableSlots, message });
    }
  }
  return [...pairs.values()].sort((a, b) => b.viableSlots - a.viableSlots).slice(0, MAX_PAIRS);
}
