import type { Grid } from '../grid/grid.ts';
import type { PreparedInput, PreparedParticipant } from '../input/prepare-input.ts';
import { BUCKETS, REQUIRED_BUCKET } from './state-codes.ts';
import { sameMeeting, type Counted } from './required-changes.ts';

/**
 * The counts of `input` from those of an earlier evaluation whose extended grid it shares exactly, its
 * window being that much longer (the extend-window relaxation evaluated without a further extension):
 * every slot and its codes are the same, so only the cells the longer window adds are counted. Null when
 * anything else differs, or a required person's cell codes were not kept (`cellCodesOf`).
 */
export function countedWithLongerWindow(
  earlier: { input: PreparedInput; grid: Grid } & Counted,
  input: PreparedInput,
  grid: Grid,
  cellCodesOf: (participant: PreparedParticipant) => Uint8Array | undefined,
): Counted | null {
  const before = earlier.grid;
  const sameGrid =
    before.origin === grid.origin &&
    before.extendedEnd === grid.extendedEnd &&
    before.step === grid.step &&
    before.duration === grid.duration &&
    grid.cellCount >= before.cellCount;
  if (!sameGrid || !sameMeeting(earlier.input, input, true)) return null;
  const sameRequired = input.participants.every(
    (p, i) => p.input.required === earlier.input.participants[i]!.input.required,
  );
  if (!sameRequired) return null;
  const cellBuckets = new Int32Array(grid.cellCount * BUCKETS);
  cellBuckets.set(earlier.cellBuckets);
  for (const [p, participant] of input.participants.entries()) {
    // Cells count required people only.
    if (!participant.input.required || !earlier.codes[p]) continue;
    const cells = cellCodesOf(participant);
    if (!cells) return null;
    for (let k = before.cellCount, b = k * BUCKETS + REQUIRED_BUCKET; k < grid.cellCount; k++, b += BUCKETS)
      cellBuckets[b + cells[k]!]!++;
  }
  return { slotBuckets: earlier.slotBuckets, cellBuckets, codes: earlier.codes };
}
