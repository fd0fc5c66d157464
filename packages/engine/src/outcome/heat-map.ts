import type { Evaluation } from '../evaluate/evaluate.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import type { HeatMap, HeatMapPerson } from '../types.ts';

// Letters by state code (free, if-need-be, busy outside working hours, busy): see state-codes.ts.
const LETTER_BY_CODE = new Uint8Array([0x66, 0x69, 0x62, 0x62]); // f i b b
const ZERO = 0x30;
const ONE = 0x31;
// Below the engines' argument-count limits for Function.prototype.apply.
const CHUNK = 8192;

function text(bytes: Uint8Array): string {
  if (bytes.length <= CHUNK) return String.fromCharCode.apply(null, bytes as unknown as number[]);
  let result = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    result += String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK) as unknown as number[]);
  }
  return result;
}

/** Every slot of the window, before `now` and outside the allowed hours too, with who can come. */
export function heatMapOf(input: PreparedInput, e: Evaluation): HeatMap {
  const { grid, candidate, codes } = e;
  const slotCount = grid.slotCount;
  const bytes = new Uint8Array(slotCount);
  for (let k = 0; k < slotCount; k++) bytes[k] = candidate[k] === 1 ? ONE : ZERO;
  const bookable = text(bytes);
  let unknown: string | undefined;
  let declined: string | undefined;
  const people = input.participants.map(({ input: participant }, p): HeatMapPerson => {
    const row = codes[p];
    let states: string;
    if (row) {
      for (let k = 0; k < slotCount; k++) bytes[k] = LETTER_BY_CODE[row[k]!]!;
      states = text(bytes);
    } else if (participant.response === 'declined') {
      states = declined ??= 'd'.repeat(slotCount);
    } else {
      states = unknown ??= 'u'.repeat(slotCount);
    }
    const { id: participantId, displayName, required } = participant;
    return { participantId, displayName, required, states };
  });
  return {
    start: grid.origin * 60_000,
    stepMinutes: grid.step,
    durationMinutes: grid.duration,
    slotCount,
    bookable,
    people,
  };
}
