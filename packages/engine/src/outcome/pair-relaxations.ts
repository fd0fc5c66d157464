import { evaluate, type Evaluation } from '../evaluate/evaluate.ts';
import { BUSY_OUTSIDE_HOURS } from '../evaluate/state-codes.ts';
import { EXTENSION_DAYS } from '../grid/grid.ts';
import { prepareInput, type PreparedInput } from '../input/prepare-input.ts';
import { ScheduleInputError } from '../schedule-input-error.ts';
import type { PairRelaxation, RankInput, RelaxationChange, SingleRelaxation } from '../types.ts';
import { relaxationMessage } from './relaxation-text.ts';
import { findRelaxations } from './relaxations.ts';

/** Make-optional is tried first for the required people who block the most slots, at most this many. */
const MOST_BLOCKING = 4;
const MAX_PAIRS = 3;
const KIND_ORDER: readonly RelaxationChange['kind'][] = [
  'make-optional',
  'extend-window',
  'allow-outside-working-hours',
  'shorter-duration',
];

export function applyChange(input: RankInput, change: RelaxationChange): RankInput {
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

function changeOf(relaxation: SingleRelaxation): RelaxationChange {
  switch (relaxation.kind) {
    case 'make-optional':
      return { kind: relaxation.kind, participantId: relaxation.participantId };
    case 'extend-window':
      return { kind: relaxation.kind, days: relaxation.days };
    case 'allow-outside-working-hours':
      return { kind: relaxation.kind };
    case 'shorter-duration':
      return { kind: relaxation.kind, durationMinutes: relaxation.durationMinutes };
  }
}

/** Required people who block (busy or not answered) the most candidate slots, most first. */
export function mostBlocking(input: PreparedInput, e: Evaluation): string[] {
  const blocked: { id: string; slots: number }[] = [];
  input.participants.forEach(({ input: participant }, p) => {
    if (!participant.required || participant.response === 'declined') return;
    const row = e.codes[p];
    let slots = 0;
    for (let k = 0; k < e.grid.slotCount; k++) {
      if (e.candidate[k] === 1 && (!row || row[k]! >= BUSY_OUTSIDE_HOURS)) slots++;
    }
    blocked.push({ id: participant.id, slots });
  });
  // As for one change: someone must stay required.
  if (blocked.length < 2) return [];
  return blocked
    .filter((b) => b.slots > 0)
    .sort((a, b) => b.slots - a.slots)
    .slice(0, MOST_BLOCKING)
    .map((b) => b.id);
}

function firstChanges(input: PreparedInput, e: Evaluation): RelaxationChange[] {
  const changes: RelaxationChange[] = mostBlocking(input, e).map((participantId) => ({
    kind: 'make-optional',
    participantId,
  }));
  changes.push({ kind: 'extend-window', days: EXTENSION_DAYS });
  if (!input.allowOutsideWorkingHours) changes.push({ kind: 'allow-outside-working-hours' });
  return changes;
}

/** The same kind twice, apart from making two different people optional (a week more twice is not a pair). */
function repeats(a: RelaxationChange, b: RelaxationChange): boolean {
  return (
    a.kind === b.kind && (a.kind !== 'make-optional' || a.participantId === (b as typeof a).participantId)
  );
}

function inOrder(
  a: RelaxationChange,
  b: RelaxationChange,
  position: ReadonlyMap<string, number>,
): [RelaxationChange, RelaxationChange] {
  const order = KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
  if (order !== 0) return order < 0 ? [a, b] : [b, a];
  if (a.kind === 'make-optional' && b.kind === 'make-optional') {
    return position.get(a.participantId)! <= position.get(b.participantId)! ? [a, b] : [b, a];
  }
  return [a, b];
}

/** The single changes of an input with a first change applied, counted as the caller counts them. */
export type SinglesOf = (changed: RankInput, prepared: PreparedInput, e: Evaluation) => SingleRelaxation[];

const plainSingles: SinglesOf = (_changed, prepared, e) => findRelaxations(prepared, e);

/**
 * Two changes together, for when no single one gives a slot. Each first change is applied and the
 * input evaluated again; the single relaxations of that evaluation (`singlesOf`: by slots, or under a
 * quorum rule by times meeting it) are then exact counts for the pair. Only a handful of first changes
 * are tried, so this costs a few evaluations, and only here.
 */
export function findPairRelaxations(
  original: RankInput,
  input: PreparedInput,
  e: Evaluation,
  singlesOf: SinglesOf = plainSingles,
): PairRelaxation[] {
  const names = new Map(input.participants.map(({ input: p }) => [p.id, p.displayName]));
  const position = new Map(input.participants.map(({ input: p }, i) => [p.id, i]));
  const pairs = new Map<string, PairRelaxation>();
  for (const first of firstChanges(input, e)) {
    let singles: SingleRelaxation[];
    try {
      const changedInput = applyChange(original, first);
      const changed = prepareInput({ ...changedInput, focus: undefined, limit: 0 });
      // With the window already a week longer, its grid needs no week more: it then ends where the first
      // evaluation's extended grid did, so everyone's cells are reused rather than scanned again. The
      // second change is never a week more again (`repeats`), and the others count within the window.
      const extension = first.kind === 'extend-window' ? 0 : undefined;
      singles = singlesOf(changedInput, changed, evaluate(changed, e, extension));
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
      const { viableSlots } = single;
      const message = relaxationMessage(changes, names, viableSlots);
      pairs.set(key, { kind: 'pair', changes, viableSlots, message });
    }
  }
  return [...pairs.values()].sort((a, b) => b.viableSlots - a.viableSlots).slice(0, MAX_PAIRS);
}
