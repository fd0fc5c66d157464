import type { Evaluation } from '../evaluate/evaluate.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import type { HeatMap, HeatMapPerson } from '../types.ts';

/** Whole 32-bit words of `bytes`, or none when its offset is not word-aligned. */
function words(bytes: Uint8Array, count: number): Uint32Array {
  const aligned = bytes.byteOffset % 4 === 0;
  return new Uint32Array(bytes.buffer, bytes.byteOffset, aligned ? count >> 2 : 0);
}

/**
 * Packs `count` codes of 0–3 (one a byte) into two bits each, four a byte from the lowest bits up: a
 * word's four codes sit at bits 0, 8, 16 and 24 and move to 0, 2, 4 and 6.
 */
function packCodes(codes: Uint8Array, out: Uint8Array, count: number): void {
  const source = words(codes, count);
  for (let w = 0; w < source.length; w++) {
    const u = source[w]!;
    out[w] = (u & 0x03) | ((u >>> 6) & 0x0c) | ((u >>> 12) & 0x30) | ((u >>> 18) & 0xc0);
  }
  for (let k = source.length * 4; k < count; k++) out[k >> 2]! |= codes[k]! << ((k & 3) * 2);
}

/**
 * Every slot of the window, before `now` and outside the allowed hours too, with who can come. All packed
 * rows share one buffer, so the map crosses to another thread or into a cache as one small block.
 */
export function heatMapOf(input: PreparedInput, e: Evaluation): HeatMap {
  const { grid, candidate, codes } = e;
  const slotCount = grid.slotCount;
  const rowBytes = Math.ceil(slotCount / 4);
  const answered = codes.filter(Boolean).length;
  const buffer = new Uint8Array(rowBytes * (answered + 1));
  const bookable = buffer.subarray(0, rowBytes);
  packCodes(candidate, bookable, slotCount);
  let next = 1;
  const people = input.participants.map(({ input: participant }, p): HeatMapPerson => {
    const row = codes[p];
    let states: HeatMapPerson['states'];
    if (row) {
      states = buffer.subarray(next * rowBytes, ++next * rowBytes);
      packCodes(row, states, slotCount);
    } else states = participant.response === 'declined' ? 'd' : 'u';
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
