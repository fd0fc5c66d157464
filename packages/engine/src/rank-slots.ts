import { evaluate } from './evaluate/evaluate.ts';
import { explainSlot } from './explain/explain-slot.ts';
import { prepareInput } from './input/prepare-input.ts';
import { findBlockers } from './outcome/blockers.ts';
import { heatMapOf } from './outcome/heat-map.ts';
import { findPairRelaxations } from './outcome/pair-relaxations.ts';
import { findRelaxations } from './outcome/relaxations.ts';
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
  let relaxations: Relaxation[] = [];
  if (stuck) {
    relaxations = findRelaxations(prepared, evaluation);
    if (relaxations.length === 0) relaxations = findPairRelaxations(input, prepared, evaluation);
  }
  return {
    slots: top.map((k, index) => explainSlot(prepared, evaluation, k, index + 1)),
    candidateCount,
    viableCount,
    blockers: stuck ? findBlockers(prepared, evaluation) : [],
    relaxations,
    heatMap: heatMapOf(prepared, evaluation),
  };
}
