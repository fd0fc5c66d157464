import type { Evaluation } from '../evaluate/evaluate.ts';
import { soleBlockers } from '../evaluate/required-blockers.ts';
import { EXTENSION_DAYS } from '../grid/grid.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import type { RelaxationChange, SingleRelaxation } from '../types.ts';
import { relaxationMessage } from './relaxation-text.ts';

function counted(input: PreparedInput, change: RelaxationChange, viableSlots: number): SingleRelaxation {
  const names = new Map(input.participants.map(({ input: p }) => [p.id, p.displayName]));
  return { ...change, viableSlots, message: relaxationMessage([change], names, viableSlots) };
}

// Offered only while someone else stays required: a meeting nobody needs to attend is no answer.
function makeOptional(input: PreparedInput, e: Evaluation): SingleRelaxation[] {
  const required = input.participants.filter((p) => p.input.required && p.input.response !== 'declined');
  if (required.length < 2) return [];
  const single: number[] = [];
  for (let k = 0; k < e.grid.slotCount; k++) {
    if (e.candidate[k] === 1 && e.requiredBlocked[k] === 1) single.push(k);
  }
  const counts = new Int32Array(input.participants.length);
  for (const p of soleBlockers(input, e, single)) counts[p]!++;
  const relaxations: SingleRelaxation[] = [];
  input.participants.forEach(({ input: participant }, p) => {
    const viableSlots = counts[p]!;
    if (viableSlots === 0) return;
    relaxations.push(counted(input, { kind: 'make-optional', participantId: participant.id }, viableSlots));
  });
  return relaxations.sort((a, b) => b.viableSlots - a.viableSlots);
}

function outsideWorkingHours(input: PreparedInput, e: Evaluation): SingleRelaxation[] {
  if (input.allowOutsideWorkingHours) return [];
  let viableSlots = 0;
  for (let k = 0; k < e.grid.slotCount; k++) {
    if (e.candidate[k] === 1 && e.requiredBlockedIgnoringHours[k] === 0) viableSlots++;
  }
  if (viableSlots === 0) return [];
  return [counted(input, { kind: 'allow-outside-working-hours' }, viableSlots)];
}

// Exact for durations that are whole numbers of steps: such a slot is viable when each of its cells is.
function shorterDuration(input: PreparedInput, e: Evaluation): SingleRelaxation[] {
  const { origin, step, end } = e.grid;
  const fullCells = Math.floor((end - origin) / step);
  const longest = Math.ceil(input.duration / step) - 1;
  if (longest < 1) return [];
  const startsByRun = new Int32Array(longest + 2);
  let run = 0;
  for (let k = fullCells - 1; k >= 0; k--) {
    run = e.cellViable[k] === 1 ? run + 1 : 0;
    if (origin + k * step >= input.nowMinute && run > 0) startsByRun[Math.min(run, longest)]!++;
  }
  let viableSlots = 0;
  for (let cells = longest; cells >= 1; cells--) {
    viableSlots += startsByRun[cells]!;
    if (viableSlots > 0) {
      return [counted(input, { kind: 'shorter-duration', durationMinutes: cells * step }, viableSlots)];
    }
  }
  return [];
}

// The evaluation already covers the extended grid, so this is a count, not a second pass.
function extendWindow(input: PreparedInput, e: Evaluation): SingleRelaxation[] {
  let viableSlots = 0;
  for (let k = 0; k < e.grid.extendedSlotCount; k++) {
    if (e.candidate[k] === 1 && e.requiredBlocked[k] === 0) viableSlots++;
  }
  if (viableSlots === 0) return [];
  return [counted(input, { kind: 'extend-window', days: EXTENSION_DAYS }, viableSlots)];
}

/** Each relaxation on its own, with how many viable slots it would give; only those that give some. */
export function findRelaxations(input: PreparedInput, e: Evaluation): SingleRelaxation[] {
  return [
    ...makeOptional(input, e),
    ...extendWindow(input, e),
    ...outsideWorkingHours(input, e),
    ...shorterDuration(input, e),
  ];
}
