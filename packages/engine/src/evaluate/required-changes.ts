import type { Grid } from '../grid/grid.ts';
import type { PreparedInput, PreparedParticipant } from '../input/prepare-input.ts';
import { weeklyKey } from '../input/weekly-ranges.ts';
import type { ParticipantInput } from '../types.ts';
import { BUCKETS, REQUIRED_BUCKET } from './state-codes.ts';

/** What an evaluation counted per position, and each person's slot codes. */
export interface Counted {
  slotBuckets: Int32Array;
  cellBuckets: Int32Array;
  codes: (Uint8Array | null)[];
}

/** The same person apart, at most, from whether they are required. */
function sameButRequired(a: ParticipantInput, b: ParticipantInput): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof ParticipantInput)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key === 'required' || a[key] === b[key]);
}

/** The same meeting and people apart, at most, from who is required (and the window's end, if `endMayDiffer`). */
export function sameMeeting(a: PreparedInput, b: PreparedInput, endMayDiffer = false): boolean {
  return (
    a.windowStart === b.windowStart &&
    (endMayDiffer || a.windowEnd === b.windowEnd) &&
    a.duration === b.duration &&
    a.step === b.step &&
    a.nowMinute === b.nowMinute &&
    a.allowOutsideWorkingHours === b.allowOutsideWorkingHours &&
    a.organizerZone === b.organizerZone &&
    weeklyKey(a.allowed) === weeklyKey(b.allowed) &&
    a.participants.length === b.participants.length &&
    a.participants.every((p, i) => sameButRequired(p.input, b.participants[i]!.input))
  );
}

/**
 * The counts of `input` from those of an earlier evaluation of the same meeting in which only who is
 * required differed (the make-optional relaxation, tried for several people): copied, with each changed
 * person's counts moved between the optional and the required buckets, so nobody is scanned or counted
 * again. Null when anything else differs, or a changed person's cell codes were not kept (`cellCodesOf`).
 */
export function countedWithRequiredChanged(
  earlier: { input: PreparedInput } & Counted,
  input: PreparedInput,
  grid: Grid,
  cellCodesOf: (participant: PreparedParticipant) => Uint8Array | undefined,
): Counted | null {
  if (!sameMeeting(earlier.input, input)) return null;
  const changed: { p: number; cells: Uint8Array }[] = [];
  for (const [p, participant] of input.participants.entries()) {
    const before = earlier.input.participants[p]!;
    if (before.input.required === participant.input.required || !earlier.codes[p]) continue;
    const cells = cellCodesOf(before);
    if (!cells) return null;
    changed.push({ p, cells });
  }
  const slotBuckets = earlier.slotBuckets.slice();
  const cellBuckets = earlier.cellBuckets.slice();
  for (const { p, cells } of changed) {
    const nowRequired = input.participants[p]!.input.required;
    const from = nowRequired ? 0 : REQUIRED_BUCKET;
    const to = nowRequired ? REQUIRED_BUCKET : 0;
    const row = earlier.codes[p]!;
    for (let k = 0, b = 0; k < row.length; k++, b += BUCKETS) {
      slotBuckets[b + from + row[k]!]!--;
      slotBuckets[b + to + row[k]!]!++;
    }
    // Cells count required people only.
    const sign = nowRequired ? 1 : -1;
    for (let k = 0, b = REQUIRED_BUCKET; k < grid.cellCount; k++, b += BUCKETS)
      cellBuckets[b + cells[k]!]! += sign;
  }
  return { slotBuckets, cellBuckets, codes: earlier.codes };
}
