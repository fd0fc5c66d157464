import { describe, expect, it } from 'vitest';
import { bookableLetters, packedCodeAt, stateLetters } from './heat-map-letters.ts';

describe('packed heat-map rows spelled out', () => {
  it('read two bits a slot, lowest first, with busy outside working hours as busy', () => {
    // Slots 0–3: free, if need be, busy outside hours, busy; slots 4–5: busy, free.
    const row = new Uint8Array([0b11_10_01_00, 0b00_11]);
    expect(stateLetters(row, 6)).toBe('fibbbf');
    expect([0, 1, 2, 3, 4, 5].map((slot) => packedCodeAt(row, slot))).toEqual([0, 1, 2, 3, 3, 0]);
  });

  it('stop at the last slot of a byte only partly used', () => {
    expect(stateLetters(new Uint8Array([0b01_01_01_01, 0b11_11_11_01]), 5)).toBe('iiiii');
    expect(bookableLetters({ bookable: new Uint8Array([0b00_01_00_01, 0b01]), slotCount: 5 })).toBe('10101');
  });

  it('repeat a lone u or d, the same state at every slot', () => {
    expect(stateLetters('u', 4)).toBe('uuuu');
    expect(stateLetters('d', 3)).toBe('ddd');
  });

  it('spell a row that starts inside a shared buffer', () => {
    const buffer = new Uint8Array([0xff, 0b00_00_01_00, 0b10]);
    expect(stateLetters(buffer.subarray(1), 5)).toBe('fiffb');
  });
});
