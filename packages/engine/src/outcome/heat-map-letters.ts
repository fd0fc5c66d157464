import type { HeatMap, HeatMapPerson } from '../types.ts';

interface AsciiDecoder {
  decode(bytes: Uint8Array): string;
}
// A standard global of every runtime the engine runs in (browsers, Node); the engine's lib is plain ES.
const decoder = new (globalThis as unknown as { TextDecoder: new () => AsciiDecoder }).TextDecoder();

/**
 * For each packed byte, its four slots' characters as one 32-bit word, built through a byte view of the
 * word so the table is right whatever the machine's byte order.
 */
function wordTable(byCode: readonly number[]): Uint32Array {
  const table = new Uint32Array(256);
  const word = new Uint32Array(1);
  const bytes = new Uint8Array(word.buffer);
  for (let packed = 0; packed < 256; packed++) {
    for (let k = 0; k < 4; k++) bytes[k] = byCode[(packed >> (k * 2)) & 3]!;
    table[packed] = word[0]!;
  }
  return table;
}

// Free, if need be, and busy whether outside working hours or not; bookable as 0 or 1.
const LETTER_WORDS = wordTable([0x66, 0x69, 0x62, 0x62]); // f i b b
const DIGIT_WORDS = wordTable([0x30, 0x31, 0x31, 0x31]); // 0 1 1 1

/** The code (0–3) of slot `slot` in a packed row. */
export function packedCodeAt(packed: Uint8Array, slot: number): number {
  return (packed[slot >> 2]! >> ((slot & 3) * 2)) & 3;
}

function textOf(packed: Uint8Array, slotCount: number, table: Uint32Array): string {
  const byteCount = Math.ceil(slotCount / 4);
  const words = new Uint32Array(byteCount);
  for (let b = 0; b < byteCount; b++) words[b] = table[packed[b]!]!;
  return decoder.decode(new Uint8Array(words.buffer, 0, slotCount));
}

/**
 * A person's row as one letter per slot: `f` free, `i` if need be, `b` busy, `u` not answered, `d`
 * declined. For readers who want text rather than bits (tests, and the API's letters form).
 */
export function stateLetters(states: HeatMapPerson['states'], slotCount: number): string {
  return typeof states === 'string' ? states.repeat(slotCount) : textOf(states, slotCount, LETTER_WORDS);
}

/** `1` where a meeting may start, else `0`, one character per slot. */
export function bookableLetters(map: Pick<HeatMap, 'bookable' | 'slotCount'>): string {
  return textOf(map.bookable, map.slotCount, DIGIT_WORDS);
}
