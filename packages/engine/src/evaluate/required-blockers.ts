import type { PreparedInput } from '../input/prepare-input.ts';
import type { Evaluation } from './evaluate.ts';
import { BUSY_OUTSIDE_HOURS } from './state-codes.ts';

// Read from the codes only when a meeting is stuck (no viable slot): the ranking itself never needs them.

/**
 * For each of `slots` (slots where exactly one required person is busy or unknown), that person's index.
 */
export function soleBlockers(input: PreparedInput, e: Evaluation, slots: readonly number[]): Int32Array {
  const pending = input.participants.findLastIndex((p) => p.input.required && p.input.response === 'pending');
  // Where no answered required person is busy, the one blocker is someone pending.
  const blockers = new Int32Array(slots.length).fill(pending);
  input.participants.forEach(({ input: participant }, p) => {
    const row = e.codes[p];
    if (!participant.required || !row) return;
    for (let i = 0; i < slots.length; i++) if (row[slots[i]!]! >= BUSY_OUTSIDE_HOURS) blockers[i] = p;
  });
  return blockers;
}

/** Whether an answered participant is free or if-need-be at some candidate slot of the window. */
export function hasTime(e: Evaluation, p: number): boolean {
  const row = e.codes[p];
  if (!row) return false;
  for (let k = 0; k < e.grid.slotCount; k++) {
    if (e.candidate[k] === 1 && row[k]! < BUSY_OUTSIDE_HOURS) return true;
  }
  return false;
}
