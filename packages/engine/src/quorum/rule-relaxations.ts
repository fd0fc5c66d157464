import { evaluate, type Evaluation } from '../evaluate/evaluate.ts';
import { EXTENSION_DAYS } from '../grid/grid.ts';
import { prepareInput, type PreparedInput } from '../input/prepare-input.ts';
import { heatMapOf } from '../outcome/heat-map.ts';
import { applyChange, findPairRelaxations, mostBlocking } from '../outcome/pair-relaxations.ts';
import { relaxationMessage } from '../outcome/relaxation-text.ts';
import type { HeatMap, RankInput, Relaxation, RelaxationChange, SingleRelaxation } from '../types.ts';
import { codeAt, meetsRule, mostFreeOf } from './quorum-rule.ts';
import type { QuorumRule, QuorumTally } from './quorum-types.ts';

/** How many bookable times of the heat map meet the rule, each tallied as `checkRule` tallies a slot. */
export function timesMeetingRule(rule: QuorumRule, map: HeatMap): number {
  const mostFree = mostFreeOf(map);
  let count = 0;
  for (let slot = 0; slot < map.slotCount; slot++) {
    if (((map.bookable[slot >> 2]! >> ((slot & 3) * 2)) & 3) === 0) continue;
    const tally: QuorumTally = { free: 0, total: map.people.length, requiredFree: 0, requiredTotal: 0 };
    for (const person of map.people) {
      const code = codeAt(person.states, slot);
      if (code === 0) tally.free++;
      if (!person.required || code === -1) continue;
      tally.requiredTotal++;
      if (code === 0) tally.requiredFree++;
    }
    if (meetsRule(rule, tally, mostFree)) count++;
  }
  return count;
}

function countAfter(
  input: RankInput,
  rule: QuorumRule,
  change: RelaxationChange,
  earlier: Evaluation,
): number {
  const changed = prepareInput(applyChange(input, change));
  // As far past the window as the earlier evaluation looked (none when a first change already added the
  // week): the same cells, so nobody is scanned again.
  const extension =
    change.kind === 'extend-window' ? undefined : (earlier.grid.extendedEnd - earlier.grid.end) / 1440;
  return timesMeetingRule(rule, heatMapOf(changed, evaluate(changed, earlier, extension)));
}

// The same changes the engine offers when nothing fits everyone, each one tried on the whole input.
function candidateChanges(
  input: RankInput,
  prepared: PreparedInput,
  onlyOptional?: readonly string[],
): RelaxationChange[][] {
  const required = prepared.participants.filter(
    (p) =>
      p.input.required &&
      p.input.response !== 'declined' &&
      (!onlyOptional || onlyOptional.includes(p.input.id)),
  );
  // Offered only while someone else stays required: a meeting nobody needs to attend is no answer.
  const optional: RelaxationChange[] =
    required.length < (onlyOptional ? 1 : 2)
      ? []
      : required.map((p) => ({ kind: 'make-optional', participantId: p.input.id }));
  const shorter: RelaxationChange[] = [];
  for (let cells = Math.ceil(input.durationMinutes / prepared.step) - 1; cells >= 1; cells--)
    shorter.push({ kind: 'shorter-duration', durationMinutes: cells * prepared.step });
  return [
    optional,
    [{ kind: 'extend-window', days: EXTENSION_DAYS }],
    input.allowOutsideWorkingHours ? [] : [{ kind: 'allow-outside-working-hours' }],
    shorter,
  ];
}

/**
 * The one-click changes counted under a quorum rule: each with how many times would then meet the rule,
 * only those that give some; when no single change gives any, pairs of them, found as the plain pairs are.
 */
export function ruleRelaxations(
  input: RankInput,
  prepared: PreparedInput,
  evaluation: Evaluation,
  rule: QuorumRule,
): Relaxation[] {
  const singles = singleRuleRelaxations(input, prepared, rule, evaluation);
  if (singles.length > 0) return singles;
  // Inside a pair, only the most blocking required people are tried as the second change, as for the first.
  return findPairRelaxations(input, prepared, evaluation, (changed, preparedChanged, e) =>
    singleRuleRelaxations(changed, preparedChanged, rule, e, mostBlocking(preparedChanged, e)),
  );
}

/** Single changes under the rule. Of the shorter lengths only the longest that helps is offered. */
function singleRuleRelaxations(
  input: RankInput,
  prepared: PreparedInput,
  rule: QuorumRule,
  earlier: Evaluation,
  onlyOptional?: readonly string[],
): SingleRelaxation[] {
  const names = new Map(prepared.participants.map(({ input: p }) => [p.id, p.displayName]));
  const counted = (change: RelaxationChange, viableSlots: number): SingleRelaxation => ({
    ...change,
    viableSlots,
    message: relaxationMessage([change], names, viableSlots),
  });
  const [optional, extend, outside, shorter] = candidateChanges(input, prepared, onlyOptional);
  const found: SingleRelaxation[] = [];
  for (const change of optional!) {
    const count = countAfter(input, rule, change, earlier);
    if (count > 0) found.push(counted(change, count));
  }
  found.sort((a, b) => b.viableSlots - a.viableSlots);
  for (const change of [...extend!, ...outside!]) {
    const count = countAfter(input, rule, change, earlier);
    if (count > 0) found.push(counted(change, count));
  }
  // A shorter meeting frees everyone at least as often, so when the shortest gives nothing none does.
  const shortest = shorter!.at(-1);
  const anyShorter = shortest !== undefined && countAfter(input, rule, shortest, earlier) > 0;
  for (const change of anyShorter ? shorter! : []) {
    const count = countAfter(input, rule, change, earlier);
    if (count === 0) continue;
    found.push(counted(change, count));
    break;
  }
  return found;
}
