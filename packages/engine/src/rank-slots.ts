import { evaluate } from './evaluate/evaluate.ts';
import { explainSlot } from './explain/explain-slot.ts';
import { prepareInput } from './input/prepare-input.ts';
import { findBlockers } from './outcome/blockers.ts';
import { heatMapOf } from './outcome/heat-map.ts';
import { findPairRelaxations } from './outcome/pair-relaxations.ts';
import { findRelaxations } from './outcome/relaxations.ts';
import { checkRule } from './quorum/quorum-rule.ts';
import { ruleRelaxations } from './quorum/rule-relaxations.ts';
import { selectSlots } from './ranking/select-slots.ts';
import type { RankInput, RankResult, Relaxation } from './types.ts';

/**
 * Ranks the meeting slots of a window for several people across time zones. Pure: the same input
 * always gives the same output, whatever the process's time zone or clock.
 * @throws ScheduleInputError for input it cannot interpret.
 */
export function rankSlots(input: RankInput): RankResult {
  const prepared = prepareInput(input);
  const evaluation = evaluate(prepared);
  const { top, candidateCount, viableCount } = selectSlots(prepared, evaluation);
  const stuck = viableCount === 0;
  const slots = top.map((k, index) => explainSlot(prepared, evaluation, k, index + 1));
  const heatMap = heatMapOf(prepared, evaluation);
  // Under a rule asking more than everyone required, the changes are counted by times that meet it (the
  // best slots, not those near a focus, say whether it is met).
  const rule = input.focus ? undefined : input.quorumRule;
  const ruleUnmet =
    rule !== undefined && rule.kind !== 'everyone-required' && !checkRule(rule, { slots, heatMap }).best;
  let relaxations: Relaxation[] = [];
  if (ruleUnmet) {
    relaxations = ruleRelaxations(input, prepared, evaluation, rule);
  } else if (stuck) {
    relaxations = findRelaxations(prepared, evaluation);
    if (relaxations.length === 0) relaxations = findPairRelaxations(input, prepared, evaluation);
  }
  return {
    slots,
    candidateCount,
    viableCount,
    blockers: stuck ? findBlockers(prepared, evaluation) : [],
    relaxations,
    heatMap,
  };
}
