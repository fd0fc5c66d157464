import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TIMEOUT } from '../testing/arbitraries.ts';
import { complement, intersect, normalize, subtract, widen } from './interval-list.ts';

const covers = (list: number[], minute: number) => {
  for (let i = 0; i < list.length; i += 2) if (list[i]! <= minute && minute < list[i + 1]!) return true;
  return false;
};

const listArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 30 })), { maxLength: 8 })
  .map((pairs) => pairs.flatMap(([start, length]) => [start, start + length]));

describe('interval lists', { timeout: PROPERTY_TIMEOUT }, () => {
  it('normalises: sorts, merges overlapping and adjacent, drops empty', () => {
    expect(normalize([10, 20, 0, 5, 5, 8, 15, 25, 30, 30])).toEqual([0, 8, 10, 25]);
  });

  it('complements within bounds', () => {
    expect(complement([10, 20, 30, 40], 0, 35)).toEqual([0, 10, 20, 30]);
    expect(complement([], 0, 5)).toEqual([0, 5]);
  });

  it('intersects, subtracts and widens', () => {
    expect(intersect([0, 10, 20, 30], [5, 25])).toEqual([5, 10, 20, 25]);
    expect(subtract([0, 30], [5, 10, 20, 25])).toEqual([0, 5, 10, 20, 25, 30]);
    expect(widen([10, 20, 30, 40], 5)).toEqual([5, 45]);
  });

  it('agrees with membership minute by minute', () => {
    fc.assert(
      fc.property(listArb, listArb, (rawA, rawB) => {
        const a = normalize(rawA);
        const b = normalize(rawB);
        for (let minute = -2; minute < 135; minute++) {
          expect(covers(a, minute)).toBe(covers(rawA, minute));
          expect(covers(complement(a, 0, 120), minute)).toBe(
            minute >= 0 && minute < 120 && !covers(a, minute),
          );
          expect(covers(intersect(a, b), minute)).toBe(covers(a, minute) && covers(b, minute));
          expect(covers(subtract(a, b), minute)).toBe(covers(a, minute) && !covers(b, minute));
        }
      }),
    );
  });
});
