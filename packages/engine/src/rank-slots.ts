import { evaluate } from './evaluate/evaluate.ts';
import { explainSlot } from './explain/explain-slot.ts';
import { prepareInput } from './input/prepare-input.ts';
import { findBlockers } from './outcome/blockers.ts';
import { heatMapOf } from './outcome/heat-map.ts';
import { findRelaxations } from './outcome/relaxations.ts';
import { selectTop } from './ranking/select-top.ts';
import type { RankInput, RankResult } from './types.ts';

/**
 * Ranks the meeting slots of a window for several people across time zones. Pure: the same input
 * always gives the same output, whatever the process's time zone or clock.
 * @throws ScheduleInputError for input it cannot interpret.
 */
export function rankSlots(input: RankInput): RankResult {
  const prepared = prepareInput(input);
  const evaluation = evaluate(prepared);
  const { top, candidateCount, viableCount } = selectTop(evaluation, prepared.limit);
  const stuck = viableCount === 0;
  return {
    slots: top.map((k, index) => explainSlot(prepared, evaluation, k, index + 1)),
    candidateCount,
    viableCount,
    blockers: stuck ? findBlockers(prepared, evaluation) : [],
    relaxations: stuck ? findRelaxations(prepared, evaluation) : [],
    heatMap: heatMapOf(evaluation),
  };
}
