import type { Evaluation } from '../evaluate/evaluate.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import type { HeatMap, HeatMapPerson } from '../types.ts';

// Letters by state code (free, if-need-be, busy outside working hours, busy): see state-codes.ts.
const LETTER_BY_CODE = new Uint8Array([0x66, 0x69, 0x62, 0x62]); // f i b b
const ZERO = 0x30;

interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}
// A standard global of every runtime the engine runs in (browsers, Node); the engine's lib is plain ES.
const decoder = new (globalThis as unknown as { TextDecoder: new () => Utf8Decoder }).TextDecoder();

/** Whole 32-bit words of `bytes`, or none when its offset is not word-aligned. */
function words(bytes: Uint8Array, count: number): Uint32Array {
  const aligned = bytes.byteOffset % 4 === 0;
  return new Uint32Array(bytes.buffer, bytes.byteOffset, aligned ? count >> 2 : 0);
}

/**
 * Letters for `count` state codes, four at a time: with a code's low bit `lo` and busy bit `hi`,
 * `f` (0x66) + 3·lo·(1 − hi) − 4·hi gives f, i, b, b for codes 0–3, and no byte carries into the next.
 */
function writeLetters(
  codes: Uint8Array,
  out: Uint32Array,
  outByte: Uint8Array,
  at: number,
  count: number,
): void {
  const source = words(codes, count);
  const base = at >> 2;
  for (let w = 0; w < source.length; w++) {
    const u = source[w]!;
    const lo = u & 0x01010101;
    const hi = (u >>> 1) & 0x01010101;
    out[base + w] = 0x66666666 + 3 * (lo & ~hi) - 4 * hi;
  }
  for (let k = source.length * 4; k < count; k++) outByte[at + k] = LETTER_BY_CODE[codes[k]!]!;
}

/** `0`/`1` flags as the characters `0`/`1`, four at a time. */
function writeFlags(flags: Uint8Array, out: Uint32Array, outByte: Uint8Array, count: number): void {
  const source = words(flags, count);
  for (let w = 0; w < source.length; w++) out[w] = 0x30303030 + source[w]!;
  for (let k = source.length * 4; k < count; k++) outByte[k] = ZERO + flags[k]!;
}

/**
 * Every slot of the window, before `now` and outside the allowed hours too, with who can come. All
 * rows are written as ASCII into one buffer, decoded once, and sliced (slices share the text).
 */
export function heatMapOf(input: PreparedInput, e: Evaluation): HeatMap {
  const { grid, candidate, codes } = e;
  const slotCount = grid.slotCount;
  const stride = Math.ceil(slotCount / 4) * 4;
  const bytes = new Uint8Array(stride * (codes.length + 1));
  const words32 = new Uint32Array(bytes.buffer);
  writeFlags(candidate, words32, bytes, slotCount);
  codes.forEach((row, p) => {
    if (row) writeLetters(row, words32, bytes, (p + 1) * stride, slotCount);
  });
  const text = decoder.decode(bytes);
  let unknown: string | undefined;
  let declined: string | undefined;
  const people = input.participants.map(({ input: participant }, p): HeatMapPerson => {
    let states: string;
    if (codes[p]) states = text.slice((p + 1) * stride, (p + 1) * stride + slotCount);
    else if (participant.response === 'declined') states = declined ??= 'd'.repeat(slotCount);
    else states = unknown ??= 'u'.repeat(slotCount);
    const { id: participantId, displayName, required } = participant;
    return { participantId, displayName, required, states };
  });
  return {
    start: grid.origin * 60_000,
    stepMinutes: grid.step,
    durationMinutes: grid.duration,
    slotCount,
    bookable: text.slice(0, slotCount),
    people,
  };
}
