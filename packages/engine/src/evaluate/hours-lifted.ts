import type { ParticipantInput } from '../types.ts';
import { BUSY_OUTSIDE_HOURS, FREE } from './state-codes.ts';

/**
 * A calendar-only person's cell codes once working hours no longer bind, from their codes while they bind:
 * a cell busy only for being outside the hours is free, since nothing else marked it (without tentative
 * time nothing makes a cell if-need-be, and busy time wins over the hours). Null for anyone with tentative
 * or painted time, whose cells must be scanned again. Saves the allow-outside-hours relaxation a scan.
 */
export function codesWithHoursLifted(bound: Uint8Array, person: ParticipantInput): Uint8Array | null {
  if (person.painted || (person.tentative?.length ?? 0) > 0) return null;
  const codes = new Uint8Array(bound.length);
  // Four cells a step: with codes 0–3, `c & (1 | c << 1)` keeps 0, 1 and 3 and turns 2 into 0, byte by byte.
  const words = bound.byteOffset % 4 === 0 ? bound.length >> 2 : 0;
  const from = new Uint32Array(bound.buffer, bound.byteOffset, words);
  const to = new Uint32Array(codes.buffer, 0, words);
  for (let i = 0; i < words; i++) {
    const word = from[i]!;
    to[i] = word & (0x01010101 | (word << 1));
  }
  for (let k = words << 2; k < bound.length; k++) {
    const code = bound[k]!;
    codes[k] = code === BUSY_OUTSIDE_HOURS ? FREE : code;
  }
  return codes;
}
